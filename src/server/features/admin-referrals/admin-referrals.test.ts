import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createReferral, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminReferralListResponse } from '../../../shared/contracts/admin-desk';
import type { ReferralStats } from '../../../shared/contracts/bookings';
import { adminActions, profiles, referrals, users } from '../../db/schema/index';

// The admin's referral payouts through the API.

const { app, db, auth } = await createTestApp({ devOutbox: true });
await createUser(auth, db, {
  email: 'payer@example.com',
  name: 'Payer Admin',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'payer@example.com', 'admin-pass-1');

describe('referral payouts', () => {
  it('lists referrals with totals, pays only completed ones, and the referrer sees it at once', async () => {
    const referrerCookie = await signInByEmailCode(app, 'referrer@example.com', 'Rita Referrer');
    const [referrerProfile] = await db
      .select({ userId: profiles.userId, referralCode: profiles.referralCode })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'referrer@example.com'));
    const done = await createBooking(db, { status: 'completed' });
    const open = await createBooking(db);
    const cancelled = await createBooking(db, { status: 'cancelled' });
    const paidLater = await db
      .insert(referrals)
      .values({
        referrerUserId: referrerProfile!.userId,
        referralCode: referrerProfile!.referralCode,
        bookingId: done.id,
        status: 'completed',
        referredName: 'Friend One',
      })
      .returning();
    await createReferral(auth, db, { bookingId: open.id, referredName: 'Friend Two' });
    await createReferral(auth, db, { bookingId: cancelled.id });

    const listed = (await getAs(app, '/api/admin/referrals', admin))
      .body as unknown as AdminReferralListResponse;
    expect(listed.referrals).toHaveLength(3);
    expect(listed.totals).toEqual({ pending: 5000, completedUnpaid: 5000, paid: 0 });
    expect(listed.referrals.find((r) => r.bookingUuid === done.id)).toMatchObject({
      referrerName: 'Rita Referrer',
      referredName: 'Friend One',
      bookingId: done.bookingId,
      status: 'completed',
      rewardPaid: false,
    });

    const openId = listed.referrals.find((r) => r.bookingUuid === open.id)!.id;
    const refused = await postJson(
      app,
      `/api/admin/referrals/${openId}/payment`,
      { paid: true },
      { cookie: admin },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('REFERRAL_NOT_COMPLETED');

    const paid = await postJson(
      app,
      `/api/admin/referrals/${paidLater[0]!.id}/payment`,
      { paid: true },
      { cookie: admin },
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ referral: { rewardPaid: true, paymentAmount: 5000 } });
    const after = (await getAs(app, '/api/admin/referrals', admin))
      .body as unknown as AdminReferralListResponse;
    expect(after.totals).toEqual({ pending: 5000, completedUnpaid: 0, paid: 5000 });
    const stats = (await getAs(app, '/api/referrals/me', referrerCookie)).body as unknown as ReferralStats;
    expect(stats).toMatchObject({ successful: 1, earnings: 5000, paidOut: 5000 });

    const unpaid = await postJson(
      app,
      `/api/admin/referrals/${paidLater[0]!.id}/payment`,
      { paid: false },
      { cookie: admin },
    );
    expect(unpaid.body).toMatchObject({ referral: { rewardPaid: false, paymentDate: null } });
    expect((await getAs(app, '/api/referrals/me', referrerCookie)).body).toMatchObject({ paidOut: 0 });
    expect(
      (await postJson(app, '/api/admin/referrals/999999/payment', { paid: true }, { cookie: admin })).status,
    ).toBe(404);
    expect(
      (await postJson(app, '/api/admin/referrals/abc/payment', { paid: true }, { cookie: admin })).status,
    ).toBe(404);
    expect(
      (await postJson(app, `/api/admin/referrals/${openId}/payment`, { paid: 'yes' }, { cookie: admin }))
        .status,
    ).toBe(400);
  });

  it('records each payment and its undoing with the admin who made it; a refused one records nothing', async () => {
    const [payer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'payer@example.com'));
    const done = await createBooking(db, { status: 'completed' });
    const referral = await createReferral(auth, db, { bookingId: done.id, status: 'completed' });
    const open = await createReferral(auth, db, { bookingId: (await createBooking(db)).id });
    const pay = (id: number, paid: boolean) =>
      postJson(app, `/api/admin/referrals/${id}/payment`, { paid }, { cookie: admin });
    expect((await pay(referral.id, true)).status).toBe(200);
    expect((await pay(referral.id, false)).status).toBe(200);
    expect((await pay(open.id, true)).status).toBe(409);
    const recorded = await db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectType, 'referral'))
      .orderBy(asc(adminActions.id));
    expect(
      recorded
        .filter((a) => a.subjectId === String(referral.id) || a.subjectId === String(open.id))
        .map((a) => [a.actorUserId, a.action, a.subjectId, a.details]),
    ).toEqual([
      [
        payer!.id,
        'referral.paid',
        String(referral.id),
        { bookingId: done.id, referrerUserId: referral.referrerUserId, amount: 5000 },
      ],
      [
        payer!.id,
        'referral.unpaid',
        String(referral.id),
        { bookingId: done.id, referrerUserId: referral.referrerUserId, amount: 5000 },
      ],
    ]);
  });
});
