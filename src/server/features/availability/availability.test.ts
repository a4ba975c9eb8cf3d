import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getJson, createTestApp } from '../../../../tests/test-app';
import { postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createLeave, createServiceAreas, createWorkWeek } from '../../../../tests/schedule-factories';
import type { AvailabilityResponse } from '../../../shared/contracts/schedule';
import { bookings, technicians } from '../../db/schema/index';
import { AVAILABILITY_CACHE_SECONDS } from '../../limits';

// The places a customer can book (decision 049): each bookable window's technicians who work it that
// weekday, serve the pincode and are not on approved leave, less the bookings holding it.

// 09:30 in India on Saturday 28 November 2026; 1 December is a Tuesday (ISO weekday 2).
let now = new Date('2026-11-28T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now });
const { device, screen } = await createBookableDevice(db);
await createUser(auth, db, { email: 'desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');
const book = bookWith(app);

const TUESDAY = '2026-12-01';

/** The answer as it stands now: waits out the cache first, so rows written by factories show. */
async function availability(pincode = '751013', from = TUESDAY, days = 1, fresh = true) {
  if (fresh) now = new Date(now.getTime() + (AVAILABILITY_CACHE_SECONDS + 1) * 1000);
  const res = await getJson<AvailabilityResponse>(
    app,
    `/api/availability?pincode=${pincode}&from=${from}&days=${days}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Places per window on the first day asked for. */
async function places(pincode = '751013', date = TUESDAY, fresh = true) {
  const answer = await availability(pincode, date, 1, fresh);
  return Object.fromEntries(answer.days[0]!.windows.map((w) => [w.window, w.places]));
}

const technician = (overrides: Parameters<typeof createTechnician>[2] = {}) =>
  createTechnician(auth, db, overrides);

beforeEach(async () => {
  await db.delete(bookings);
  await db.delete(technicians);
  // The clock only moves on (the cache judges its answers' age by it).
});

describe('GET /api/availability', () => {
  it('keeps every window open, without a count, until the shop has an active technician', async () => {
    await technician({ status: 'inactive' });
    const answer = await availability('751013', TUESDAY, 7);
    expect(answer.unlimited).toBe(true);
    expect(answer.served).toBe(true);
    expect(answer.days.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(answer.days.every((d) => d.windows.length === 5)).toBe(true);
    expect(answer.days[0]!.windows[0]).toEqual({ window: '09:00-11:00', places: null, full: false });
  });

  it('answers only the windows still bookable: today from two hours on, nothing for a day past', async () => {
    await technician();
    const answer = await availability('751013', '2026-11-27', 2);
    expect(answer.days[0]).toEqual({ date: '2026-11-27', windows: [] });
    expect(answer.days[1]!.windows.map((w) => w.window)).toEqual([
      '13:00-15:00',
      '15:00-17:00',
      '17:00-19:00',
    ]);
  });

  it('counts the technicians who work each window on that weekday (none set: every window)', async () => {
    const early = await technician();
    await createWorkWeek(db, early.id, { 2: ['09:00-11:00', '11:00-13:00'], 3: ['17:00-19:00'] });
    await technician();
    const answer = await availability('751013', TUESDAY, 2);
    expect(answer.unlimited).toBe(false);
    expect(answer.days.map((d) => d.windows.map((w) => w.places))).toEqual([
      [2, 2, 1, 1, 1],
      [1, 1, 1, 1, 2],
    ]);
  });

  it('counts only technicians who serve the pincode, by whole pincode or prefix', async () => {
    await createServiceAreas(db, (await technician()).id, ['751013']);
    await createServiceAreas(db, (await technician()).id, ['7510']);
    await createServiceAreas(db, (await technician()).id, ['752', '7510']);
    expect((await places('751013'))['09:00-11:00']).toBe(3);
    expect((await places('751020'))['09:00-11:00']).toBe(2);
    expect((await places('752001'))['09:00-11:00']).toBe(1);
    const nobody = await availability('560001');
    expect(nobody.served).toBe(false);
    expect(nobody.days[0]!.windows.every((w) => w.places === 0 && w.full)).toBe(true);
  });

  it('leaves out technicians on approved leave; requested or declined leave changes nothing', async () => {
    const away = await technician();
    await createLeave(db, { technicianId: away.id, fromDate: TUESDAY, toDate: '2026-12-02' });
    const asking = await technician();
    await createLeave(db, { technicianId: asking.id, fromDate: TUESDAY, status: 'requested' });
    const refused = await technician();
    await createLeave(db, { technicianId: refused.id, fromDate: TUESDAY, status: 'declined' });
    const answer = await availability('751013', TUESDAY, 3);
    expect(answer.days.map((d) => d.windows[0]!.places)).toEqual([2, 2, 3]);
  });

  it('takes a place for each booking holding the window, and gives it back when cancelled', async () => {
    const ravi = await technician();
    await technician();
    const slot = { preferredDate: TUESDAY, preferredTime: '11:00-13:00', pincode: '751013' };
    await createBooking(db, { ...slot, technicianId: ravi.id, status: 'confirmed' });
    expect((await places())['11:00-13:00']).toBe(1);
    // Unassigned, it takes one place of the window's pool; done or cancelled ones hold nothing.
    const waiting = await createBooking(db, { ...slot, status: 'pending' });
    await createBooking(db, { ...slot, status: 'cancelled' });
    await createBooking(db, { ...slot, preferredTime: '13:00-15:00', status: 'completed' });
    const full = await availability();
    expect(full.days[0]!.windows.find((w) => w.window === '11:00-13:00')).toEqual({
      window: '11:00-13:00',
      places: 0,
      full: true,
    });
    expect((await places())['13:00-15:00']).toBe(2);
    // Cancelled through the admin desk: the place is back in the very next answer.
    const cancelled = await postJson(
      app,
      `/api/admin/bookings/${waiting.id}/status`,
      { status: 'cancelled', reason: 'The customer called to cancel' },
      { cookie: admin },
    );
    expect(cancelled.status).toBe(200);
    expect((await places('751013', TUESDAY, false))['11:00-13:00']).toBe(1);
  });

  it('counts an unassigned booking only against technicians who could take it', async () => {
    await createServiceAreas(db, (await technician()).id, ['751']);
    await createServiceAreas(db, (await technician()).id, ['560']);
    await createBooking(db, { preferredDate: TUESDAY, preferredTime: '09:00-11:00', pincode: '560001' });
    expect((await places('751013'))['09:00-11:00']).toBe(1);
    expect((await places('560001'))['09:00-11:00']).toBe(0);
  });

  it('moves the places at once when an unassigned booking is assigned', async () => {
    const wide = await technician();
    await createServiceAreas(db, wide.id, ['751']);
    const near = await technician();
    await createServiceAreas(db, near.id, ['7510']);
    const waiting = await createBooking(db, {
      preferredDate: TUESDAY,
      preferredTime: '09:00-11:00',
      pincode: '751013',
    });
    // Only the wide one serves 751100; the waiting booking may yet be theirs.
    expect((await places('751100'))['09:00-11:00']).toBe(0);
    const assigned = await postJson(
      app,
      `/api/admin/bookings/${waiting.id}/assign`,
      { technicianId: near.id },
      { cookie: admin },
    );
    expect(assigned.status).toBe(200);
    expect((await places('751100', TUESDAY, false))['09:00-11:00']).toBe(1);
    expect((await places('751013', TUESDAY, false))['09:00-11:00']).toBe(1);
  });

  it('drops its cached answer when a booking is made: the next answer has one place fewer', async () => {
    await technician();
    await technician();
    expect((await places())['11:00-13:00']).toBe(2);
    // Written without a word to anyone: the cached answer still stands.
    await createBooking(db, { preferredDate: TUESDAY, preferredTime: '11:00-13:00', pincode: '751013' });
    expect((await places('751013', TUESDAY, false))['11:00-13:00']).toBe(2);
    const made = await book(
      makeBookingBody(device.id, [screen.id], {
        preferredDate: TUESDAY,
        preferredTime: '11:00-13:00',
        pincode: '751013',
      }),
    );
    expect(made.status).toBe(201);
    expect((await places('751013', TUESDAY, false))['11:00-13:00']).toBe(0);
  });

  it('drops its cached answer when any process announces a change', async () => {
    await technician();
    expect((await places())['09:00-11:00']).toBe(1);
    await createBooking(db, { preferredDate: TUESDAY, preferredTime: '09:00-11:00', pincode: '751013' });
    await db.execute(sql`select pg_notify('schedule_changes', '')`);
    await expect.poll(async () => (await places('751013', TUESDAY, false))['09:00-11:00']).toBe(0);
  });

  it('refuses a query it cannot answer, in the one error shape', async () => {
    const ask = (query: string) =>
      getJson<{ error: { code: string; fields: Record<string, string> } }>(app, `/api/availability?${query}`);
    const bad = await ask('pincode=12345&from=2026-02-30&days=15');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.fields).toEqual({
      pincode: 'Please enter a valid 6-digit pincode.',
      from: 'Please choose a valid date.',
      days: 'Please ask for 1 to 14 days.',
    });
    expect((await ask('pincode=751013&from=2026-12-01&days=0')).body.error.fields).toEqual({
      days: 'Please ask for 1 to 14 days.',
    });
    expect((await ask('from=2026-12-01')).body.error.fields).toHaveProperty('pincode');
  });
});
