import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { getAs, outboxFor, postJson, signInWithPassword } from '../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../tests/factories';
import { createTestApp, getJson } from '../../../tests/test-app';
import type { AdminOverview } from '../../shared/contracts/admin-desk';
import { messages, scheduledNotices } from '../db/schema/index';
import { runNoticeClock, startNoticeClock } from './notice-clock';
import type { NoticeClockDeps } from './notice-clock';

// The notice clock (issue 31), one look at a time at moments the test names: the customer's
// reminder the evening before, the technician's morning summary, and the admins' alert about a
// pending booking nobody confirmed within 120 working minutes (9:00–19:00 India time).

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

let now = ist('2026-12-01', '08:00');
const { app, db, auth, services, database } = await createTestApp({ devOutbox: true, clock: () => now });
// Another process on the same database, with its own notifier.
const other = await createTestApp({ devOutbox: true, sharedDatabase: database, clock: () => now });

// A kind that fails is only logged by the clock: any error logged fails the test.
const logged: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
afterEach(() => {
  expect(logged).toEqual([]);
});

const depsOf = (s: typeof services): NoticeClockDeps => ({
  notifier: s.notifier,
  support: s.lifecycle.support,
  logger,
  eveningHour: 18,
  morningHour: 7,
  unconfirmedMinutes: 120,
  cashHeldDays: 2,
});
const deps = depsOf(services);
const look = (at: Date) => runNoticeClock(db, deps, at);

await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');

const sentAbout = (bookingId: string, template: string) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, bookingId), eq(messages.template, template)));

const made = ist('2026-11-20', '12:00');

