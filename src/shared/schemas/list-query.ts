import { z } from 'zod';
import { bookingStatuses } from '../booking-status';
import { fieldError } from '../field-error';
import { calendarDateField } from './calendar-date';
import { singleLine } from './text';

// The query of every admin list: a page of rows after a cursor, sorted by one column, filtered by
// free text. The DataTable on the web sends it; the server parses it with the same schema.

export const LIST_PAGE_SIZE_DEFAULT = 25;
export const LIST_PAGE_SIZE_MAX = 100;
const DATE_MESSAGE = fieldError('dateValid');

export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaults: { sort: S[number]; dir: 'asc' | 'desc' },
) {
  return z.object({
    cursor: z.string().superRefine(singleLine).max(500).optional(),
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
    sort: z.enum(sortable).default(defaults.sort),
    dir: z.enum(['asc', 'desc']).default(defaults.dir),
    q: z.string().trim().superRefine(singleLine).max(100).optional(),
  });
}

export const adminUserListQuerySchema = listQuerySchema(['createdAt', 'name'], {
  sort: 'createdAt',
  dir: 'desc',
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
/** What the web may send (strings, as in a URL). */
export type ListQueryParams = {
  cursor?: string;
  limit?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  q?: string;
};

export const adminBookingListQuerySchema = listQuerySchema(['createdAt', 'preferredDate'], {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  status: z.enum(bookingStatuses).optional(),
  /** Made on or after this India date (YYYY-MM-DD). */
  from: calendarDateField(DATE_MESSAGE).optional(),
  /** Made on or before this India date. */
  to: calendarDateField(DATE_MESSAGE).optional(),
  city: z.string().trim().superRefine(singleLine).min(1).max(100).optional(),
  technicianId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Only completed bookings whose technician took less than the total (issue 33). */
  shortfall: z.enum(['true']).optional(),
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;
export type AdminBookingListParams = ListQueryParams & {
  status?: string;
  from?: string;
  to?: string;
  city?: string;
  technicianId?: string;
  shortfall?: 'true';
};

/** The admin's map of bookings: by status and the date they were made. */
export const adminBookingMapQuerySchema = adminBookingListQuerySchema.pick({
  status: true,
  from: true,
  to: true,
});
export type AdminBookingMapQuery = z.output<typeof adminBookingMapQuerySchema>;

/** The CSV export of the booking list: the list's filters, search and order, every page. */
export const adminBookingExportQuerySchema = adminBookingListQuerySchema.omit({ cursor: true, limit: true });
export type AdminBookingExportQuery = z.output<typeof adminBookingExportQuerySchema>;
