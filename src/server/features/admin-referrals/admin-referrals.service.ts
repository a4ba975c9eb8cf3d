import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReferralListResponse, AdminReferralRow } from '../../../shared/contracts/admin-desk';
import { REFERRER_REWARD_PAISE } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { bookings, referrals, users } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { setReferralRewardPaid } from '../../domain/referral-payouts';

const referrers = alias(users, 'referrers');

/** Every referral, newest first, with the totals the payout desk needs (a cancelled booking's never pays). */
export async function listReferrals(db: Database): Promise<AdminReferralListResponse> {
  const rows = await db
    .select({
      id: referrals.id,
      referrerName: referrers.name,
      referredName: referrals.referredName,
      bookingId: bookings.bookingId,
      bookingUuid: bookings.id,
      bookingStatus: bookings.status,
      status: referrals.status,
      rewardPaid: referrals.rewardPaid,
      paymentDate: referrals.paymentDate,
      paymentAmount: referrals.paymentAmount,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(referrers, eq(referrers.id, referrals.referrerUserId))
    .innerJoin(bookings, eq(bookings.id, referrals.bookingId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const list: AdminReferralRow[] = rows.map((r) => ({
    ...r,
    paymentDate: r.paymentDate?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  const totals = { pending: 0, completedUnpaid: 0, paid: 0 };
  for (const r of list) {
    if (r.rewardPaid) totals.paid += r.paymentAmount;
    else if (r.status === 'completed') totals.completedUnpaid += REFERRER_REWARD_PAISE;
    else if (r.bookingStatus !== 'cancelled') totals.pending += REFERRER_REWARD_PAISE;
  }
  return { referrals: list, totals };
}

/** Marks a referral's reward paid or unpaid, recorded with the admin who did it in the same transaction. */
export async function setReferralPayment(
  db: Database,
  adminId: string,
  id: number,
  paid: boolean,
  now: Date,
) {
  const row = await db.transaction((tx) =>
    withAdminAudit(
      tx,
      { id: adminId, now },
      () => setReferralRewardPaid(tx, { referralId: id, paid, now }),
      (updated) => ({
        action: paid ? 'referral.paid' : 'referral.unpaid',
        subjectType: 'referral',
        subjectId: id,
        details: {
          bookingId: updated.bookingId,
          referrerUserId: updated.referrerUserId,
          amount: updated.paymentAmount,
        },
      }),
    ),
  );
  return {
    id: row.id,
    status: row.status,
    rewardPaid: row.rewardPaid,
    paymentDate: row.paymentDate?.toISOString() ?? null,
    paymentAmount: row.paymentAmount,
  };
}
