import { inArray } from 'drizzle-orm';
import type { LinkedVisitView, RevisitOfView } from '../../shared/contracts/door';
import type { Database } from '../db/client';
import { bookings, invoices } from '../db/schema/index';
import type { BookingRow } from './booking-view';

// What a booking links to: its linked visits (decision 059) and its invoice (decision 062), read for
// many bookings in a few queries, so a list costs the same as one booking.

export interface BookingLinks {
  revisitOf: RevisitOfView | null;
  linkedVisits: LinkedVisitView[];
  invoiceNumber: string | null;
}

export const noLinks: BookingLinks = { revisitOf: null, linkedVisits: [], invoiceNumber: null };

type LinkedRow = Pick<BookingRow, 'id' | 'revisitOf' | 'revisitKind'>;

/** Each booking's links, by its id. */
export async function readBookingLinks(
  db: Pick<Database, 'select'>,
  rows: readonly LinkedRow[],
): Promise<Map<string, BookingLinks>> {
  const links = new Map<string, BookingLinks>(rows.map((row) => [row.id, { ...noLinks, linkedVisits: [] }]));
  if (rows.length === 0) return links;
  const visits = await db
    .select({
      revisitOf: bookings.revisitOf,
      bookingId: bookings.bookingId,
      kind: bookings.revisitKind,
      status: bookings.status,
      preferredDate: bookings.preferredDate,
      preferredTime: bookings.preferredTime,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.revisitOf,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(bookings.createdAt, bookings.id);
  for (const { revisitOf, kind, ...visit } of visits) {
    if (revisitOf && kind) links.get(revisitOf)?.linkedVisits.push({ ...visit, kind });
  }
  const issued = await db
    .select({ bookingId: invoices.bookingId, number: invoices.number })
    .from(invoices)
    .where(
      inArray(
        invoices.bookingId,
        rows.map((row) => row.id),
      ),
    );
  for (const invoice of issued) links.get(invoice.bookingId)!.invoiceNumber = invoice.number;
  const originalIds = [...new Set(rows.flatMap((row) => (row.revisitOf ? [row.revisitOf] : [])))];
  if (originalIds.length === 0) return links;
  const originals = await db
    .select({ id: bookings.id, bookingId: bookings.bookingId })
    .from(bookings)
    .where(inArray(bookings.id, originalIds));
  const readableIds = new Map(originals.map((row) => [row.id, row.bookingId]));
  for (const row of rows) {
    const bookingId = row.revisitOf ? readableIds.get(row.revisitOf) : undefined;
    if (bookingId && row.revisitKind) links.get(row.id)!.revisitOf = { bookingId, kind: row.revisitKind };
  }
  return links;
}

/** One booking's links. */
export async function readOneBookingLinks(
  db: Pick<Database, 'select'>,
  row: LinkedRow,
): Promise<BookingLinks> {
  return (await readBookingLinks(db, [row])).get(row.id) ?? noLinks;
}
