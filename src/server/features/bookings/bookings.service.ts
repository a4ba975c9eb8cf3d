import { and, desc, eq } from 'drizzle-orm';
import type { BookingTimelineStep } from '../../../shared/contracts/bookings';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { changeBookingStatus, listBookingEvents } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { isBookingUuid, ownedBy } from '../../domain/booking-ownership';
import { AppError } from '../../http/app-error';
import type { BookingRow } from '../../domain/booking-view';

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

/**
 * The statuses a booking has reached, oldest first, for its owner: each change of status once (a new
 * technician on a confirmed booking is not a new step), without who made it or why.
 */
export async function getBookingTimeline(db: Database, bookingId: string): Promise<BookingTimelineStep[]> {
  const events = await listBookingEvents(db, bookingId);
  return events
    .filter((event) => event.fromStatus !== event.toStatus)
    .map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString() }));
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
