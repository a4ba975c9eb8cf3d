import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ReferralInvalidReason } from '../../../shared/booking-types';
import type { Database } from '../../db/client';
import { bookings, profiles, users } from '../../db/schema/index';

type Executor = Pick<Database, 'select'>;

export interface Referrer {
  userId: string;
  code: string;
  email: string;
  phones: string[];
}

/** Who owns a referral code, or null when no profile has it. */
export async function findReferrer(db: Executor, code: string): Promise<Referrer | null> {
  if (!code) return null;
  const [row] = await db
    .select({
      userId: profiles.userId,
      code: profiles.referralCode,
      email: users.email,
      accountPhone: users.phoneNumber,
      profilePhone: profiles.phone,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.referralCode, code.toUpperCase()));
  if (!row) return null;
  const phones = [row.accountPhone, row.profilePhone].filter((p): p is string => Boolean(p));
  return { userId: row.userId, code: row.code, email: row.email.toLowerCase(), phones };
}

export interface Booker {
  userId: string | null;
  /** Lower-cased: the form's e-mail, and a signed-in customer's verified account e-mail. */
  emails: string[];
  /** +91XXXXXXXXXX: the form's phone, and a signed-in customer's verified account phone. */
  phones: string[];
}

/** A code is the booker's own when it is their account's, or its e-mail or phone is theirs. */
export function isOwnCode(referrer: Referrer, booker: Booker): boolean {
  return (
    referrer.userId === booker.userId ||
    booker.emails.includes(referrer.email) ||
    referrer.phones.some((phone) => booker.phones.includes(phone))
  );
}

/** Whether this person has booked before (cancelled bookings do not count: no repair happened). */
export async function hasBookedBefore(db: Executor, booker: Booker): Promise<boolean> {
  const matches = [
    booker.userId ? eq(bookings.userId, booker.userId) : undefined,
    booker.emails.length > 0 ? inArray(sql`lower(${bookings.email})`, booker.emails) : undefined,
    booker.phones.length > 0 ? inArray(bookings.phone, booker.phones) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(ne(bookings.status, 'cancelled'), or(...matches)))
    .limit(1);
  return row !== undefined;
}

/** A signed-in customer's verified e-mail and phone, which are theirs whatever the form says. */
export async function verifiedIdentities(
  db: Executor,
  userId: string,
): Promise<{ emails: string[]; phones: string[] }> {
  const [account] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    emails:
      account?.emailVerified && !account.email.endsWith('.invalid') ? [account.email.toLowerCase()] : [],
    phones: account?.phoneVerified && account.phone ? [account.phone] : [],
  };
}

export const referralMessages: Record<ReferralInvalidReason, string> = {
  not_found: 'The referral code you entered is not valid.',
  own_code: 'You cannot use your own referral code.',
  not_first_booking: 'The referral discount is for a first booking only. Please remove the code.',
};
