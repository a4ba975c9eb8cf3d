import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { ownedBy, technicianIdOf } from '../../domain/booking-ownership';
import type { BookingChange } from '../../notifications/live-updates';

/**
 * Which booking changes a signed-in person's stream carries: every one to an admin, a technician's
 * own jobs (including one just taken from them), and a customer's own bookings. A customer's guest
 * bookings (matched by their proven e-mail or phone) are read once, when the stream opens.
 */
export async function liveFilterFor(
  db: Database,
  user: SignedInUser,
): Promise<(change: BookingChange) => boolean> {
  if (user.roles.includes('admin')) return () => true;
  const technicianId =
    user.roles.includes('technician') && !user.technicianInactive ? await technicianIdOf(db, user.id) : null;
  const owned = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(await ownedBy(db, user));
  const ownedIds = new Set(owned.map((row) => row.id));
  return (change) =>
    change.customerUserId === user.id ||
    ownedIds.has(change.bookingId) ||
    (technicianId !== null && change.technicianIds.includes(technicianId));
}
