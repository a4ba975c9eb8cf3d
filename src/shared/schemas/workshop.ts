import { z } from 'zod';
import { fieldError } from '../field-error';
import { addDays, indiaDate } from '../booking-time';
import { isCalendarDate } from './calendar-date';
import { singleLine } from './text';

// Taking a device to the workshop (issue 32, decision 059): what the technician writes on the pickup
// receipt besides the condition check, in the job card's form and on the route alike.

export const ACCESSORIES_MAX = 200;
/** How far ahead the technician may promise the device back. */
export const WORKSHOP_RETURN_MAX_DAYS = 30;

export function workshopIntakeSchema(now: Date = new Date()) {
  const today = indiaDate(now);
  const lastDay = addDays(today, WORKSHOP_RETURN_MAX_DAYS);
  const returnDate = fieldError('returnDate', { days: WORKSHOP_RETURN_MAX_DAYS });
  return z.object({
    /** What went with the device (case, SIM tray, charger), or empty for the device alone. */
    accessories: z
      .string()
      .trim()
      .superRefine(singleLine)
      .max(ACCESSORIES_MAX, fieldError('accessoriesMax', { max: ACCESSORIES_MAX }))
      .default(''),
    /** 'YYYY-MM-DD' (India): the day the shop expects to bring it back. */
    expectedReturnDate: z
      .string(returnDate)
      .trim()
      .refine((d) => isCalendarDate(d), { error: returnDate, abort: true })
      .refine((d) => d >= today && d <= lastDay, returnDate),
  });
}
export type WorkshopIntakeInput = z.input<ReturnType<typeof workshopIntakeSchema>>;
export type WorkshopIntake = z.output<ReturnType<typeof workshopIntakeSchema>>;

/** A device at the workshop as its pickup receipt records it. */
export interface WorkshopRecord extends WorkshopIntake {
  /** ISO: when the technician took it. */
  takenAt: string;
  /** The technician who took it, as named then. */
  takenBy: string;
}

/** Whole days a device has been at the workshop: 0 on the day it was taken. */
export function daysAtWorkshop(takenAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(takenAt).getTime()) / 86_400_000));
}
