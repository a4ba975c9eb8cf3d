import { z } from 'zod';
import { fieldError } from '../field-error';
import { formatRupees } from '../money';
import { multiLine, singleLine } from './text';

// What an admin records of a booking's money after the visit (decision 063): a later payment, or a
// refund, which issues a credit note against the invoice. The forms and the routes share these.

/** How money changed hands: the technician's two at the door, and anything else an admin records. */
export const ledgerMethods = ['cash', 'upi', 'other'] as const;
export type LedgerMethod = (typeof ledgerMethods)[number];

/** Whole rupees, at least one. */
const rupeesField = z.coerce
  .number(fieldError('amountCollected'))
  .int(fieldError('amountWhole'))
  .min(1, fieldError('amountPositive'))
  .max(10_00_000, fieldError('amountCheck'));

const referenceField = z
  .string()
  .trim()
  .max(40, fieldError('referenceMax', { max: 40 }))
  .superRefine(singleLine)
  .optional()
  .transform((value) => value || undefined);

export const laterPaymentSchema = z.object({
  amount: rupeesField,
  method: z.enum(ledgerMethods, fieldError('paymentMethod')),
  reference: referenceField,
  note: z
    .string()
    .trim()
    .max(500, fieldError('noteMax', { max: 500 }))
    .superRefine(multiLine)
    .optional()
    .transform((value) => value || undefined),
});
export type LaterPaymentInput = z.input<typeof laterPaymentSchema>;

/** The desk's form: no more than is due (paise), as the server will refuse it. */
export const laterPaymentSchemaFor = (due: number) =>
  laterPaymentSchema.refine((payment) => payment.amount * 100 <= due, {
    path: ['amount'],
    error: fieldError('paymentTooLarge', { due: formatRupees(due) }),
  });

export const refundSchema = z.object({
  amount: rupeesField,
  method: z.enum(ledgerMethods, fieldError('paymentMethod')),
  reference: referenceField,
  /** Printed on the credit note. */
  reason: z
    .string(fieldError('refundReason'))
    .trim()
    .min(3, fieldError('refundReason'))
    .max(500, fieldError('reasonMax', { max: 500 }))
    .superRefine(multiLine),
});
export type RefundInput = z.input<typeof refundSchema>;

/** The desk's form: no more than can be refunded (paise), as the server will refuse it. */
export const refundSchemaFor = (most: number) =>
  refundSchema.refine((refund) => refund.amount * 100 <= most, {
    path: ['amount'],
    error: fieldError('refundTooLarge', { most: formatRupees(most) }),
  });
