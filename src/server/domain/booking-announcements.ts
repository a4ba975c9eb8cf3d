import { sql } from 'drizzle-orm';
import type { BookingChange } from '../notifications/live-updates';
import { BOOKING_CHANGES_CHANNEL } from '../notifications/live-updates';
import type { BookingRow } from '../notifications/templates/booking-facts';
import type { Transaction } from './booking-lifecycle';

// A booking's changes are announced with pg_notify inside the transaction that makes them, so they
// go out exactly when it commits (never for a rollback), to this process and, on PostgreSQL, to every
// process that listens. The live streams (src/server/notifications/live-updates.ts) pass them on.

/** Announces a booking's state as `row` holds it (after the change), at the commit of `tx`. */
export async function announceBookingChange(
  tx: Transaction,
  row: Pick<BookingRow, 'id' | 'status' | 'userId' | 'technicianId'>,
  options: { previousTechnicianId?: number | null; deleted?: boolean } = {},
): Promise<void> {
  const technicianIds = [row.technicianId, options.previousTechnicianId].filter(
    (id, index, all): id is number => typeof id === 'number' && all.indexOf(id) === index,
  );
  const change: BookingChange = {
    bookingId: row.id,
    status: options.deleted ? 'deleted' : row.status,
    customerUserId: row.userId,
    technicianIds,
  };
  await tx.execute(sql`select pg_notify(${BOOKING_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}
