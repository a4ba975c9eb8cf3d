import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBooking,
  createBookingEvent,
  createDevice,
  createRepairService,
  createUser,
} from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminOverview } from '../../../shared/contracts/admin-desk';
import type { BookingStatus } from '../../../shared/booking-status';

// The overview tab's figures through the API, on bookings made at known moments around India's
// midnights and Mondays, judged by a fixed clock.

// 09:30 in India on Sunday 22 November 2026: the last 30 days run from 24 October, this week from
// Monday 16 November, the 12 weeks from Monday 31 August.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');

const overview = async () => {
  const res = await getAs(app, '/api/admin/overview', admin);
  expect(res.status).toBe(200);
  return res.body as unknown as AdminOverview;
};

const PRICES: Record<string, number> = {
  'Screen Replacement': 249_900,
  'Battery Replacement': 129_900,
  'Charging Port Repair': 149_900,
  'Speaker Repair': 89_900,
};

interface Seed {
  status: BookingStatus;
  /** When it was made (UTC). */
  at: string;
  device: string;
  repairs: string[];
  /** When it was moved to completed (UTC), oldest first. */
  completed?: string[];
}

async function seed({ status, at, device, repairs, completed = [] }: Seed) {
  const booking = await createBooking(db, {
    status,
    createdAt: new Date(at),
    deviceModel: device,
    selectedServicesDetails: repairs.map((name, i) => ({
      id: i + 1,
      name,
      priceAmount: PRICES[name] ?? 100,
    })),
  });
  for (const when of completed) {
    await createBookingEvent(db, { bookingId: booking.id, toStatus: 'completed', createdAt: new Date(when) });
  }
  return booking;
}

const zeroDays = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return d.toISOString().slice(0, 10);
  });

