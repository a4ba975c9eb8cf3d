import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { bookings, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { cancelRefusal } from './booking-view';
import type { BookingRow } from './booking-view';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';

/**
 * The bookings a signed-in person owns (spec decision 11): those made while signed in, plus guest
 * bookings made with their e-mail or phone, but only once the account has proven it owns them.
 */
async function ownedBy(db: Database, user: SignedInUser): Promise<SQL> {
  const [account] = await db
    .select({ emailVerified: users.emailVerified, phoneVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, user.id));
  const guestMatches = [
    account?.emailVerified && user.email
      ? sql`lower(${bookings.email}) = ${user.email.toLowerCase()}`
      : undefined,
    account?.phoneVerified && user.phone ? eq(bookings.phone, user.phone) : undefined,
  ].filter((m) => m !== undefined);
  const guest = guestMatches.length > 0 ? and(isNull(bookings.userId), or(...guestMatches)) : undefined;
  return or(eq(bookings.userId, user.id), guest)!;
}

export async function listOwnBookings(db: Database, user: SignedInUser): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(await ownedBy(db, user))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** Someone else's booking and a booking that does not exist look the same: 404. */
export async function getOwnBooking(db: Database, user: SignedInUser, id: string): Promise<BookingRow> {
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', 'Booking not found');
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), await ownedBy(db, user)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row;
}

const refusalMessages = {
  cancelled: 'This booking has already been cancelled.',
  completed: 'A completed booking cannot be cancelled.',
  too_late:
    'Bookings can be cancelled up to 2 hours before the visit. Please call us if you need to change this one.',
} as const;

/** Cancels the customer's own booking when its status and the 2-hour notice allow it. */
export async function cancelOwnBooking(
  db: Database,
  user: SignedInUser,
  id: string,
  now: Date,
): Promise<BookingRow> {
  const owned = await getOwnBooking(db, user, id);
  return db.transaction(async (tx) => {
    // Locked, so a technician assignment or a second cancel cannot interleave with this one.
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, owned.id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
    const refusal = cancelRefusal(row, now);
    if (refusal) throw new AppError('CONFLICT', refusalMessages[refusal]);
    const [updated] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledReason: CANCELLED_BY_CUSTOMER })
      .where(eq(bookings.id, row.id))
      .returning();
    return updated!;
  });
}
