import { z } from 'zod';
import { fieldError } from '../field-error';
import { singleLine } from './text';

// Inputs of the customer's own account pages.

/** The answer to the offer of an earlier booking's details: copy them into the profile, or not. */
export const bookingDetailsAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: fieldError('detailsOffer') }),
});
export type BookingDetailsAnswerInput = z.input<typeof bookingDetailsAnswerSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;

/** A page of the customer's notifications, newest first, after a cursor. */
export const notificationListQuerySchema = z.object({
  cursor: z.string().superRefine(singleLine).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE_MAX).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;
export type NotificationListParams = { cursor?: string; limit?: string };
