import { z } from 'zod';
import { fieldError } from '../field-error';
import { multiLine, singleLine } from './text';
import { bookingStatuses } from '../booking-status';

// What an admin sends to change a booking (SPEC section 4: any status from any status; the reason
// is required where the lifecycle says so).

export const bookingStatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, fieldError('status')),
  reason: z
    .string()
    .trim()
    .superRefine(multiLine)
    .max(500, fieldError('reasonMax', { max: 500 }))
    .optional(),
});
export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;

/** An override's reason: a line for the audit, long enough to say why, short enough to read in a list. */
export const OVERRIDE_REASON_MAX = 200;

export const assignTechnicianSchema = z.object({
  technicianId: z.coerce
    .number(fieldError('selectTechnician'))
    .int(fieldError('selectTechnician'))
    .positive(fieldError('selectTechnician'))
    .max(2_147_483_647, fieldError('selectTechnician')),
  /**
   * Why a technician who is not eligible (busy, on leave, outside their area or hours) is assigned
   * anyway; without it the server refuses them (409 TECHNICIAN_UNAVAILABLE). Kept in the audit log.
   */
  overrideReason: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(3, fieldError('overrideReasonMin', { min: 3 }))
    .max(OVERRIDE_REASON_MAX, fieldError('reasonMax', { max: OVERRIDE_REASON_MAX }))
    .optional(),
});
export type AssignTechnicianInput = z.input<typeof assignTechnicianSchema>;
