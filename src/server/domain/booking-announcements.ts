import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BookingChange } from '../notifications/live-updates';
import { BOOKING_CHANGES_CHANNEL } from '../notifications/live-updates';
import type { BookingRow } from '../notifications/templates/booking-facts';
import type { Transaction } from './booking-lifecycle';

// A booking's changes are announced with pg_notify inside the transaction that makes them, so they
// go out exactly when it commits (never for a rollback), to this process and, on PostgreSQL, to every
// process that listens. The live streams (src/server/notifications/live-updates.ts) pass them on.

type AnnouncedRow = Pick<BookingRow, 'id' | 'status' | 'userId' | 'technicianId'>;
interface AnnounceOptions {
  previousTechnicianId?: number | null;
  deleted?: boolean;
}

/** Announces a booking's state as `row` holds it (after the change), at the commit of `tx`. */
export async function announceBookingChange(
  tx: Transaction,
  row: AnnouncedRow,
  options: AnnounceOptions = {},
): Promise<void> {
  await tx.execute(sql`select ${bookingChangeNotice(row, options)}`);
}

/**
 * The `pg_notify(…)` call that announces a booking's state, for a statement that also makes the change
 * (the announcement still goes out at the commit of its transaction).
 */
export function bookingChangeNotice(row: AnnouncedRow, options: AnnounceOptions = {}): SQL {
  const technicianIds = [row.technicianId, options.previousTechnicianId].filter(
    (id, index, all): id is number => typeof id === 'number' && all.indexOf(id) === index,
  );
  const change: BookingChange = {
    bookingId: row.id,
    status: options.deleted ? 'deleted' : row.status,
    customerUserId: row.userId,
    technicianIds,
  };
  return sql`pg_notify(${BOOKING_CHANGES_CHANNEL}, ${JSON.stringify(change)})`;
}
