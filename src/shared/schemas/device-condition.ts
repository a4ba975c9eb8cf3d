import { z } from 'zod';
import { fieldError } from '../field-error';
import { multiLine } from './text';

// The device's state as the technician finds it at the door, before anyone opens it (issue 32): one
// tap for each part, the IMEI's last 4 digits (never the whole number: it identifies the handset to
// networks and police, and a tracking link is readable by whoever holds it), and a note. The
// technician's form and the route share it; the customer reads it on the tracking page and in their
// bookings.

export const screenStates = ['intact', 'cracked', 'shattered'] as const;
export const bodyStates = ['good', 'scratched', 'dented'] as const;
/** The liquid-contact indicator: white, red (the phone has met water), or not to be seen. */
export const waterStates = ['clean', 'triggered', 'unseen'] as const;
export const workingStates = ['working', 'faulty'] as const;
export const powerStates = ['on', 'off'] as const;

/** The parts of the check, in the order the form asks and the customer reads them. */
export const conditionParts = ['screen', 'body', 'water', 'buttons', 'cameras', 'power'] as const;
export type ConditionPart = (typeof conditionParts)[number];

export const CONDITION_NOTE_MAX = 500;

export const deviceConditionSchema = z.object({
  screen: z.enum(screenStates, fieldError('conditionChoice')),
  body: z.enum(bodyStates, fieldError('conditionChoice')),
  water: z.enum(waterStates, fieldError('conditionChoice')),
  buttons: z.enum(workingStates, fieldError('conditionChoice')),
  cameras: z.enum(workingStates, fieldError('conditionChoice')),
  power: z.enum(powerStates, fieldError('conditionChoice')),
  /** Empty when the IMEI could not be read (the phone does not power on, no label). */
  imeiLast4: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, fieldError('imeiLast4'))
    .default(''),
  note: z
    .string()
    .trim()
    .superRefine(multiLine)
    .max(CONDITION_NOTE_MAX, fieldError('noteMax', { max: CONDITION_NOTE_MAX }))
    .default(''),
});
export type DeviceConditionInput = z.input<typeof deviceConditionSchema>;
export type DeviceCondition = z.output<typeof deviceConditionSchema>;
/** What any part may be found in. */
export type ConditionValue = DeviceCondition[ConditionPart];

/** A condition as recorded: what was found, and when. */
export type RecordedCondition = DeviceCondition & { recordedAt: string };
