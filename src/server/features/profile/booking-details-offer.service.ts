import { desc, eq } from 'drizzle-orm';
import type { BookingDetailsOffer } from '../../../shared/contracts/account';
import type { ProfileView } from '../../../shared/contracts/bookings';
import type { SignedInUser } from '../../auth/signed-in-user';
import { ensureProfile } from '../../auth/provision-user';
import type { Database } from '../../db/client';
import { bookings, profiles, users } from '../../db/schema/index';
import { ownedBy } from '../../domain/booking-ownership';
import { AppError } from '../../http/app-error';
import { getProfile } from './profile.service';

// The first visit after booking as a guest: the profile is empty, and a booking made with one of the
// account's verified e-mails or its verified phone holds the person's name and address. The
// dashboard offers to copy them once; the answer (copied or declined) is kept so it is not asked again.

type Executor = Pick<Database, 'select'>;
type ProfileRow = typeof profiles.$inferSelect;
type Person = Pick<SignedInUser, 'id' | 'email' | 'phone'>;

/**
 * A profile that holds no phone and no address yet. The name does not count: it is asked for when an
 * account is created, and the address is what saves the customer typing.
 */
function hasNoDetails(profile: ProfileRow): boolean {
  return (
    !profile.phone &&
    !profile.defaultAddress &&
    !profile.defaultCity &&
    !profile.defaultState &&
    !profile.defaultPincode
  );
}

/**
 * The booking whose details may be offered: the newest the account owns (booking-ownership: made
 * while signed in, or as a guest with a verified e-mail or phone of this account), when the profile
 * is still empty and the offer was not answered.
 */
async function offeredBooking(db: Executor, user: Person, profile: ProfileRow | undefined) {
  if (!profile || profile.bookingDetailsOfferAnsweredAt || !hasNoDetails(profile)) return null;
  const [booking] = await db
    .select({
      bookingId: bookings.bookingId,
      createdAt: bookings.createdAt,
      name: bookings.name,
      phone: bookings.phone,
      address: bookings.address,
      city: bookings.city,
      state: bookings.state,
      pincode: bookings.pincode,
    })
    .from(bookings)
    .where(await ownedBy(db, user))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return booking ?? null;
}

/** Whether the dashboard has an earlier booking's details to offer, and only what recognises it. */
export async function getBookingDetailsOffer(
  db: Database,
  user: Person,
): Promise<BookingDetailsOffer | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const booking = await offeredBooking(db, user, profile);
  return booking
    ? {
        bookingId: booking.bookingId,
        bookedAt: booking.createdAt.toISOString(),
        name: booking.name,
        city: booking.city,
      }
    : null;
}

/**
 * The customer's answer. Accepting copies the booking's name, phone and address into the fields the
 * profile leaves empty, in one transaction with the answer; declining only records the answer.
 */
export async function answerBookingDetailsOffer(
  db: Database,
  user: SignedInUser,
  answer: 'accept' | 'decline',
  now: Date,
): Promise<ProfileView> {
  await ensureProfile(db, user.id, user.name || null);
  const name = await db.transaction(async (tx) => {
    // One answer at a time: a second tab's click waits here and then finds the offer answered.
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, user.id)).for('update');
    if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
    if (answer === 'decline') {
      if (!profile.bookingDetailsOfferAnsweredAt) {
        await tx
          .update(profiles)
          .set({ bookingDetailsOfferAnsweredAt: now })
          .where(eq(profiles.userId, user.id));
      }
      return user.name;
    }
    const booking = await offeredBooking(tx, user, profile);
    if (!booking) {
      throw new AppError(
        'CONFLICT',
        'There are no booking details to copy any more. Please reload the page.',
      );
    }
    const fullName = profile.fullName || booking.name;
    await tx
      .update(profiles)
      .set({
        fullName,
        phone: profile.phone || booking.phone,
        defaultAddress: profile.defaultAddress || booking.address,
        defaultCity: profile.defaultCity || booking.city,
        defaultState: profile.defaultState || booking.state,
        defaultPincode: profile.defaultPincode || booking.pincode,
        bookingDetailsOfferAnsweredAt: now,
      })
      .where(eq(profiles.userId, user.id));
    // The account's display name follows the profile's name, as profile settings keep it.
    if (fullName !== profile.fullName) {
      await tx.update(users).set({ name: fullName }).where(eq(users.id, user.id));
    }
    return fullName;
  });
  return getProfile(db, { ...user, name });
}
