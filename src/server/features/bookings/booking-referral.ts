import type { ReferralInvalidReason } from '../../../shared/contracts/bookings';
import type { BookingData } from '../../../shared/schemas/booking';
import { emailKey } from '../../db/email-key';
import { referrals } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Transaction } from '../../domain/booking-lifecycle';
import type { BookingRow } from '../../domain/booking-view';
import { spendPhoneProof } from '../../domain/phone-proofs';
import { checkReferral, mailboxesOf, referralMessages } from '../../domain/referral-eligibility';
import type { Booker, Referrer } from '../../domain/referral-eligibility';
import { AppError } from '../../http/app-error';

// A booking's referral code (decisions 007 and 034): who may use it is checked by
// referral-eligibility.ts; here it is checked for this booking and its referral row written in the
// booking's transaction.

/** A referral code accepted for this booking. */
export interface BookingReferral {
  referrer: Referrer;
  /** The phone this booking proved, which may not claim a discount again. */
  claimedPhone: string | null;
}

/** The referral field's refusal, with its reason for the web's words. */
function referralRefusal(reason: ReferralInvalidReason) {
  return new AppError(
    'VALIDATION_FAILED',
    referralMessages[reason],
    { referralCode: referralMessages[reason] },
    { reason },
  );
}

/** Whether an error is the refusal of the booking's referral code (counted against the client). */
export function isReferralRefusal(error: unknown): boolean {
  return error instanceof AppError && error.fields?.referralCode !== undefined;
}

/**
 * The locks on the person making a referral booking (account, e-mails, mailboxes, phones): taken
 * before the check, so that two of their bookings at once cannot both get a first booking's discount.
 */
export function referralLockKeys(booker: Booker): string[] {
  return [
    ...(booker.userId ? [`booking-referral:user:${booker.userId}`] : []),
    ...booker.emails.map((e) => `booking-referral:${e}`),
    ...mailboxesOf(booker).map((m) => `booking-referral:mailbox:${m}`),
    ...booker.phones.map((p) => `booking-referral:${p}`),
  ];
}

/**
 * Checks the booking's referral code (null without one); throws the field's refusal. A guest's (or
 * an unverified customer's) phone is proved by the form's proof, which this booking uses up; a
 * refusal rolls that back with everything else.
 */
export async function acceptReferral(
  tx: Transaction,
  input: BookingData,
  booker: Booker,
  phone: string,
  now: Date,
): Promise<BookingReferral | null> {
  if (!input.referralCode) return null;
  const verifiedPhone =
    booker.verifiedPhone ?? ((await spendPhoneProof(tx, input.phoneProof, phone, now)) ? phone : null);
  const check = await checkReferral(tx, input.referralCode, { ...booker, verifiedPhone });
  if (check.refusal) throw referralRefusal(check.refusal);
  return { referrer: check.referrer, claimedPhone: verifiedPhone };
}

/** The referral row of a booking just inserted, pending until the booking is completed. */
export async function recordReferral(
  tx: Transaction,
  referral: BookingReferral,
  row: BookingRow,
): Promise<void> {
  const { referrer, claimedPhone } = referral;
  try {
    await tx.insert(referrals).values({
      referrerUserId: referrer.userId,
      referredUserId: row.userId,
      referralCode: referrer.code,
      referredName: row.name,
      referredPhone: row.phone,
      // One discount per verified phone and per mailbox, held by unique indexes: the locks already
      // make this booking wait for any other by the same person.
      claimedPhone,
      claimedEmail: emailKey(row.email),
      bookingId: row.id,
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'referrals_claimed_phone_unique') ||
      isUniqueViolation(error, 'referrals_claimed_email_unique')
    ) {
      throw referralRefusal('already_used');
    }
    throw error;
  }
}