describe('GET /api/admin/overview', () => {
  it('answers every status, 30 days and 12 weeks with zeros before any booking', async () => {
    const body = await overview();
    expect(body.counts).toEqual({
      pending: 0,
      confirmed: 0,
      in_progress: 0,
      at_workshop: 0,
      waiting_for_parts: 0,
      ready_for_return: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(body.total).toBe(0);
    expect(body.recent).toEqual([]);
    // The shop as its invoices will name it, read-only on the desk (issue 33).
    expect(body.shop).toMatchObject({
      legalName: 'DoorstepFix',
      state: 'Odisha',
      stateCode: '21',
      gstin: null,
    });
    expect(body.bookingsPerDay).toEqual(zeroDays('2026-10-24', 30).map((date) => ({ date, count: 0 })));
    expect(body.revenuePerWeek.map((w) => w.weekStart)).toEqual([
      '2026-08-31',
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(body.revenuePerWeek.every((w) => w.amount === 0 && w.bookings === 0)).toBe(true);
    expect(body.topDevices).toEqual([]);
    expect(body.topRepairs).toEqual([]);
    expect(body.guides).toEqual({ worked: 0, didNotHelp: 0 });
  });

  it('counts, dates, totals and ranks the bookings', async () => {
    const a = await seed({
      status: 'pending',
      at: '2026-11-22T03:00:00Z',
      device: 'Galaxy S24',
      repairs: ['Screen Replacement'],
    });
    // Midnight in India: 18:30 UTC is already the next India day.
    const b = await seed({
      status: 'pending',
      at: '2026-11-21T18:30:00Z',
      device: 'iPhone 15',
      repairs: ['Battery Replacement', 'Screen Replacement'],
    });
    const c = await seed({
      status: 'confirmed',
      at: '2026-11-21T18:29:59Z',
      device: 'iPhone 15',
      repairs: ['Battery Replacement'],
    });
    // Completed, moved back, completed again at 00:00 Monday 16 November in India (Sunday in UTC):
    // only the latest completion counts, in this week.
    await seed({
      status: 'completed',
      at: '2026-11-10T06:00:00Z',
      device: 'iPhone 15',
      repairs: ['Screen Replacement'],
      completed: ['2026-11-12T06:00:00Z', '2026-11-15T18:30:00Z'],
    });
    // Made at 23:59 on 23 October in India: a day before the 30 shown.
    await seed({
      status: 'completed',
      at: '2026-10-23T18:29:00Z',
      device: 'Pixel 8',
      repairs: ['Charging Port Repair'],
      completed: ['2026-11-16T10:00:00Z'],
    });
    // Made at 00:00 on 24 October in India: the first day shown; completed on Sunday 1 November.
    await seed({
      status: 'completed',
      at: '2026-10-23T18:30:00Z',
      device: 'Pixel 8',
      repairs: ['Battery Replacement'],
      completed: ['2026-11-01T05:00:00Z'],
    });
    // Completed at 23:59 on Sunday 30 August in India: the week before the 12 shown.
    await seed({
      status: 'completed',
      at: '2026-08-01T06:00:00Z',
      device: 'Redmi Note 13',
      repairs: ['Screen Replacement'],
      completed: ['2026-08-30T18:29:00Z'],
    });
    // Completed at 00:00 on Monday 31 August in India: the first week shown.
    await seed({
      status: 'completed',
      at: '2026-08-01T06:00:00Z',
      device: 'OnePlus 12',
      repairs: ['Speaker Repair', 'Screen Replacement'],
      completed: ['2026-08-30T18:30:00Z'],
    });
    // Completed once, then moved back: no revenue.
    await seed({
      status: 'in_progress',
      at: '2026-11-14T06:00:00Z',
      device: 'Galaxy S24',
      repairs: ['Battery Replacement'],
      completed: ['2026-11-17T06:00:00Z'],
    });
    // Cancelled: counted by status and by day, never ranked.
    const j = await seed({
      status: 'cancelled',
      at: '2026-11-20T06:00:00Z',
      device: 'Nokia 3310',
      repairs: ['Screen Replacement', 'Speaker Repair'],
    });
    const k = await seed({
      status: 'cancelled',
      at: '2026-11-20T07:00:00Z',
      device: 'Nokia 3310',
      repairs: ['Screen Replacement'],
    });
    // Ten devices and repairs booked once, long ago: the rankings stop at 10, ties by name.
    for (let i = 1; i <= 10; i++) {
      const n = String(i).padStart(2, '0');
      await seed({
        status: 'pending',
        at: '2026-01-05T06:00:00Z',
        device: `Zeta ${n}`,
        repairs: [`Fix ${n}`],
      });
    }

    const body = await overview();
    expect(body.counts).toEqual({
      pending: 12,
      confirmed: 1,
      in_progress: 1,
      at_workshop: 0,
      waiting_for_parts: 0,
      ready_for_return: 0,
      completed: 5,
      cancelled: 2,
    });
    expect(body.total).toBe(21);

    expect(body.recent.map((r) => r.id)).toEqual([a.id, b.id, c.id, k.id, j.id]);
    expect(body.recent[0]).toMatchObject({
      bookingId: a.bookingId,
      status: 'pending',
      deviceModel: 'Galaxy S24',
      totalPrice: 249_900,
      createdAt: '2026-11-22T03:00:00.000Z',
    });

    const days = zeroDays('2026-10-24', 30).map((date) => ({ date, count: 0 }));
    const expectedCounts: Record<string, number> = {
      '2026-10-24': 1,
      '2026-11-10': 1,
      '2026-11-14': 1,
      '2026-11-20': 2,
      '2026-11-21': 1,
      '2026-11-22': 2,
    };
    expect(body.bookingsPerDay).toEqual(days.map((d) => ({ ...d, count: expectedCounts[d.date] ?? 0 })));

    const weeks = Object.fromEntries(body.revenuePerWeek.map((w) => [w.weekStart, w]));
    expect(body.revenuePerWeek).toHaveLength(12);
    expect(weeks['2026-11-16']).toEqual({ weekStart: '2026-11-16', amount: 249_900 + 149_900, bookings: 2 });
    expect(weeks['2026-11-09']).toEqual({ weekStart: '2026-11-09', amount: 0, bookings: 0 });
    expect(weeks['2026-10-26']).toEqual({ weekStart: '2026-10-26', amount: 129_900, bookings: 1 });
    expect(weeks['2026-08-31']).toEqual({ weekStart: '2026-08-31', amount: 89_900 + 249_900, bookings: 1 });
    expect(body.revenuePerWeek.reduce((sum, w) => sum + w.amount, 0)).toBe(
      249_900 + 149_900 + 129_900 + 89_900 + 249_900,
    );

    expect(body.topDevices).toEqual([
      { name: 'iPhone 15', count: 3 },
      { name: 'Galaxy S24', count: 2 },
      { name: 'Pixel 8', count: 2 },
      { name: 'OnePlus 12', count: 1 },
      { name: 'Redmi Note 13', count: 1 },
      { name: 'Zeta 01', count: 1 },
      { name: 'Zeta 02', count: 1 },
      { name: 'Zeta 03', count: 1 },
      { name: 'Zeta 04', count: 1 },
      { name: 'Zeta 05', count: 1 },
    ]);
    expect(body.topRepairs).toEqual([
      { name: 'Screen Replacement', count: 5 },
      { name: 'Battery Replacement', count: 4 },
      { name: 'Charging Port Repair', count: 1 },
      { name: 'Fix 01', count: 1 },
      { name: 'Fix 02', count: 1 },
      { name: 'Fix 03', count: 1 },
      { name: 'Fix 04', count: 1 },
      { name: 'Fix 05', count: 1 },
      { name: 'Fix 06', count: 1 },
      { name: 'Fix 07', count: 1 },
    ]);
  });

  it("shows how many 'Try This First' answers said it worked and how many did not", async () => {
    const device = await createDevice(db);
    const repair = await createRepairService(db);
    for (const worked of [true, true, true, false]) {
      const res = await postJson(app, '/api/guide-outcomes', {
        deviceId: device.id,
        repairServiceId: repair.id,
        worked,
      });
      expect(res.status).toBe(201);
    }
    expect((await overview()).guides).toEqual({ worked: 3, didNotHelp: 1 });
  });

  it('counts a repair in the week it was completed, not a week its visit was moved in', async () => {
    const before = await overview();
    const weekOf = (body: AdminOverview, week: string) =>
      body.revenuePerWeek.find((w) => w.weekStart === week)?.amount ?? 0;
    const booking = await seed({
      status: 'completed',
      at: '2026-09-01T06:00:00Z',
      device: 'Moto G54',
      repairs: ['Charging Port Repair'],
      completed: ['2026-09-08T06:00:00Z'],
    });
    // A move of the visit keeps the status it had in to_status: never a completion of its own.
    await createBookingEvent(db, {
      bookingId: booking.id,
      kind: 'rescheduled',
      fromStatus: 'completed',
      toStatus: 'completed',
      details: { fromDate: '2026-09-08', fromTime: null, toDate: '2026-11-20', toTime: '09:00-11:00' },
      createdAt: new Date('2026-11-18T06:00:00Z'),
    });
    const after = await overview();
    expect(weekOf(after, '2026-09-07') - weekOf(before, '2026-09-07')).toBe(149_900);
    expect(weekOf(after, '2026-11-16')).toBe(weekOf(before, '2026-11-16'));
  });

  it('is for admins only', async () => {
    expect((await getAs(app, '/api/admin/overview')).status).toBe(401);
    const customer = await signInByEmailCode(app, 'nosy@example.com', 'Nosy');
    expect((await getAs(app, '/api/admin/overview', customer)).status).toBe(403);
  });
});
