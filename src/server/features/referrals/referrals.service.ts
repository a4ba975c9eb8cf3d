import type { ReferralValidateInput } from '../../../shared/schemas/booking';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ReferralStats, ReferralValidation } from '../../../shared/contracts/bookings';
import { REFERRAL_DISCOUNT_PAISE, REFERRER_REWARD_PAISE } from '../../../shared/constants';

import type { SignedInUser } from '../../auth/signed-in-user';
import { ensureProfile } from '../../auth/provision-user';
import type { Database } from '../../db/client';
import { bookings, profiles, referrals } from '../../db/schema/index';
import { checkReferral, verifiedIdentities } from '../../domain/referral-eligibility';

/**
 * Checks a code for the booking form. Without a session only existence is known; a signed-in
 * customer also learns whether it is their own code or not their first booking. A guest's
 * first-booking check happens when the booking is made, with the e-mail and phone it gives.
 */
export async function validateReferral(
  db: Database,
  input: ReferralValidateInput,
  user: SignedInUser | null,
): Promise<ReferralValidation> {
  // The same identities a booking by this customer would be checked with.
  const booker = user ? { userId: user.id, ...(await verifiedIdentities(db, user.id)) } : null;
  const { refusal } = await checkReferral(db, input.code, booker);
  if (refusal) return { valid: false, reason: refusal };
  return { valid: true, discount: REFERRAL_DISCOUNT_PAISE };
}

export async function getReferralStats(
  db: Database,
  user: SignedInUser,
  publicOrigin: string,
): Promise<ReferralStats> {
  let [profile] = await db
    .select({ code: profiles.referralCode })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  if (!profile) {
    await ensureProfile(db, user.id, user.name || null);
    [profile] = await db
      .select({ code: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
  }
  const code = profile!.code;
  // A referral whose booking was cancelled will never complete, so it is not "pending" either.
  const rows = await db
    .select({
      status: referrals.status,
      n: count(),
      paid: sql<number>`coalesce(sum(${referrals.paymentAmount}) filter (where ${referrals.rewardPaid}), 0)::int`,
    })
    .from(referrals)
    .innerJoin(bookings, eq(bookings.id, referrals.bookingId))
    .where(and(eq(referrals.referrerUserId, user.id), ne(bookings.status, 'cancelled')))
    .groupBy(referrals.status);
  const countOf = (status: 'pending' | 'completed') => rows.find((r) => r.status === status)?.n ?? 0;
  const successful = countOf('completed');
  return {
    code,
    link: `${publicOrigin}/book?ref=${encodeURIComponent(code)}`,
    successful,
    pending: countOf('pending'),
    earnings: successful * REFERRER_REWARD_PAISE,
    paidOut: rows.reduce((sum, row) => sum + Number(row.paid), 0),
  };
}
