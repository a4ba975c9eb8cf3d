import { z } from 'zod';
import { PASSWORD_MAX_CHARACTERS, newPasswordField } from './auth';

// What a technician sends from their phone: the customer's start code at the door, how the customer
// paid at the end, and their own settings. The forms and the routes share these.

export const START_CODE_LENGTH = 4;
/** Wrong start codes a job takes before only an admin can let the technician try again. */
export const START_CODE_MAX_TRIES = 5;

export const startJobSchema = z.object({
  code: z
    .string('Please enter the 4-digit start code.')
    .trim()
    .regex(/^\d{4}$/, 'Please enter the 4-digit start code.'),
});
export type StartJobInput = z.input<typeof startJobSchema>;

export const paymentMethods = ['cash', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const completeJobSchema = z.object({
  paymentMethod: z.enum(paymentMethods, 'Please choose how the customer paid.'),
  /** Whole rupees, as the technician counts them. */
  amountCollected: z.coerce
    .number('Please enter the amount collected in rupees.')
    .int('Please enter the amount in whole rupees.')
    .min(0, 'The amount cannot be negative.')
    .max(10_00_000, 'Please check the amount.'),
});
export type CompleteJobInput = z.input<typeof completeJobSchema>;

export const technicianPasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX_CHARACTERS),
    newPassword: newPasswordField,
    confirmPassword: z.string().max(PASSWORD_MAX_CHARACTERS),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  });
export type TechnicianPasswordChangeInput = z.input<typeof technicianPasswordChangeSchema>;

/** A technician sets themselves active or busy; only an admin makes them inactive. */
export const ownTechnicianStatusSchema = z.object({
  status: z.enum(['active', 'busy'], 'Please choose active or busy.'),
});
export type OwnTechnicianStatusInput = z.input<typeof ownTechnicianStatusSchema>;
