import { and, desc, eq } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { changeBookingStatus } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { rescheduleBooking } from '../../domain/booking-reschedule';
import type { RescheduleData } from '../../../shared/schemas/reschedule';
import { isBookingUuid, ownedBy } from '../../domain/booking-ownership';
import { AppError } from '../../http/app-error';
import type { BookingRow } from '../../domain/booking-view';
import { lockBooking } from '../../domain/booking-lifecycle';
import { answerEstimate } from '../../domain/revised-estimate';
import { applySignOff } from '../../domain/customer-sign-off';

export async function listOwnBookings(db: Database, user: SignedInUser): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(await ownedBy(db, user))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** Someone else's booking and a booking that does not exist look the same: 404. */
export async function getOwnBooking(db: Database, user: SignedInUser, id: string): Promise<BookingRow> {
  if (!isBookingUuid(id)) throw new AppError('NOT_FOUND', 'Booking not found');
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), await ownedBy(db, user)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row;
}

/** Cancels the customer's own booking when its status and the 2-hour notice allow it. */
export async function cancelOwnBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  id: string,
  now: Date,
): Promise<BookingRow> {
  const owned = await getOwnBooking(db, user, id);
  return changeBookingStatus(db, lifecycle, owned.id, {
    to: 'cancelled',
    actor: { userId: user.id, role: 'customer' },
    now,
  });
}

/** Moves the visit of the customer's own booking when its status, the notice and the cap allow it. */
export async function rescheduleOwnBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  id: string,
  slot: RescheduleData,
  now: Date,
): Promise<BookingRow> {
  const owned = await getOwnBooking(db, user, id);
  return rescheduleBooking(db, lifecycle, owned.id, {
    slot,
    actor: { userId: user.id, role: 'customer' },
    now,
  });
}

/**
 * The customer answers a new price from the door in their account (decision 056): as on the tracking
 * link, with the network it came from.
 */
export async function answerOwnEstimate(
  db: Database,
  user: SignedInUser,
  id: string,
  { approve, network }: { approve: boolean; network: string },
  now: Date,
): Promise<BookingRow> {
  const owned = await getOwnBooking(db, user, id);
  const actor = { userId: user.id, role: 'customer' } as const;
  return db.transaction(async (tx) =>
    answerEstimate(tx, await lockBooking(tx, owned.id), { approve, way: 'account', network, actor, now }),
  );
}

/** The customer confirms their completed repair in their account (decision 057). */
export async function signOffOwnBooking(
  db: Database,
  user: SignedInUser,
  id: string,
  network: string,
  now: Date,
): Promise<BookingRow> {
  const owned = await getOwnBooking(db, user, id);
  const actor = { userId: user.id, role: 'customer' } as const;
  return db.transaction(async (tx) =>
    applySignOff(tx, await lockBooking(tx, owned.id), { way: 'account', network, actor, now }),
  );
}
