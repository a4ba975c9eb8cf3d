import { z } from 'zod';
import { fieldError } from '../field-error';
import { PASSWORD_MAX_CHARACTERS, newPasswordField } from './auth';
import { multiLine } from './text';

// What a technician sends from their phone: the customer's start code at the door, how the customer
// paid at the end, and their own settings. The forms and the routes share these.

export const START_CODE_LENGTH = 4;
/** Wrong start codes a job takes before only an admin can let the technician try again. */
export const START_CODE_MAX_TRIES = 5;

export const startJobSchema = z.object({
  code: z
    .string(fieldError('startCode', { digits: 4 }))
    .trim()
    .regex(/^\d{4}$/, fieldError('startCode', { digits: 4 })),
});
export type StartJobInput = z.input<typeof startJobSchema>;

export const paymentMethods = ['cash', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const completeJobSchema = z
  .object({
    paymentMethod: z.enum(paymentMethods, fieldError('paymentMethod')),
    /** Whole rupees, as the technician counts them. */
    amountCollected: z.coerce
      .number(fieldError('amountCollected'))
      .int(fieldError('amountWhole'))
      .min(0, fieldError('amountNegative'))
      .max(10_00_000, fieldError('amountCheck')),
    /**
     * The customer declined a new price and wants no repair: the job closes with the inspection visit's
     * fee only (decisions 018 and 056).
     */
    visitFeeOnly: z.boolean().default(false),
    /**
     * The UPI transaction's reference (its 12-digit UTR) as the technician reads it from the customer's
     * app, so that the shop can match the payment in its bank statement; optional.
     */
    upiReference: z
      .string()
      .trim()
      .regex(/^(\d{12})?$/, fieldError('upiReference'))
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((v) => v.upiReference === undefined || v.paymentMethod === 'upi', {
    path: ['upiReference'],
    error: fieldError('upiReference'),
  });
export type CompleteJobInput = z.input<typeof completeJobSchema>;

export const technicianPasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, fieldError('currentPassword')).max(PASSWORD_MAX_CHARACTERS),
    newPassword: newPasswordField,
    confirmPassword: z.string().max(PASSWORD_MAX_CHARACTERS),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: fieldError('passwordsDiffer'),
  });
export type TechnicianPasswordChangeInput = z.input<typeof technicianPasswordChangeSchema>;

/** A technician sets themselves active or busy; only an admin makes them inactive. */
export const ownTechnicianStatusSchema = z.object({
  status: z.enum(['active', 'busy'], fieldError('activeOrBusy')),
});
export type OwnTechnicianStatusInput = z.input<typeof ownTechnicianStatusSchema>;

/**
 * 'On my way': where the technician is now (the browser's location, when they allow it), for the
 * arrival estimate. Both or neither; without them the previous job or their base stands in.
 */
export const onTheWaySchema = z
  .object({
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    path: ['lng'],
    error: 'Send lat and lng together',
  });
export type OnTheWayInput = z.input<typeof onTheWaySchema>;

/** The customer was not at the address: what the technician adds for the office, if anything. */
export const notAvailableSchema = z.object({
  note: z
    .string()
    .trim()
    .superRefine(multiLine)
    .max(500, fieldError('reasonMax', { max: 500 }))
    .optional(),
});
export type NotAvailableInput = z.input<typeof notAvailableSchema>;
