import { eq } from 'drizzle-orm';
import { REFERRER_REWARD_PAISE } from '../../shared/constants';
import type { Database } from '../db/client';
import { referrals } from '../db/schema/index';
import { AppError } from '../http/app-error';

// Paying referrers (spec decision 16): only a completed referral is payable. Paying records the date
// and ₹50; marking it unpaid clears the date.

export async function setReferralRewardPaid(
  db: Database,
  { referralId, paid, now }: { referralId: number; paid: boolean; now: Date },
) {
  return db.transaction(async (tx) => {
    const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
    if (!referral) throw new AppError('NOT_FOUND', 'Referral not found');
    if (paid && referral.status !== 'completed') {
      throw new AppError(
        'REFERRAL_NOT_COMPLETED',
        'A referral can be paid once the referred booking is completed.',
      );
    }
    const [updated] = await tx
      .update(referrals)
      .set(
        paid
          ? { rewardPaid: true, paymentDate: now, paymentAmount: REFERRER_REWARD_PAISE, updatedAt: now }
          : { rewardPaid: false, paymentDate: null, updatedAt: now },
      )
      .where(eq(referrals.id, referralId))
      .returning();
    return updated!;
  });
}

/** Whether the booking's referral reward has been paid (such a booking stays completed and is kept). */
export async function hasPaidReferral(db: Pick<Database, 'select'>, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ paid: referrals.rewardPaid })
    .from(referrals)
    .where(eq(referrals.bookingId, bookingId))
    // Held until the caller's transaction ends: a payment cannot slip in between this answer and
    // what the caller does with it (deleting the booking, moving it back).
    .for('update');
  return row?.paid ?? false;
}
