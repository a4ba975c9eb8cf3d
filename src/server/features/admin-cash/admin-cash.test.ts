import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { TechnicianCash, TechnicianCashSummary } from '../../../shared/contracts/cash';
import { adminActions, messages } from '../../db/schema/index';
import { runNoticeClock } from '../../notifications/notice-clock';

// Cash with technicians (decision 064): every cash payment taken at the door adds to what the
// technician holds, every handover an admin records takes from it, never below zero; the days add up,
// and cash held longer than two days is flagged and e-mailed to the admins once.

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
let now = ist('2026-11-10', '10:00');
const { app, db, auth, services } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');
const ravi = await createTechnician(auth, db, { name: 'Ravi Das' });
const raviCookie = await signInWithPassword(app, ravi.user.email, 'tech-pass-1');
const sunita = await createTechnician(auth, db, { name: 'Sunita Rao' });
const sunitaCookie = await signInWithPassword(app, sunita.user.email, 'tech-pass-1');

/** A job of `technician` completed now with `rupees` taken by `method`. */
async function completeJob(
  technician: { id: number },
  cookie: string,
  method: 'cash' | 'upi',
  rupees: number,
) {
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    totalPrice: rupees * 100,
  });
  const done = await postJson(
    app,
    `/api/technician/jobs/${booking.id}/complete`,
    { paymentMethod: method, amountCollected: rupees },
    { cookie },
  );
  expect(done.status).toBe(200);
  return booking;
}

const cashList = async () => {
  const res = await getAs(app, '/api/admin/cash', admin);
  expect(res.status).toBe(200);
  return res.body as { heldDays: number; technicians: TechnicianCashSummary[] };
};
const cashOf = async (technicianId: number, query = '') =>
  (await getAs(app, `/api/admin/technicians/${technicianId}/cash${query}`, admin)).body
    .cash as TechnicianCash;
const handOver = (technicianId: number, body: Record<string, unknown>) =>
  postJson(app, `/api/admin/technicians/${technicianId}/handovers`, body, { cookie: admin });

const logger = pino({ level: 'silent' });
const look = (at: Date) =>
  runNoticeClock(
    db,
    {
      notifier: services.notifier,
      support: services.lifecycle.support,
      logger,
      eveningHour: 18,
      morningHour: 7,
      unconfirmedMinutes: 120,
      cashHeldDays: 2,
    },
    at,
  );
const cashAlerts = () =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.template, 'cash_held_admin'), eq(messages.toAddress, 'owner@example.com')));

