import { z } from 'zod';
import { fieldError } from '../field-error';
import { formatRupees } from '../money';
import { calendarDateField } from './calendar-date';
import { multiLine, singleLine } from './text';

// Cash a technician hands over to the shop (decision 064): the admin desk's form and its route share
// this. What the server alone knows (how much the technician holds, today's date) the form mirrors
// with `cashHandoverSchemaFor`.

export const cashHandoverSchema = z.object({
  /** Whole rupees. */
  amount: z.coerce
    .number(fieldError('amountCollected'))
    .int(fieldError('amountWhole'))
    .min(1, fieldError('amountPositive'))
    .max(10_00_000, fieldError('amountCheck')),
  /** The India date the cash changed hands: today or earlier. */
  handedOn: calendarDateField(fieldError('dateValid')),
  /** Who at the shop took it. */
  receivedBy: z
    .string(fieldError('receivedBy'))
    .trim()
    .min(2, fieldError('receivedBy'))
    .max(80, fieldError('nameMax', { max: 80 }))
    .superRefine(singleLine),
  note: z
    .string()
    .trim()
    .max(500, fieldError('noteMax', { max: 500 }))
    .superRefine(multiLine)
    .optional()
    .transform((value) => value || undefined),
});
export type CashHandoverInput = z.input<typeof cashHandoverSchema>;

/** The desk's form: no more than the technician holds (paise), on today (India) or before. */
export const cashHandoverSchemaFor = (held: number, today: string) =>
  cashHandoverSchema
    .refine((handover) => handover.amount * 100 <= held, {
      path: ['amount'],
      error: fieldError('handoverTooLarge', { most: formatRupees(held) }),
    })
    .refine((handover) => handover.handedOn <= today, {
      path: ['handedOn'],
      error: fieldError('handedOnFuture'),
    });
