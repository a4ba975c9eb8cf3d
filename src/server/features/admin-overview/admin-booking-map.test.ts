import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminBookingDetail } from '../../../shared/contracts/admin-bookings';
import type { AdminBookingMapResponse } from '../../../shared/contracts/admin-desk';
import { bookings } from '../../db/schema/index';
import { MAP_POINTS_MAX } from './admin-booking-map.service';

// The admin's bookings map through the API: located bookings only, by status and India dates,
// newest first, at most MAP_POINTS_MAX of them; and /bookings/map is not taken for a booking id.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'mapper@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'mapper@example.com', 'admin-pass-1');

const map = async (query = '') => {
  const res = await getAs(app, `/api/admin/bookings/map${query}`, admin);
  return res as unknown as { status: number; body: AdminBookingMapResponse & { error?: { code: string } } };
};
const located = { lat: 20.2961, lng: 85.8245 };

// Made at 23:59 on 20 November, 00:00 on 21 November and 08:30 on 22 November, India time.
const lateOn20th = await createBooking(db, {
  ...located,
  status: 'pending',
  createdAt: new Date('2026-11-20T18:29:00Z'),
});
const midnight21st = await createBooking(db, {
  lat: 19.076,
  lng: 72.8777,
  status: 'confirmed',
  city: 'Mumbai',
  deviceModel: 'iPhone 15',
  preferredDate: '2026-11-25',
  createdAt: new Date('2026-11-20T18:30:00Z'),
});
const morning22nd = await createBooking(db, {
  ...located,
  status: 'pending',
  createdAt: new Date('2026-11-22T03:00:00Z'),
});
// Without a location (or with half of one): never on the map.
await createBooking(db, { status: 'pending', createdAt: new Date('2026-11-22T03:30:00Z') });
await createBooking(db, { lat: 20.3, status: 'pending', createdAt: new Date('2026-11-22T03:31:00Z') });

describe('GET /api/admin/bookings/map', () => {
  it('draws located bookings only, newest first, with what a marker shows', async () => {
    const res = await map();
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(false);
    expect(res.body.points.map((p) => p.id)).toEqual([morning22nd.id, midnight21st.id, lateOn20th.id]);
    expect(res.body.points[1]).toEqual({
      id: midnight21st.id,
      bookingId: midnight21st.bookingId,
      status: 'confirmed',
      lat: 19.076,
      lng: 72.8777,
      name: midnight21st.name,
      city: 'Mumbai',
      deviceModel: 'iPhone 15',
      preferredDate: '2026-11-25',
      createdAt: '2026-11-20T18:30:00.000Z',
    });
  });

  it('filters by status and by the India dates the bookings were made', async () => {
    expect((await map('?status=pending')).body.points.map((p) => p.id)).toEqual([
      morning22nd.id,
      lateOn20th.id,
    ]);
    expect((await map('?from=2026-11-21')).body.points.map((p) => p.id)).toEqual([
      morning22nd.id,
      midnight21st.id,
    ]);
    expect((await map('?to=2026-11-20')).body.points.map((p) => p.id)).toEqual([lateOn20th.id]);
    expect((await map('?from=2026-11-21&to=2026-11-21')).body.points.map((p) => p.id)).toEqual([
      midnight21st.id,
    ]);
    expect((await map('?status=completed')).body.points).toEqual([]);
  });

  it('refuses a bad filter in the one error shape', async () => {
    for (const query of ['?status=lost', '?from=22-11-2026']) {
      const res = await map(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is not taken for a booking id, and booking ids still reach the booking desk', async () => {
    // Were /bookings/:id first, 'map' would be looked up as a booking and answer 404.
    expect((await map()).status).toBe(200);
    const detail = await getAs(app, `/api/admin/bookings/${midnight21st.id}`, admin);
    expect(detail.status).toBe(200);
    expect((detail.body as unknown as AdminBookingDetail).booking.id).toBe(midnight21st.id);
  });

  it('is for admins only', async () => {
    expect((await getAs(app, '/api/admin/bookings/map')).status).toBe(401);
    const customer = await signInByEmailCode(app, 'curious@example.com', 'Curious');
    expect((await getAs(app, '/api/admin/bookings/map', customer)).status).toBe(403);
  });

  it(`draws the newest ${MAP_POINTS_MAX} and says when more matched`, async () => {
    // One statement for thousands of rows, a minute apart from 1 March 2026 (India), newest last.
    const count = MAP_POINTS_MAX + 2;
    await db.execute(sql`
      insert into ${bookings} (booking_id, name, email, phone, address, city, state, pincode, lat, lng,
        device_model, selected_issues, selected_issues_text, selected_services_details, total_price,
        status, created_at)
      select 'BK-MAP-' || n, 'Bulk ' || n, 'bulk' || n || '@example.com', '+9190000' || lpad(n::text, 5, '0'),
        'Road ' || n, 'Cuttack', 'Odisha', '753001', 20.46, 85.88, 'Bulk Phone', '{1}', 'Screen',
        '[{"id":1,"name":"Screen","priceAmount":100}]'::jsonb, 100, 'completed',
        timestamptz '2026-03-01T00:00:00+05:30' + n * interval '1 minute'
      from generate_series(1, ${count}) as n`);
    const res = await map('?status=completed&from=2026-03-01&to=2026-03-31');
    expect(res.body.truncated).toBe(true);
    expect(res.body.points).toHaveLength(MAP_POINTS_MAX);
    expect(res.body.points[0]?.bookingId).toBe(`BK-MAP-${count}`);
    expect(res.body.points.at(-1)?.bookingId).toBe('BK-MAP-3');

    // Exactly the limit: everything is drawn, nothing left out.
    await db.execute(sql`delete from ${bookings} where booking_id in ('BK-MAP-1', 'BK-MAP-2')`);
    const all = await map('?status=completed&from=2026-03-01&to=2026-03-31');
    expect(all.body.points).toHaveLength(MAP_POINTS_MAX);
    expect(all.body.truncated).toBe(false);
  });
});
