import { z } from 'zod';
import { fieldError } from '../field-error';
import { calendarDateField } from './calendar-date';

// A range of India dates a money view covers (?from=2026-11-01&to=2026-11-30): both ends included,
// either may be left out (the view picks its default), and never more than a year and a day.

export const DAY_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

const dayRangeFields = {
  from: calendarDateField(fieldError('dateValid')).optional(),
  to: calendarDateField(fieldError('dateValid')).optional(),
};

/** The range's checks on any query that has `from` and `to`. */
function checkedRange<S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: S,
) {
  return schema
    .refine((range) => !range.from || !range.to || range.from <= range.to, {
      path: ['to'],
      error: fieldError('rangeOrder'),
    })
    .refine(
      (range) =>
        !range.from ||
        !range.to ||
        Date.parse(range.to) - Date.parse(range.from) < DAY_RANGE_MAX_DAYS * DAY_MS,
      { path: ['to'], error: fieldError('rangeMax', { max: DAY_RANGE_MAX_DAYS }) },
    );
}

export const dayRangeQuerySchema = checkedRange(z.object(dayRangeFields));
export type DayRangeQuery = z.input<typeof dayRangeQuerySchema>;

/** The revenue report's range and how its trend is grouped. */
export const revenueReportQuerySchema = checkedRange(
  z.object({ ...dayRangeFields, by: z.enum(['day', 'week', 'month']).default('day') }),
);
export type RevenueReportQuery = z.input<typeof revenueReportQuerySchema>;

/** A month of the GST summary: 2026-11. */
export const gstSummaryQuerySchema = z.object({
  month: z
    .string(fieldError('monthValid'))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldError('monthValid'))
    .optional(),
});
export type GstSummaryQuery = z.input<typeof gstSummaryQuerySchema>;