describe('cash with technicians', () => {
  it('adds each cash payment to what the technician holds, and a handover takes it to zero', async () => {
    now = ist('2026-11-10', '10:00');
    const first = await completeJob(ravi, raviCookie, 'cash', 1499);
    now = ist('2026-11-10', '12:30');
    await completeJob(ravi, raviCookie, 'cash', 2499);
    await completeJob(sunita, sunitaCookie, 'upi', 999);

    const list = await cashList();
    expect(list.heldDays).toBe(2);
    expect(list.technicians.find((t) => t.technicianId === ravi.id)).toEqual({
      technicianId: ravi.id,
      name: 'Ravi Das',
      inHand: 399_800,
      heldSince: ist('2026-11-10', '10:00').toISOString(),
      overdue: 0,
      lastHandoverOn: null,
    });
    // UPI goes to the shop's account: nothing in Sunita's hands.
    expect(list.technicians.find((t) => t.technicianId === sunita.id)).toMatchObject({
      inHand: 0,
      heldSince: null,
    });

    // The technician sees the same on their dashboard.
    const own = await getAs(app, '/api/technician/cash', raviCookie);
    expect(own.status).toBe(200);
    expect(own.body.cash).toMatchObject({
      inHand: 399_800,
      days: [{ date: '2026-11-10', collected: 399_800, handedOver: 0, difference: 399_800, inHand: 399_800 }],
    });
    expect((own.body.cash as TechnicianCash).collections.map((c) => c.amount)).toEqual([249_900, 149_900]);
    expect((own.body.cash as TechnicianCash).collections[1]!.bookingId).toBe(first.bookingId);

    // Never more than is held; never dated after today.
    const tooMuch = await handOver(ravi.id, { amount: 3999, handedOn: '2026-11-10', receivedBy: 'Asha' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'HANDOVER_TOO_LARGE',
      message: 'The technician holds only ₹3,998 in cash.',
      fields: { amount: 'The technician holds only ₹3,998 in cash.' },
    });
    const tomorrow = await handOver(ravi.id, { amount: 100, handedOn: '2026-11-11', receivedBy: 'Asha' });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error?.fields).toEqual({ handedOn: 'The handover cannot be dated after today.' });
    for (const bad of [
      { amount: 0, handedOn: '2026-11-10', receivedBy: 'Asha' },
      { amount: 10.5, handedOn: '2026-11-10', receivedBy: 'Asha' },
      { amount: 10, handedOn: '2026-11-31', receivedBy: 'Asha' },
      { amount: 10, handedOn: '2026-11-10', receivedBy: '' },
      { amount: 10, handedOn: '2026-11-10' },
    ]) {
      expect((await handOver(ravi.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await handOver(999_999, { amount: 1, handedOn: '2026-11-10', receivedBy: 'Asha' })).status).toBe(
      404,
    );
    expect((await getAs(app, '/api/admin/technicians/abc/cash', admin)).status).toBe(404);
    expect(
      (await getAs(app, `/api/admin/technicians/${ravi.id}/cash?from=2026-11-10&to=2026-11-01`, admin))
        .status,
    ).toBe(400);

    now = ist('2026-11-10', '18:00');
    const done = await handOver(ravi.id, {
      amount: 3998,
      handedOn: '2026-11-10',
      receivedBy: 'Asha at the counter',
      note: 'Two jobs',
    });
    expect(done.status).toBe(200);
    expect(done.body.cash).toMatchObject({
      inHand: 0,
      heldSince: null,
      lastHandoverOn: '2026-11-10',
      days: [{ date: '2026-11-10', collected: 399_800, handedOver: 399_800, difference: 0, inHand: 0 }],
      handovers: [
        { amount: 399_800, handedOn: '2026-11-10', receivedBy: 'Asha at the counter', note: 'Two jobs' },
      ],
    });
    const [audit] = await db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'technician.cash_handed_over'));
    expect(audit).toMatchObject({ subjectType: 'technician', subjectId: String(ravi.id) });
    expect(audit!.details).toMatchObject({ amount: 399_800, receivedBy: 'Asha at the counter' });
    // Nothing left to hand over.
    const again = await handOver(ravi.id, { amount: 1, handedOn: '2026-11-10', receivedBy: 'Asha' });
    expect(again.body.error?.message).toBe('The technician holds only ₹0 in cash.');
  });

  it('settles the oldest cash first, flags what is held over two days, and e-mails the admins once', async () => {
    now = ist('2026-11-12', '10:00');
    await completeJob(ravi, raviCookie, 'cash', 999);
    now = ist('2026-11-13', '11:00');
    await completeJob(ravi, raviCookie, 'cash', 500);

    // Two days less a minute: not yet.
    now = ist('2026-11-14', '09:59');
    expect((await cashOf(ravi.id)).overdue).toBe(0);
    expect((await look(now)).cashHeldAlerts).toBe(0);

    now = ist('2026-11-14', '10:01');
    const held = await cashOf(ravi.id);
    expect(held).toMatchObject({
      inHand: 149_900,
      overdue: 99_900,
      heldSince: ist('2026-11-12', '10:00').toISOString(),
    });
    expect((await cashList()).technicians[0]).toMatchObject({ technicianId: ravi.id, overdue: 99_900 });
    expect((await look(now)).cashHeldAlerts).toBe(1);
    expect((await look(ist('2026-11-14', '12:00'))).cashHeldAlerts).toBe(0);
    const [alert] = await cashAlerts();
    expect(alert).toMatchObject({ channel: 'email', bookingId: null });
    expect(alert!.subject).toBe('Cash held over 2 days: Ravi Das, ₹1,499');
    expect(alert!.textBody).toContain(
      '₹999 of it was taken more than 2 days ago and has not been handed over.',
    );
    expect(alert!.textBody).toContain('/users_location?tab=money');

    // Handing over the oldest ₹999 leaves the ₹500 of the 13th, not yet overdue.
    const part = await handOver(ravi.id, { amount: 999, handedOn: '2026-11-14', receivedBy: 'Asha' });
    expect(part.body.cash).toMatchObject({
      inHand: 50_000,
      overdue: 0,
      heldSince: ist('2026-11-13', '11:00').toISOString(),
    });
    // The ₹500 overdue later is news again: one more e-mail, once.
    now = ist('2026-11-15', '11:30');
    expect((await look(now)).cashHeldAlerts).toBe(1);
    expect((await look(now)).cashHeldAlerts).toBe(0);
    expect(await cashAlerts()).toHaveLength(2);

    // The days of the range, newest first, each ending with what the next began with.
    const days = (await cashOf(ravi.id, '?from=2026-11-10&to=2026-11-15')).days;
    expect(days).toEqual([
      { date: '2026-11-14', collected: 0, handedOver: 99_900, difference: -99_900, inHand: 50_000 },
      { date: '2026-11-13', collected: 50_000, handedOver: 0, difference: 50_000, inHand: 149_900 },
      { date: '2026-11-12', collected: 99_900, handedOver: 0, difference: 99_900, inHand: 99_900 },
      { date: '2026-11-10', collected: 399_800, handedOver: 399_800, difference: 0, inHand: 0 },
    ]);
  });

  it('lets two admins hand over the same cash only once', async () => {
    now = ist('2026-11-16', '10:00');
    await completeJob(sunita, sunitaCookie, 'cash', 700);
    const body = { amount: 700, handedOn: '2026-11-16', receivedBy: 'Asha' };
    const answers = await Promise.all([handOver(sunita.id, body), handOver(sunita.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await cashOf(sunita.id)).inHand).toBe(0);
  });

  it('is the admins’ alone, and each technician sees only their own', async () => {
    expect((await getAs(app, '/api/admin/cash', raviCookie)).status).toBe(403);
    expect((await getAs(app, `/api/admin/technicians/${ravi.id}/cash`, raviCookie)).status).toBe(403);
    const sunitaOwn = await getAs(app, '/api/technician/cash', sunitaCookie);
    expect((sunitaOwn.body.cash as TechnicianCash).technicianId).toBe(sunita.id);
  });
});
