import { z } from 'zod';
import { fieldError } from '../field-error';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../booking-time';
import { isCalendarDate } from './calendar-date';
import { BOOKING_MAX_DAYS_AHEAD, BOOKING_MESSAGES, refuseUnbookableSlot } from './booking';

// Moving a visit to another date and window (SPEC 9), in the reschedule dialog and on the server.
// The new slot follows the booking form's rules (not in the past, within 60 days, today's windows
// 2 hours ahead); it must be a window, not "any time", and differ from the current slot. Built for a
// moment like the booking schema; the current slot, when given, is checked too (the dialog passes
// the booking it shows, the lifecycle the row it holds locked).

export const RESCHEDULE_MESSAGES = {
  date: fieldError('newDate'),
  time: fieldError('newTime'),
  sameSlot: fieldError('sameSlot'),
} as const;

export interface CurrentSlot {
  preferredDate: string | null;
  preferredTime: string | null;
}

export function rescheduleSchema(now: Date = new Date(), current?: CurrentSlot) {
  const today = indiaDate(now);
  const lastDay = addDays(today, BOOKING_MAX_DAYS_AHEAD);
  return z
    .object({
      preferredDate: z
        .string(RESCHEDULE_MESSAGES.date)
        .trim()
        // A real day of the calendar (Date.parse would roll 31 November over into December), and
        // only then compared with today: one message per mistake.
        .refine((d) => isCalendarDate(d), { error: RESCHEDULE_MESSAGES.date, abort: true })
        .refine((d) => d >= today, BOOKING_MESSAGES.datePast)
        .refine((d) => d <= lastDay, BOOKING_MESSAGES.dateFar),
      preferredTime: z.enum(PREFERRED_TIME_WINDOWS, RESCHEDULE_MESSAGES.time),
    })
    .superRefine((input, ctx) => {
      refuseUnbookableSlot(input, now, ctx);
      if (
        current &&
        input.preferredDate === current.preferredDate &&
        input.preferredTime === current.preferredTime
      ) {
        ctx.addIssue({ code: 'custom', path: ['preferredTime'], message: RESCHEDULE_MESSAGES.sameSlot });
      }
    });
}

export type RescheduleInput = z.input<ReturnType<typeof rescheduleSchema>>;
export type RescheduleData = z.output<ReturnType<typeof rescheduleSchema>>;
