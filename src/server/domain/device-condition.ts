import { eq } from 'drizzle-orm';
import type { DeviceCondition } from '../../shared/schemas/device-condition';
import { bookings } from '../db/schema/index';
import { announceBookingChange } from './booking-announcements';
import type { Transaction } from './booking-lifecycle';
import type { BookingRow } from './booking-view';

// The device's condition on a booking (decision 054), beside the other booking writes of the domain:
// it changes no status, and an open tracking page hears of it through the booking's announcement.

/** Writes the condition found on `row` (locked by the caller), replacing an earlier one. */
export async function applyDeviceCondition(
  tx: Transaction,
  row: BookingRow,
  condition: DeviceCondition,
  now: Date,
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ deviceCondition: { ...condition, recordedAt: now.toISOString() }, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await announceBookingChange(tx, updated);
  return updated;
}
