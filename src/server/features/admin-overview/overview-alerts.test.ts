import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createTrackingLink, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminOverview } from '../../../shared/contracts/admin-desk';
import { technicians, userRoles } from '../../db/schema/index';
import { countCapacity, readShopDays } from '../../domain/capacity';

// The overview's calls to act (issue 31) through the API: a shop without a team, leave waiting for
// an answer, and visits where the customer was not at the door, each as the admin's own actions
// and the technician's make and settle them. One database for the file, in this order.

// 09:30 in India on Sunday 22 November 2026; each step moves the clock on, so events are apart.
let now = new Date('2026-11-22T04:00:00Z');
const tick = () => (now = new Date(now.getTime() + 60_000));
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');

const overview = async () => {
  const res = await getAs(app, '/api/admin/overview', admin);
  expect(res.status).toBe(200);
  return res.body as unknown as AdminOverview;
};

/** Whether the booking form would find every window open for 751001 today (no capacity limit). */
const unlimited = async () =>
  countCapacity(
    await readShopDays(db, '2026-11-22', '2026-11-22'),
    { pincode: '751001', from: '2026-11-22', days: 1 },
    now,
  ).unlimited;

async function signedInTechnician(name: string) {
  const technician = await createTechnician(auth, db, { name });
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}
type Tech = Awaited<ReturnType<typeof signedInTechnician>>;

describe('the shop without a team', () => {
  it('counts the technicians the capacity counts: none until one is active with the role', async () => {
    expect((await overview()).staff).toEqual({ active: 0 });
    expect(await unlimited()).toBe(true);

    const gone = await createTechnician(auth, db, { name: 'Gone Inactive', status: 'inactive' });
    const former = await createTechnician(auth, db, { name: 'Former Staff' });
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, former.user.id), eq(userRoles.role, 'technician')));
    expect((await overview()).staff).toEqual({ active: 0 });
    expect(await unlimited()).toBe(true);

    await db.update(technicians).set({ status: 'busy' }).where(eq(technicians.id, gone.id));
    expect((await overview()).staff).toEqual({ active: 1 });
    expect(await unlimited()).toBe(false);
  });
});

describe('leave waiting for an answer', () => {
  it('names each request, the earliest first, until an admin decides it', async () => {
    const asha = await signedInTechnician('Asha Mohanty');
    const bikash = await signedInTechnician('Bikash Sahu');
    const ask = (tech: Tech, fromDate: string, toDate: string) =>
      postJson<{ leave: { id: number } }>(
        app,
        '/api/technician/leave',
        { fromDate, toDate, reason: 'Family wedding' },
        { cookie: tech.cookie },
      );
    const later = await ask(asha, '2026-12-10', '2026-12-12');
    const sooner = await ask(bikash, '2026-12-01', '2026-12-01');
    expect([later.status, sooner.status]).toEqual([201, 201]);
    const askedAt = now.toISOString();
    // Leave an admin enters is approved at once: nothing to answer.
    tick();
    const entered = await postJson(
      app,
      `/api/admin/technicians/${asha.id}/leave`,
      { fromDate: '2026-12-20', toDate: '2026-12-20', reason: 'Exam' },
      { cookie: admin },
    );
    expect(entered.status).toBe(201);

    expect((await overview()).leaveRequests).toEqual({
      count: 2,
      earliest: [
        {
          id: sooner.body.leave.id,
          technicianName: 'Bikash Sahu',
          fromDate: '2026-12-01',
          toDate: '2026-12-01',
          createdAt: askedAt,
        },
        {
          id: later.body.leave.id,
          technicianName: 'Asha Mohanty',
          fromDate: '2026-12-10',
          toDate: '2026-12-12',
          createdAt: askedAt,
        },
      ],
    });

    const decide = (id: number, decision: string) =>
      postJson(app, `/api/admin/leave/${id}/decision`, { decision }, { cookie: admin });
    expect((await decide(sooner.body.leave.id, 'approved')).status).toBe(200);
    expect((await decide(later.body.leave.id, 'declined')).status).toBe(200);
    expect((await overview()).leaveRequests).toEqual({ count: 0, earliest: [] });
  });
});

