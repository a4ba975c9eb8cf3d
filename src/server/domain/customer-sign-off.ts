import { and, eq } from 'drizzle-orm';
import type { EstimateAnswerWay } from '../../shared/schemas/revised-estimate';
import { bookingEvents, bookings } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { announceBookingChange } from './booking-announcements';
import type { Actor, Transaction } from './booking-lifecycle';
import type { BookingRow } from './booking-view';

// The customer's sign-off of a completed repair (decision 057): they have seen the final lines and
// total and confirm them, with their start code on the technician's phone or on the tracking link.
// It changes no status; it is kept on the booking and in its history, once.

export interface SignOff {
  way: EstimateAnswerWay;
  /** The confirming device's network address. */
  network: string;
  actor: Actor;
  now: Date;
}

/** Records the sign-off of the locked, completed `row`; a second one returns the booking as it is. */
export async function applySignOff(tx: Transaction, row: BookingRow, signOff: SignOff): Promise<BookingRow> {
  if (row.signedOffAt) return row;
  if (row.status !== 'completed') {
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      'The customer confirms the repair once it is completed.',
      undefined,
      { reason: 'sign_off_not_completed', params: { status: row.status } },
    );
  }
  const [updated] = await tx
    .update(bookings)
    .set({ signedOffAt: signOff.now, signedOffBy: signOff.way, updatedAt: signOff.now })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'signed_off',
    fromStatus: row.status,
    toStatus: row.status,
    actorUserId: signOff.actor.userId,
    actorRole: signOff.actor.role,
    details: {
      previousTotal: row.totalPrice,
      total: row.totalPrice,
      answeredBy: signOff.way,
      network: signOff.network,
    },
    createdAt: signOff.now,
  });
  await announceBookingChange(tx, updated);
  return updated;
}
