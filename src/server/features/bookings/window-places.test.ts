import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTechnician } from '../../../../tests/factories';
import { createLeave, createServiceAreas, createWorkWeek } from '../../../../tests/schedule-factories';
import { createTestApp } from '../../../../tests/test-app';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { BookingDetailResponse } from '../../../shared/contracts/bookings';
import { bookings, technicians } from '../../db/schema/index';

// A booking takes a place in its window only while places are left, and so does a move (decision 051):
// `409 SLOT_FULL` with the nearest free windows otherwise, counted under the window's lock so that a
// crowd racing for the last places gets exactly as many bookings as there are places.

// 09:30 in India on Saturday 28 November 2026; 1 December is a Tuesday (ISO weekday 2).
const now = new Date('2026-11-28T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen } = await createBookableDevice(db);
const book = bookWith(app);
const carol = await signInByEmailCode(app, 'carol.places@example.com', 'Carol Customer');

const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';

const body = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id], {
    preferredDate: TUESDAY,
    preferredTime: '11:00-13:00',
    ...overrides,
  });

const technician = (overrides: Parameters<typeof createTechnician>[2] = {}) =>
  createTechnician(auth, db, overrides);

/** Books and expects it taken. */
async function bookPlace(overrides: Record<string, unknown> = {}, cookie?: string) {
  const made = await book(body(overrides), cookie ? { cookie } : {});
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.booking;
}

/** Books and expects the refusal of a full window. */
async function refused(overrides: Record<string, unknown> = {}) {
  const res = await book(body(overrides));
  expect(res.status).toBe(409);
  return (res.body as unknown as ApiErrorBody).error;
}

beforeEach(async () => {
  await db.delete(bookings);
  await db.delete(technicians);
});

describe('a booking into a window', () => {
  it('takes every booking while the shop has no active technician', async () => {
    await technician({ status: 'inactive' });
    for (let i = 0; i < 4; i++) await bookPlace();
  });

  it('is refused once the window is full, with the nearest free windows, nearest first', async () => {
    await technician();
    await bookPlace();
    const error = await refused();
    expect(error).toMatchObject({ code: 'SLOT_FULL', reason: 'full' });
    expect(error.message).toMatch(/fully booked/);
    expect(error.alternatives).toEqual([
      { date: TUESDAY, window: '09:00-11:00', places: 1 },
      { date: TUESDAY, window: '13:00-15:00', places: 1 },
      { date: TUESDAY, window: '15:00-17:00', places: 1 },
    ]);
    // Nothing of the refused booking is kept.
    expect(await db.select().from(bookings)).toHaveLength(1);
  });

  it('gives each technician the visits per window an admin set', async () => {
    await technician({ jobsPerWindow: 2 });
    await bookPlace();
    await bookPlace();
    await refused();
  });

  it('frees the place of a cancelled booking', async () => {
    await technician();
    const first = await bookPlace();
    await refused();
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    await bookPlace();
  });

  it('counts only technicians who work that window that weekday and are not on leave', async () => {
    const ravi = await technician();
    // Tuesdays afternoons only; Wednesday mornings.
    await createWorkWeek(db, ravi.id, { 2: ['13:00-15:00'], 3: ['09:00-11:00', '11:00-13:00'] });
    expect((await refused()).alternatives).toEqual([
      { date: TUESDAY, window: '13:00-15:00', places: 1 },
      { date: WEDNESDAY, window: '09:00-11:00', places: 1 },
      { date: WEDNESDAY, window: '11:00-13:00', places: 1 },
    ]);
    await bookPlace({ preferredTime: '13:00-15:00' });
    await createLeave(db, { technicianId: ravi.id, fromDate: WEDNESDAY });
    const onLeave = await refused({ preferredDate: WEDNESDAY, preferredTime: '09:00-11:00' });
    // Wednesday is leave, Tuesday's window is taken: the next free ones are a week on.
    expect(onLeave.alternatives?.map((w) => w.date)).toEqual(['2026-12-08', '2026-12-09', '2026-12-09']);
  });

  it('counts only technicians who serve the pincode, and says when nobody does', async () => {
    const ravi = await technician();
    await createServiceAreas(db, ravi.id, ['7510']);
    await bookPlace({ pincode: '751013' });
    const elsewhere = await refused({ pincode: '752001', preferredTime: '15:00-17:00' });
    expect(elsewhere).toMatchObject({ code: 'SLOT_FULL', reason: 'unserved', alternatives: [] });
    expect(elsewhere.message).toMatch(/do not visit this pincode/);
  });

  it('counts an unassigned booking against the technicians who could take it', async () => {
    const [ravi, asha] = [await technician(), await technician()];
    await createServiceAreas(db, ravi.id, ['751']);
    await createServiceAreas(db, asha.id, ['751', '752']);
    // Two places for 751…, one for 752…; a booking at 752001 can only be Asha's.
    await bookPlace({ pincode: '752001' });
    await refused({ pincode: '752001' });
    await bookPlace({ pincode: '751013' });
    await refused({ pincode: '751013' });
  });

  it('gives 10 places to exactly 10 of 200 customers racing for them', async () => {
    for (let i = 0; i < 10; i++) await technician();
    const raced = await Promise.all(Array.from({ length: 200 }, () => book(body())));
    const statuses = raced.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    const codes = new Set(raced.filter((r) => r.status === 409).map((r) => r.body.error?.code));
    expect([...codes]).toEqual(['SLOT_FULL']);
    expect(await db.select().from(bookings)).toHaveLength(10);
    // 200 whole bookings one after another: on a loaded 2-core machine this takes a while.
  }, 90_000);
});

describe('a move into a window', () => {
  const move = (id: string, slot: Record<string, string>) =>
    postJson<BookingDetailResponse>(app, `/api/bookings/${id}/reschedule`, slot, { cookie: carol });

  it('is refused when the new window is full, and taken when it has a place', async () => {
    await technician();
    const mine = await bookPlace({}, carol);
    await bookPlace({ preferredTime: '13:00-15:00' });
    const full = await move(mine.id, { preferredDate: TUESDAY, preferredTime: '13:00-15:00' });
    expect(full.status).toBe(409);
    expect((full.body as unknown as ApiErrorBody).error).toMatchObject({
      code: 'SLOT_FULL',
      // Nearest first; not the window the booking already has.
      alternatives: [
        { date: TUESDAY, window: '15:00-17:00', places: 1 },
        { date: TUESDAY, window: '09:00-11:00', places: 1 },
        { date: TUESDAY, window: '17:00-19:00', places: 1 },
      ],
    });
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, mine.id));
    expect(kept?.preferredTime).toBe('11:00-13:00');

    const moved = await move(mine.id, { preferredDate: WEDNESDAY, preferredTime: '13:00-15:00' });
    expect(moved.status).toBe(200);
    // Its old window is free again.
    await bookPlace();
  });
});
