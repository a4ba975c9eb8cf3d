import { z } from 'zod';
import { PREFERRED_TIME_WINDOWS } from '../booking-time';
import { PINCODE_PATTERN } from '../constants';
import { fieldError } from '../field-error';
import { calendarDateField } from './calendar-date';
import { singleLine } from './text';

// Who works when and where (decision 049): a technician's week of bookable windows, the pincodes they
// serve, their leave, and the customer's question of which windows have places. The admin desk, the
// technician's settings and the routes share these.

export const leaveStatuses = ['requested', 'approved', 'declined'] as const;
export type LeaveStatus = (typeof leaveStatuses)[number];

/** Days of the week as ISO numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Pincodes and prefixes one technician may list: a whole district's worth, with room. */
export const SERVICE_PINCODES_MAX = 200;
/** Leave entered at once: a long holiday; longer absences are entered in parts (or the technician set inactive). */
export const LEAVE_MAX_DAYS = 60;
/** A leave's reason: a line. */
export const LEAVE_REASON_MAX = 200;
/** Visits one technician may take in one window: two hours hold a few quick repairs near each other, not more. */
export const JOBS_PER_WINDOW_MAX = 10;
/** Days the availability of windows is asked for at once: two weeks of the booking form's calendar. */
export const AVAILABILITY_MAX_DAYS = 14;

/** A whole pincode, or its first 1 to 5 digits (`7510` serves 751001 … 751099). */
export const PINCODE_PREFIX_PATTERN = /^[1-9]\d{0,5}$/;

const dayOfWeek = z
  .number(fieldError('workWeekday'))
  .int(fieldError('workWeekday'))
  .min(1, fieldError('workWeekday'))
  .max(7, fieldError('workWeekday'));

/**
 * A technician's week and area, replaced whole. A weekday left out is a day off. At least one window
 * in the week: a technician who does not work at all is set inactive, or given leave. No pincodes:
 * every pincode.
 */
export const technicianScheduleSchema = z.object({
  week: z
    .array(
      z.object({
        weekday: dayOfWeek,
        windows: z
          .array(z.enum(PREFERRED_TIME_WINDOWS, fieldError('timeSlot')))
          .max(PREFERRED_TIME_WINDOWS.length, fieldError('timeSlot'))
          .transform((list) => [...new Set(list)].sort()),
      }),
      fieldError('workWindowsMin'),
    )
    .max(WEEKDAYS.length, fieldError('workDayTwice'))
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, fieldError('workDayTwice'))
    .refine((days) => days.some((d) => d.windows.length > 0), fieldError('workWindowsMin')),
  pincodes: z
    .array(
      z
        .string(fieldError('servicePincode'))
        .trim()
        .regex(PINCODE_PREFIX_PATTERN, fieldError('servicePincode')),
      fieldError('servicePincode'),
    )
    .max(SERVICE_PINCODES_MAX, fieldError('servicePincodesMax', { max: SERVICE_PINCODES_MAX }))
    .transform((list) => [...new Set(list)].sort()),
  /** Visits taken in one window; left out: one, the default (decision 051). */
  jobsPerWindow: z
    .number(fieldError('jobsPerWindow', { max: JOBS_PER_WINDOW_MAX }))
    .int(fieldError('jobsPerWindow', { max: JOBS_PER_WINDOW_MAX }))
    .min(1, fieldError('jobsPerWindow', { max: JOBS_PER_WINDOW_MAX }))
    .max(JOBS_PER_WINDOW_MAX, fieldError('jobsPerWindow', { max: JOBS_PER_WINDOW_MAX }))
    .default(1),
  /** Where the technician's day starts, for dispatch's distances; null or left out: none set. */
  base: z
    .object({
      lat: z
        .number(fieldError('baseLocation'))
        .min(-90, fieldError('baseLocation'))
        .max(90, fieldError('baseLocation')),
      lng: z
        .number(fieldError('baseLocation'))
        .min(-180, fieldError('baseLocation'))
        .max(180, fieldError('baseLocation')),
    })
    .nullable()
    .default(null),
});
export type TechnicianScheduleInput = z.input<typeof technicianScheduleSchema>;

const leaveDate = calendarDateField(fieldError('dateValid'));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Leave from one date to another (inclusive), with its reason. */
export const leaveSchema = z
  .object({
    fromDate: leaveDate,
    toDate: leaveDate,
    reason: z
      .string(fieldError('leaveReason'))
      .trim()
      .superRefine(singleLine)
      .min(1, fieldError('leaveReason'))
      .max(LEAVE_REASON_MAX, fieldError('leaveReasonMax', { max: LEAVE_REASON_MAX })),
  })
  .superRefine(({ fromDate, toDate }, ctx) => {
    const span = daysBetween(fromDate, toDate);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['toDate'], message: fieldError('leaveDates') });
    else if (span + 1 > LEAVE_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: fieldError('leaveLength', { days: LEAVE_MAX_DAYS }),
      });
  });
export type LeaveInput = z.input<typeof leaveSchema>;

/** An admin's answer to a technician's request. */
export const leaveDecisionSchema = z.object({
  decision: z.enum(['approved', 'declined'], fieldError('leaveDecision')),
});
export type LeaveDecisionInput = z.input<typeof leaveDecisionSchema>;

/** `GET /api/admin/leave?status=requested`: leave across the team by status; left out: the requests waiting. */
export const leaveListQuerySchema = z.object({
  status: z.enum(leaveStatuses, fieldError('leaveStatus')).default('requested'),
});
export type LeaveListQuery = z.input<typeof leaveListQuerySchema>;

/** `GET /api/availability?pincode=751013&from=2026-12-01&days=7`. */
export const availabilityQuerySchema = z.object({
  pincode: z.string(fieldError('pincodeValid')).trim().regex(PINCODE_PATTERN, fieldError('pincodeValid')),
  from: calendarDateField(fieldError('dateValid')),
  days: z.coerce
    .number(fieldError('availabilityDays', { max: AVAILABILITY_MAX_DAYS }))
    .int(fieldError('availabilityDays', { max: AVAILABILITY_MAX_DAYS }))
    .min(1, fieldError('availabilityDays', { max: AVAILABILITY_MAX_DAYS }))
    .max(AVAILABILITY_MAX_DAYS, fieldError('availabilityDays', { max: AVAILABILITY_MAX_DAYS }))
    .default(7),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** `GET /api/track/:token/availability?from=2026-12-01&days=7`: the tracked booking's pincode, never named (decision 052). */
export const trackedAvailabilityQuerySchema = availabilityQuerySchema.omit({ pincode: true });
export type TrackedAvailabilityQuery = z.input<typeof trackedAvailabilityQuerySchema>;
