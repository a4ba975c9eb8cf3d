import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { announceBookingChange } from './booking-announcements';
import type { BookingRow } from './booking-view';
import type { Transaction } from './booking-lifecycle';
import { START_CODE_LENGTH } from '../../shared/schemas/technician-work';

// The start code: the customer reads it out at the door and the technician types it in, which proves
// the visit (issue 13). It is made once, when a technician is first assigned, and kept when the job
// moves to another technician, so the code the customer was sent stays the one that works.

/** A new code from the system's strong random source: 4 digits, leading zeros kept. */
export function newStartCode(): string {
  return String(randomInt(0, 10 ** START_CODE_LENGTH)).padStart(START_CODE_LENGTH, '0');
}

/** Whether the code typed at the door is the booking's, compared in constant time. */
export function startCodeMatches(stored: string, typed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts one wrong code on a job the transaction holds locked; the new count. The admin desk hears
 * of it, since enough wrong codes lock the job until an admin resets it.
 */
export async function countWrongStartCode(tx: Transaction, bookingId: string, now: Date): Promise<number> {
  const [row] = await tx
    .update(bookings)
    .set({ startCodeFailures: sql`${bookings.startCodeFailures} + 1`, updatedAt: now })
    .where(eq(bookings.id, bookingId))
    .returning();
  await announceBookingChange(tx, row!);
  return row!.startCodeFailures;
}

/**
 * Lets the technician try again (the count back to 0). The code stays the same; a job assigned
 * before codes existed gets one now. `row` is locked by the caller's transaction.
 */
export async function unlockStartCode(tx: Transaction, row: BookingRow, now: Date): Promise<BookingRow> {
  const issued = row.startCode === null && row.technicianId !== null;
  const [updated] = await tx
    .update(bookings)
    .set({ startCodeFailures: 0, ...(issued ? { startCode: newStartCode() } : {}), updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  // The technician's open dashboard shows the job unlocked without a reload.
  await announceBookingChange(tx, updated!);
  return updated!;
}
