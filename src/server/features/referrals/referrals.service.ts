import type { ReferralValidateInput } from '../../../shared/schemas/booking';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PhoneProof, ReferralStats, ReferralValidation } from '../../../shared/contracts/bookings';
import { REFERRAL_DISCOUNT_PAISE, REFERRER_REWARD_PAISE } from '../../../shared/constants';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import type { Language } from '../../../shared/languages';

import type { SignedInUser } from '../../auth/signed-in-user';
import { ensureProfile } from '../../auth/provision-user';
import type { Database } from '../../db/client';
import { bookings, profiles, referrals } from '../../db/schema/index';
import type { OneTimeCodes } from '../../auth/one-time-codes';
import { createPhoneProof, provenPhone } from '../../domain/phone-proofs';
import { checkReferral, verifiedIdentities } from '../../domain/referral-eligibility';
import type { Booker } from '../../domain/referral-eligibility';
import { AppError } from '../../http/app-error';
import type { SmsSender } from '../../lib/sms';
import { chooseAccountLanguage } from '../../notifications/message-language';
import { phoneProofCodeSms } from '../../notifications/templates/phone-proof';

/**
 * Checks a code for the booking form (decision 007). Until the booker's phone is verified (a signed-in
 * customer's verified phone, or the form's phone proof) the answer is only whether the code exists,
 * or that it is the signed-in customer's own (decision 034: no text is sent to verify a phone for that).
 * Then the reasons are told about what has been proved: the phone and the signed-in account, never
 * an e-mail typed into the form (that is checked when the booking is made, where refusals are capped).
 */
export async function validateReferral(
  db: Database,
  input: ReferralValidateInput,
  user: SignedInUser | null,
  now: Date,
): Promise<ReferralValidation> {
  // Staff booking for someone else are not that person: as for the booking, only customers count.
  const userId = user?.roles.includes('customer') ? user.id : null;
  const account = userId ? await verifiedIdentities(db, userId) : { emails: [], phones: [] };
  const proved = account.phones[0] ?? (await provenPhone(db, input.phoneProof, now));
  const booker: Booker = {
    userId,
    emails: account.emails,
    phones: [...new Set([...account.phones, ...(proved ? [proved] : [])])],
    verifiedPhone: proved,
  };
  const { refusal } = await checkReferral(db, input.code, booker);
  if (refusal) return { valid: false, reason: refusal };
  return { valid: true, discount: REFERRAL_DISCOUNT_PAISE };
}

/**
 * Sends a code that proves a phone for this booking's referral discount (decision 007). The same rules
 * as sign-in codes (cool-down, hourly caps per number and per client), counted together with them;
 * the code cannot sign in, nor a sign-in code prove a phone here. Its words are in the language of the
 * form it was asked from; a request that names none gets the signed-in customer's chosen language, or
 * English.
 */
export async function sendPhoneProofCode(
  db: Database,
  codes: OneTimeCodes,
  sms: SmsSender,
  request: { phone: string; language?: Language; clientAddress: string; user: SignedInUser | null },
): Promise<void> {
  const { phone, clientAddress, user } = request;
  const language =
    request.language ??
    (user?.roles.includes('customer') ? await chooseAccountLanguage(db, user.id) : DEFAULT_LANGUAGE);
  const { secret } = await codes.issue({
    channel: 'sms',
    purpose: 'phone_proof',
    identifier: phone,
    clientAddress,
  });
  const result = await sms.send(phone, phoneProofCodeSms(secret, language), [secret]);
  if (result.status === 'failed') {
    await codes.withdraw(phone, secret);
    throw new AppError('DELIVERY_FAILED', 'Could not send verification code. Please try again.');
  }
}

/** Checks the code typed back and hands the form its proof of the phone. Nobody is signed in. */
export async function verifyPhoneProofCode(
  db: Database,
  codes: OneTimeCodes,
  phone: string,
  code: string,
  clientAddress: string,
  now: Date,
): Promise<PhoneProof> {
  await codes.verifyCode({ channel: 'sms', identifier: phone, code, clientAddress, purpose: 'phone_proof' });
  const { token, expiresAt } = await createPhoneProof(db, phone, now);
  return { proof: token, phone, expiresAt: expiresAt.toISOString() };
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