describe('the evening reminder', () => {
  it('goes from 18:00 India time, not at 17:59, by SMS and e-mail with the window and a link', async () => {
    const booking = await createBooking(db, {
      preferredDate: '2026-12-02',
      preferredTime: '11:00-13:00',
      status: 'confirmed',
      createdAt: made,
    });
    expect((await look(ist('2026-12-01', '17:59'))).eveningReminders).toBe(0);
    expect(await sentAbout(booking.id, 'visit_reminder')).toEqual([]);

    expect((await look(ist('2026-12-01', '18:00'))).eveningReminders).toBe(1);
    const sent = await sentAbout(booking.id, 'visit_reminder');
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = sent.find((m) => m.channel === 'sms')!;
    expect(sms.toAddress).toBe(booking.phone);
    expect(sms.textBody).toContain('Wed, 2 Dec 2026, 11:00 AM – 1:00 PM');
    // The link is a tracking link of its own, kept only as ••••••.
    expect(sms.textBody).toContain('/track/••••••');

    // The words as delivered open the booking: a link that can move or cancel it.
    const [delivered] = (await outboxFor(app, booking.phone)).filter((m) => m.text.includes('Reminder'));
    const token = /\/track\/([a-z2-7]{26})/.exec(delivered!.text)![1]!;
    const tracked = await getJson<{ booking: { bookingId: string } }>(app, `/api/track/${token}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body.booking.bookingId).toBe(booking.bookingId);
  });

  it("reminds only tomorrow's bookings that hold their window, and not one made after 18:00", async () => {
    const base = { preferredDate: '2026-12-05', preferredTime: '09:00-11:00', createdAt: made };
    const pending = await createBooking(db, { ...base, status: 'pending' });
    const confirmed = await createBooking(db, { ...base, status: 'confirmed' });
    const cancelled = await createBooking(db, { ...base, status: 'cancelled' });
    const completed = await createBooking(db, { ...base, status: 'completed' });
    const later = await createBooking(db, { ...base, preferredDate: '2026-12-06' });
    const today = await createBooking(db, { ...base, preferredDate: '2026-12-04' });
    const justMade = await createBooking(db, { ...base, createdAt: ist('2026-12-04', '18:10') });

    expect((await look(ist('2026-12-04', '18:30'))).eveningReminders).toBe(2);
    for (const booking of [pending, confirmed]) {
      expect(await sentAbout(booking.id, 'visit_reminder')).toHaveLength(2);
    }
    for (const booking of [cancelled, completed, later, today, justMade]) {
      expect(await sentAbout(booking.id, 'visit_reminder')).toEqual([]);
    }
  });

  it('goes once, after two looks and from two processes looking at once', async () => {
    const bookings = await Promise.all(
      [1, 2, 3].map(() =>
        createBooking(db, { preferredDate: '2026-12-08', status: 'confirmed', createdAt: made }),
      ),
    );
    const at = ist('2026-12-07', '19:00');
    const [mine, theirs] = await Promise.all([
      runNoticeClock(db, deps, at),
      runNoticeClock(other.db, depsOf(other.services), at),
    ]);
    expect(mine.eveningReminders + theirs.eveningReminders).toBe(3);
    expect((await look(ist('2026-12-07', '19:01'))).eveningReminders).toBe(0);
    for (const booking of bookings) {
      expect(await sentAbout(booking.id, 'visit_reminder')).toHaveLength(2);
    }
    const notices = await db
      .select()
      .from(scheduledNotices)
      .where(and(eq(scheduledNotices.kind, 'evening_reminder'), eq(scheduledNotices.day, '2026-12-08')));
    expect(notices).toHaveLength(3);
  });

  it("speaks the booking's language", async () => {
    const hindi = await createBooking(db, {
      preferredDate: '2026-12-10',
      preferredTime: '13:00-15:00',
      language: 'hi',
      createdAt: made,
    });
    const odia = await createBooking(db, { preferredDate: '2026-12-10', language: 'or', createdAt: made });
    await look(ist('2026-12-09', '18:00'));
    const [hiEmail] = (await sentAbout(hindi.id, 'visit_reminder')).filter((m) => m.channel === 'email');
    expect(hiEmail!.subject).toContain('कल आपकी मरम्मत विज़िट');
    expect(hiEmail!.textBody).toContain('/hi/track/••••••');
    const [orSms] = (await sentAbout(odia.id, 'visit_reminder')).filter((m) => m.channel === 'sms');
    expect(orSms!.textBody).toContain('ମନେ ପକାଇ ଦେଉଛୁ');
    expect(orSms!.textBody).toContain('/or/track/••••••');
  });
});

describe("the technician's morning summary", () => {
  it('gives each technician with visits today their day in window order, once, from 07:00', async () => {
    const ravi = await createTechnician(auth, db, { name: 'Ravi Sahoo' });
    const mina = await createTechnician(auth, db, { name: 'Mina Das' });
    const idle = await createTechnician(auth, db, { name: 'Idle Tech' });
    const job = (technicianId: number, preferredTime: string | null, extra = {}) =>
      createBooking(db, {
        technicianId,
        preferredDate: '2026-12-12',
        preferredTime,
        status: 'confirmed',
        createdAt: made,
        ...extra,
      });
    const afternoon = await job(ravi.id, '13:00-15:00', { pincode: '751013', deviceModel: 'Redmi Note 12' });
    const morning = await job(ravi.id, '09:00-11:00', { pincode: '751001', deviceModel: 'Galaxy S21' });
    await job(mina.id, '15:00-17:00');
    await job(idle.id, '11:00-13:00', { status: 'cancelled' });

    expect((await look(ist('2026-12-12', '06:59'))).morningSummaries).toBe(0);
    expect((await look(ist('2026-12-12', '07:00'))).morningSummaries).toBe(2);
    expect((await look(ist('2026-12-12', '07:01'))).morningSummaries).toBe(0);

    const toRavi = await db
      .select()
      .from(messages)
      .where(and(eq(messages.template, 'technician_day_summary'), eq(messages.toAddress, ravi.user.email)));
    expect(toRavi).toHaveLength(1);
    const text = toRavi[0]!.textBody;
    expect(toRavi[0]!.subject).toBe('Your visits today, Sat, 12 Dec 2026: 2 visits');
    expect(text.indexOf(morning.bookingId)).toBeLessThan(text.indexOf(afternoon.bookingId));
    expect(text).toContain('9:00 AM – 11:00 AM · 751001, Bhubaneswar · Galaxy S21 · Screen Replacement');
    const sms = await db
      .select()
      .from(messages)
      .where(and(eq(messages.template, 'technician_day_summary'), eq(messages.channel, 'sms')));
    expect(sms.map((m) => m.textBody)).toContainEqual(expect.stringContaining('09:00 751001; 13:00 751013'));
    const toIdle = await db.select().from(messages).where(eq(messages.toAddress, idle.user.email));
    expect(toIdle).toEqual([]);
  });
});

describe('the alert about an unconfirmed booking', () => {
  const overview = async (at: Date) => {
    now = at;
    const res = await getAs(app, '/api/admin/overview', admin);
    expect(res.status).toBe(200);
    return (res.body as unknown as AdminOverview).unconfirmed;
  };

  it('counts working minutes only: made at 18:30, it alerts at 10:30 next morning, not at 20:30', async () => {
    const booking = await createBooking(db, {
      preferredDate: '2026-12-20',
      status: 'pending',
      createdAt: ist('2026-12-14', '18:30'),
    });
    const listed = async (at: Date) => (await overview(at)).oldest.some((row) => row.id === booking.id);

    expect(await listed(ist('2026-12-14', '20:30'))).toBe(false);
    expect((await look(ist('2026-12-14', '20:30'))).unconfirmedAlerts).toBe(0);
    expect(await listed(ist('2026-12-15', '10:29'))).toBe(false);
    expect((await look(ist('2026-12-15', '10:29'))).unconfirmedAlerts).toBe(0);

    const shown = await overview(ist('2026-12-15', '10:30'));
    expect(shown.minutes).toBe(120);
    expect(shown.oldest.map((row) => row.bookingId)).toContain(booking.bookingId);
    expect((await look(ist('2026-12-15', '10:30'))).unconfirmedAlerts).toBe(1);
    expect((await look(ist('2026-12-15', '10:31'))).unconfirmedAlerts).toBe(0);
    const alerts = await sentAbout(booking.id, 'unconfirmed_booking_admin');
    expect(alerts.map((m) => m.toAddress)).toEqual(['owner@example.com']);
    expect(alerts[0]!.textBody).toContain('has waited 120 working minutes without being confirmed');

    const confirmed = await postJson(
      app,
      `/api/admin/bookings/${booking.id}/status`,
      { status: 'confirmed' },
      { cookie: admin },
    );
    expect(confirmed.status).toBe(200);
    expect(await listed(ist('2026-12-15', '10:35'))).toBe(false);
  });

  it('leaves a booking confirmed in time alone', async () => {
    const booking = await createBooking(db, {
      status: 'confirmed',
      createdAt: ist('2026-12-16', '09:00'),
    });
    expect((await overview(ist('2026-12-16', '15:00'))).oldest.map((row) => row.id)).not.toContain(
      booking.id,
    );
    await look(ist('2026-12-16', '15:00'));
    expect(await sentAbout(booking.id, 'unconfirmed_booking_admin')).toEqual([]);
  });
});

describe('the clock in a server', () => {
  it('looks when started, again after its interval, and stops', async () => {
    const booking = await createBooking(db, { preferredDate: '2026-12-22', createdAt: made });
    let looks = 0;
    const clock = startNoticeClock(db, deps, {
      intervalMs: 20,
      clock: () => {
        looks += 1;
        return ist('2026-12-21', '18:05');
      },
    });
    await expect.poll(() => looks, { timeout: 5000 }).toBeGreaterThan(2);
    await clock.stop();
    const stoppedAt = looks;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(looks).toBe(stoppedAt);
    expect(await sentAbout(booking.id, 'visit_reminder')).toHaveLength(2);
  });
});
