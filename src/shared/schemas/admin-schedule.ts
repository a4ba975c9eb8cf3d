import { z } from 'zod';
import { fieldError } from '../field-error';
import { calendarDateField } from './calendar-date';

// The admin's schedule view (issue 31): which days of the team's plan to read at once.

/** Days the schedule view reads at once: a week. */
export const SCHEDULE_MAX_DAYS = 7;

/** `GET /api/admin/schedule?from=2026-12-01&days=7`. */
export const adminScheduleQuerySchema = z.object({
  from: calendarDateField(fieldError('dateValid')),
  days: z.coerce
    .number(fieldError('availabilityDays', { max: SCHEDULE_MAX_DAYS }))
    .int(fieldError('availabilityDays', { max: SCHEDULE_MAX_DAYS }))
    .min(1, fieldError('availabilityDays', { max: SCHEDULE_MAX_DAYS }))
    .max(SCHEDULE_MAX_DAYS, fieldError('availabilityDays', { max: SCHEDULE_MAX_DAYS }))
    .default(1),
});
export type AdminScheduleQuery = z.input<typeof adminScheduleQuerySchema>;
