import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { ReferralInvalidReason } from '../../shared/contracts/bookings';
import { normaliseReferralCode } from '../../shared/referral-code';
import type { Database } from '../db/client';
import { emailKey, emailKeySql } from '../db/email-key';
import { bookings, profiles, referrals, users } from '../db/schema/index';

// Who may use a referral code, checked in one order everywhere (spec section 5, decisions 007 and
// 034): the code exists; it is not the signed-in customer's own; the booker has verified a phone; the
// code is not theirs by e-mail or phone either; no discount has gone to their phone or mailbox before;
// and this is their first booking. Until the phone is verified, nothing but the code's existence and
// the signed-in account's own code is checked or told, so that the answers reveal nobody's code or
// history.

type Executor = Pick<Database, 'select'>;

export interface Referrer {
  userId: string;
  code: string;
  email: string;
  phones: string[];
}

/** Who owns a referral code, or null when no profile has it. */
export async function findReferrer(db: Executor, code: string): Promise<Referrer | null> {
  const normalised = normaliseReferralCode(code);
  if (!normalised) return null;
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
    .where(eq(profiles.referralCode, normalised));
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
  /**
   * The phone this booker has proved: a signed-in customer's verified account phone, or the form's
   * phone verified by a code in the form. Null until then.
   */
  verifiedPhone: string | null;
}

/** The mailboxes of the booker's e-mails (see db/email-key.ts). */
export function mailboxesOf(booker: Pick<Booker, 'emails'>): string[] {
  return [...new Set(booker.emails.map(emailKey))];
}

/** A code is the booker's own when it is their account's, or its e-mail or phone is theirs. */
export function isOwnCode(referrer: Referrer, booker: Booker): boolean {
  return (
    referrer.userId === booker.userId ||
    mailboxesOf(booker).includes(emailKey(referrer.email)) ||
    referrer.phones.some((phone) => booker.phones.includes(phone))
  );
}

/** Whether a referral discount has already gone to one of the booker's phones or mailboxes. */
export async function hasClaimedDiscount(db: Executor, booker: Booker): Promise<boolean> {
  const mailboxes = mailboxesOf(booker);
  const matches = [
    booker.phones.length > 0 ? inArray(referrals.claimedPhone, booker.phones) : undefined,
    mailboxes.length > 0 ? inArray(referrals.claimedEmail, mailboxes) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(or(...matches))
    .limit(1);
  return row !== undefined;
}

/** Whether this person has booked before (cancelled bookings do not count: no repair happened). */
export async function hasBookedBefore(db: Executor, booker: Booker): Promise<boolean> {
  const mailboxes = mailboxesOf(booker);
  const matches = [
    booker.userId ? eq(bookings.userId, booker.userId) : undefined,
    mailboxes.length > 0 ? inArray(emailKeySql(bookings.email), mailboxes) : undefined,
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

/**
 * Why this booker may not use the code, or null with its referrer when they may. Until the booker has
 * a verified phone, only the code's existence is checked, and whether it is the signed-in account's
 * own: any other answer could tell a stranger whose code it is or who has booked before, while a
 * customer's own code names nobody else, and verifying their phone first would cost a text for a
 * refusal that is certain (decision 034).
 */
export async function checkReferral(
  db: Executor,
  code: string,
  booker: Booker,
): Promise<{ refusal: ReferralInvalidReason; referrer: null } | { refusal: null; referrer: Referrer }> {
  const referrer = await findReferrer(db, code);
  if (!referrer) return { refusal: 'not_found', referrer: null };
  if (booker.userId !== null && referrer.userId === booker.userId)
    return { refusal: 'own_code', referrer: null };
  if (!booker.verifiedPhone) return { refusal: 'phone_unverified', referrer: null };
  if (isOwnCode(referrer, booker)) return { refusal: 'own_code', referrer: null };
  if (await hasClaimedDiscount(db, booker)) return { refusal: 'already_used', referrer: null };
  if (await hasBookedBefore(db, booker)) return { refusal: 'not_first_booking', referrer: null };
  return { refusal: null, referrer };
}

/** English fallbacks; the web shows its own text for each reason. */
export const referralMessages: Record<ReferralInvalidReason, string> = {
  not_found: 'The referral code you entered is not valid.',
  phone_unverified: 'Verify your phone number to apply ₹50 off.',
  own_code: 'You cannot use your own referral code.',
  already_used: 'A referral discount has already been used with this phone number or e-mail address.',
  not_first_booking: 'The referral discount is for a first booking only. Please remove the code.',
};
