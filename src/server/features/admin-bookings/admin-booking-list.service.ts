import { and, asc, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { addDays } from '../../../shared/booking-time';
import { parsePhone } from '../../../shared/phone';
import type { AdminBookingExportQuery, AdminBookingListQuery } from '../../../shared/schemas/list-query';
import type { Database } from '../../db/client';
import { bookings, preferredDateSortKey } from '../../db/schema/index';
import { toAdminBookingRow } from '../../domain/admin-booking-row';
import { balanceDueSql } from '../../domain/booking-money';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { CursorValue } from '../../http/cursor';
import type { BookingRow } from '../../domain/booking-view';
import { likeContains } from '../../db/like';

// The admin's bookings list and its CSV export: filtered, searched, sorted and paged by cursor.

/** How a list is ordered: by when the booking was made, or by its preferred date. */
function bookingOrder(query: Pick<AdminBookingExportQuery, 'sort'>) {
  const byDate = query.sort === 'preferredDate';
  return {
    /** The cursor's copy of the sort value: text, cast back when compared. */
    key: byDate
      ? sql<string>`${preferredDateSortKey(bookings.preferredDate)}::text`
      : sql<string>`${bookings.createdAt}::text`,
    // The very expression of the index that serves this order (bookings_preferred_sort_idx).
    expr: byDate ? preferredDateSortKey(bookings.preferredDate) : sql`${bookings.createdAt}`,
    castBack: byDate ? sql`::date` : sql`::timestamptz`,
  };
}

// Dates the admin picks are India dates; a booking's day is the India day it was made.
const indiaStart = (date: string) => new Date(`${date}T00:00:00+05:30`);

const BOOKING_ID_PATTERN = /^BK-\d{8}-[A-Z0-9]+$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The search box. What admins mostly type, a whole phone number, e-mail or booking id, is looked up
 * by its index; other text is looked for anywhere in the id, name, phone and e-mail, which reads
 * every row (there is no trigram index: PGlite has no pg_trgm).
 */
function searchCondition(q: string): SQL | undefined {
  const phone = parsePhone(q);
  if (phone) return eq(bookings.phone, phone);
  if (BOOKING_ID_PATTERN.test(q)) return eq(bookings.bookingId, q.toUpperCase());
  if (EMAIL_PATTERN.test(q)) return sql`lower(${bookings.email}) = lower(${q})`;
  return or(
    ilike(bookings.bookingId, likeContains(q)),
    ilike(bookings.name, likeContains(q)),
    ilike(bookings.phone, likeContains(q)),
    ilike(bookings.email, likeContains(q)),
  );
}

/** The list's filters and search, as conditions on bookings. */
function bookingConditions(query: AdminBookingExportQuery): (SQL | undefined)[] {
  return [
    query.status ? eq(bookings.status, query.status) : undefined,
    query.from ? gte(bookings.createdAt, indiaStart(query.from)) : undefined,
    query.to ? lt(bookings.createdAt, indiaStart(addDays(query.to, 1))) : undefined,
    // The city as typed, whole and in any case (an equality, so a typed '%' is only a character);
    // lower(city) is indexed with the list's order.
    query.city ? sql`lower(${bookings.city}) = lower(${query.city})` : undefined,
    query.technicianId ? eq(bookings.technicianId, query.technicianId) : undefined,
    // Completed and still owing, by the ledger (decision 064): short at the door and not paid since.
    query.shortfall ? and(eq(bookings.status, 'completed'), sql`${balanceDueSql()} > 0`) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
}

/**
 * One page of the filtered, ordered bookings after `after` (a cursor's sort value and id): the list
 * and the CSV export read the same rows in the same order.
 */
async function readBookingPage(
  db: Database,
  query: AdminBookingExportQuery,
  after: [CursorValue, string] | undefined,
  limit: number,
) {
  const order = bookingOrder(query);
  const compare = query.dir === 'desc' ? sql`<` : sql`>`;
  return db
    .select({ row: bookings, sortValue: order.key })
    .from(bookings)
    .where(
      and(
        ...bookingConditions(query),
        after
          ? sql`(${order.expr}, ${bookings.id}) ${compare} (${String(after[0])}${order.castBack}, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      ...(query.dir === 'desc' ? [desc(order.expr), desc(bookings.id)] : [asc(order.expr), asc(bookings.id)]),
    )
    .limit(limit);
}

/** The bookings an admin asked for: filtered, sorted and paged on the server. */
export async function listBookings(
  db: Database,
  query: AdminBookingListQuery,
): Promise<AdminBookingListResponse> {
  const after = query.cursor
    ? decodeCursor(query.cursor, {
        value: query.sort === 'preferredDate' ? 'date' : 'timestamp',
        id: 'uuid',
      })
    : undefined;
  const rows = await readBookingPage(db, query, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: page.map(({ row }) => toAdminBookingRow(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sortValue, last.row.id]) : null,
  };
}

/**
 * Every booking of the filtered list, a page at a time in the list's order: each page is its own
 * short query, so a long download holds no transaction and no more than one page in memory.
 */
export async function* bookingPages(
  db: Database,
  query: AdminBookingExportQuery,
  pageSize: number,
): AsyncGenerator<BookingRow[]> {
  let after: [CursorValue, string] | undefined;
  for (;;) {
    const rows = await readBookingPage(db, query, after, pageSize);
    if (rows.length > 0) yield rows.map(({ row }) => row);
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = [last.sortValue, last.row.id];
  }
}
