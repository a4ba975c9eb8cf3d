import { z } from 'zod';
import { multiLine } from './text';
import { bookingStatuses } from '../booking-status';

// What an admin sends to change a booking (SPEC section 4: any status from any status; the reason
// is required where the lifecycle says so).

export const bookingStatusChangeSchema = z.object({
  status: z.enum(bookingStatuses, 'Please choose a status.'),
  reason: z
    .string()
    .trim()
    .superRefine(multiLine)
    .max(500, 'The reason must be at most 500 characters.')
    .optional(),
});
export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;

export const assignTechnicianSchema = z.object({
  technicianId: z.coerce
    .number('Please select a technician')
    .int('Please select a technician')
    .positive('Please select a technician')
    .max(2_147_483_647, 'Please select a technician'),
});
export type AssignTechnicianInput = z.input<typeof assignTechnicianSchema>;
