import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { rowsOf } from '../client';
import { bookings } from '../schema/index';
import { seedCatalogue } from './seed-catalogue';
import { DEMO_KEY_PREFIX, RealBookingsError, seedDemoShop } from './demo-shop';

// The demo shop (npm run demo) on a fresh database: its counts, statuses and languages, a team that is
// never given more jobs in a window than it takes, and its refusal of a database with real bookings.

const NOW = new Date('2026-11-28T06:30:00Z');

describe('the demo shop', () => {
  it('seeds a team, 300 bookings in every status and language, referrals and messages', async () => {
    const { db, auth, close } = await createTestApp();
    try {
      await seedCatalogue(db);
      const shop = await seedDemoShop(auth, db, 'demo-admin-password-31', NOW);
      expect(shop).toMatchObject({ technicians: 6, bookings: 300, contactMessages: 6 });
      expect(shop.referrals).toBeGreaterThan(0);

      const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
      const statuses = await rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from bookings group by status`,
      );
      const byStatus = Object.fromEntries(statuses.map((r) => [r.status, Number(r.n)]));
      for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
        expect(byStatus[status], status).toBeGreaterThan(0);
      }
      const languages = await rows<{ language: string }>(sql`select distinct language from bookings`);
      expect(languages.map((r) => r.language).sort()).toEqual(['en', 'hi', 'or']);

      const [done] = await rows<{
        unpaid: number;
        cancelled_without_reason: number;
        future_done: number;
      }>(sql`
        select count(*) filter (where status = 'completed' and (payment_method is null or amount_collected is null))::int as unpaid,
               count(*) filter (where status = 'cancelled' and cancelled_reason is null)::int as cancelled_without_reason,
               count(*) filter (where status in ('pending', 'confirmed') and preferred_date < '2026-11-28')::int as future_done
        from bookings`);
      expect(done).toEqual({ unpaid: 0, cancelled_without_reason: 0, future_done: 0 });

      // Every booking has its history, ending in its status.
      const [history] = await rows<{ wrong: number }>(sql`
        select count(*)::int as wrong from bookings b where b.status <> (
          select e.to_status from booking_events e where e.booking_id = b.id order by e.id desc limit 1)`);
      expect(Number(history!.wrong)).toBe(0);

      // No technician holds more jobs in a window than they take, nor a job outside their week or on leave.
      const overbooked = await rows(sql`
        select b.technician_id, b.preferred_date, coalesce(b.preferred_time, '09:00-11:00') as w, count(*) as n
        from bookings b join technicians t on t.id = b.technician_id
        group by b.technician_id, t.jobs_per_window, b.preferred_date, w
        having count(*) > t.jobs_per_window`);
      expect(overbooked).toEqual([]);
      const outside = await rows(sql`
        select b.booking_id from bookings b where b.technician_id is not null and (
          not exists (select 1 from technician_work_windows w where w.technician_id = b.technician_id
            and w.weekday = extract(isodow from b.preferred_date)
            and w.time_window = coalesce(b.preferred_time, '09:00-11:00'))
          or exists (select 1 from technician_leave l where l.technician_id = b.technician_id
            and l.status = 'approved' and b.preferred_date between l.from_date and l.to_date))`);
      expect(outside).toEqual([]);

      const [team] = await rows<{ approved: number; requested: number; based: number }>(sql`
        select (select count(*) from technician_leave where status = 'approved')::int as approved,
               (select count(*) from technician_leave where status = 'requested')::int as requested,
               (select count(*) from technicians where base_lat is not null)::int as based`);
      expect(team).toEqual({ approved: 1, requested: 1, based: 6 });
    } finally {
      await close();
    }
  });

  it('refuses a database that holds a booking it did not make', async () => {
    const { db, auth, close } = await createTestApp();
    try {
      await seedCatalogue(db);
      await createBooking(db, { idempotencyKey: 'a-real-customer' });
      await expect(seedDemoShop(auth, db, 'demo-admin-password-31', NOW)).rejects.toThrow(RealBookingsError);
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${bookings} where idempotency_key like ${`${DEMO_KEY_PREFIX}%`}`,
        ),
      );
      expect(Number(row!.n)).toBe(0);
    } finally {
      await close();
    }
  });
});
