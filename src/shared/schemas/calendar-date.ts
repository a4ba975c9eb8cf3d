import { z } from 'zod';

// Dates typed or sent as YYYY-MM-DD. Date.parse is no check: it rolls 31 November over into
// 1 December, and the database then refuses the day. A date is a day of the calendar or nothing.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real day of the calendar written YYYY-MM-DD (2028-02-29 is, 2026-02-29 is not). */
export function isCalendarDate(text: string): boolean {
  const parts = ISO_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Years below 100 would be read as 19xx by Date.UTC; setting the full year keeps them.
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date field: a day of the calendar, or the field's own message. Aborts on a date that is not one,
 * so later checks (not in the past, within 60 days) never speak of a day that does not exist.
 */
export function calendarDateField(message: string) {
  return z.string(message).trim().refine(isCalendarDate, { message, abort: true });
}