describe('visits where the customer was not available', () => {
  it('lists each until the visit is moved, tried again, cancelled or done; a new technician settles nothing', async () => {
    const ravi = await signedInTechnician('Ravi Kumar');
    const sunita = await signedInTechnician('Sunita Das');
    const job = (overrides: Parameters<typeof createBooking>[1] = {}) =>
      createBooking(db, {
        technicianId: ravi.id,
        technicianName: 'Ravi Kumar',
        status: 'confirmed',
        startCode: '4821',
        preferredDate: '2026-11-22',
        preferredTime: '15:00-17:00',
        ...overrides,
      });
    const notAvailable = (id: string, note?: string) => {
      tick();
      return postJson(app, `/api/technician/jobs/${id}/not-available`, note ? { note } : {}, {
        cookie: ravi.cookie,
      });
    };
    const listed = async () => (await overview()).notAvailable;

    const waiting = await job({ name: 'Meera Patnaik', phone: '+919876500001' });
    const silent = await job({ name: 'Arun Rath', phone: '+919876500002' });
    const moved = await job();
    const retried = await job();
    const cancelled = await job();
    const started = await job();
    const reassigned = await job({ name: 'Lipsa Nayak', phone: '+919876500003' });
    // Never missed: no attempt at all.
    await job();

    expect((await notAvailable(waiting.id, 'Gate locked, phone switched off')).status).toBe(200);
    const firstTry = now.toISOString();
    for (const booking of [silent, moved, retried, cancelled, started, reassigned])
      expect((await notAvailable(booking.id)).status).toBe(200);
    // A second attempt on the first booking: the latest is the one shown, once.
    expect((await notAvailable(waiting.id, 'Came back at 12, still locked')).status).toBe(200);
    const secondTry = now.toISOString();
    expect(firstTry).not.toBe(secondTry);

    let answer = await listed();
    expect(answer.count).toBe(7);
    expect(answer.visits.map((visit) => visit.id)).toEqual([
      silent.id,
      moved.id,
      retried.id,
      cancelled.id,
      started.id,
      reassigned.id,
      waiting.id,
    ]);
    expect(answer.visits.find((visit) => visit.id === waiting.id)).toEqual({
      id: waiting.id,
      bookingId: waiting.bookingId,
      name: 'Meera Patnaik',
      phone: '+919876500001',
      technicianName: 'Ravi Kumar',
      attemptedAt: secondTry,
      note: 'Came back at 12, still locked',
    });
    expect(answer.visits.find((visit) => visit.id === silent.id)?.note).toBeNull();

    // The customer picks a new window from the link they were sent.
    tick();
    const token = await createTrackingLink(db, moved.id);
    const move = await postJson(app, `/api/track/${token}/reschedule`, {
      preferredDate: '2026-11-24',
      preferredTime: '11:00-13:00',
    });
    expect(move.status).toBe(200);
    // The technician goes back the same day.
    tick();
    const back = await postJson(
      app,
      `/api/technician/jobs/${retried.id}/on-the-way`,
      {},
      { cookie: ravi.cookie },
    );
    expect(back.status).toBe(200);
    // The admin cancels one; the customer is found for another and the repair starts.
    tick();
    const cancel = await postJson(
      app,
      `/api/admin/bookings/${cancelled.id}/status`,
      { status: 'cancelled', reason: 'Customer no longer needs it' },
      { cookie: admin },
    );
    expect(cancel.status).toBe(200);
    tick();
    const start = await postJson(
      app,
      `/api/technician/jobs/${started.id}/start`,
      { code: '4821' },
      {
        cookie: ravi.cookie,
      },
    );
    expect(start.status).toBe(200);
    // Another technician for the same missed visit: the customer still has no visit to be in for.
    tick();
    const assign = await postJson(
      app,
      `/api/admin/bookings/${reassigned.id}/assign`,
      { technicianId: sunita.id, overrideReason: 'Ravi is off this afternoon' },
      { cookie: admin },
    );
    expect(assign.status).toBe(200);

    answer = await listed();
    expect(answer.count).toBe(3);
    expect(answer.visits.map((visit) => visit.id)).toEqual([silent.id, reassigned.id, waiting.id]);
    expect(answer.visits.find((visit) => visit.id === reassigned.id)?.technicianName).toBe('Sunita Das');
  });

  it('is for admins only', async () => {
    const tech = await signedInTechnician('Curious Tech');
    expect((await getAs(app, '/api/admin/overview', tech.cookie)).status).toBe(403);
    expect((await getAs(app, '/api/admin/overview')).status).toBe(401);
  });
});
