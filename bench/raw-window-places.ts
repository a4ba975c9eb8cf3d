// The window's place in the raw bench's booking (bench/raw-booking.ts): read and counted as the app
// does under the window's lock, statement for statement.
import type pg from 'pg';
import type { Hold, StaffMember } from '../src/server/domain/capacity-count';
import { indexHolds, isoWeekday, placesLeft } from '../src/server/domain/capacity-count';
import type { PreferredTimeWindow } from '../src/shared/booking-time';
import type { BenchVisit } from './booking-load';

// The window's place (domain/window-places.ts, requirePlace): the team, their weeks, areas and leave
// that day, then the bookings holding windows that day, counted as the app counts them.
const TEAM = `select t.id, t.jobs_per_window,
    exists (select 1 from technician_work_windows w where w.technician_id = t.id) as has_week
  from technicians t
  inner join user_roles r on r.user_id = t.user_id and r.role = 'technician' where t.status <> 'inactive'`;
const WEEKS = `select technician_id, weekday, time_window from technician_work_windows
  where technician_id = any($1::int[]) and weekday = $2 and time_window = $3`;
const AREAS = `select technician_id, pincode_prefix from technician_service_areas where technician_id = any($1::int[])`;
const LEAVE = `select technician_id, from_date::text, to_date::text from technician_leave
  where technician_id = any($1::int[]) and status = 'approved' and from_date <= $2 and to_date >= $3`;
const HOLDS = `select technician_id, pincode, preferred_date::text, preferred_time, count(*)::int as count from bookings
  where status in ('pending', 'confirmed', 'in_progress') and preferred_date >= $1 and preferred_date <= $2
  group by technician_id, pincode, preferred_date, preferred_time`;

/** The places left in the visit's window, read and counted as the app does under the window's lock. */
export async function countPlaces(client: pg.PoolClient, visit: BenchVisit): Promise<number> {
  const { preferredDate: date } = visit;
  const team = (await client.query<{ id: number; jobs_per_window: number; has_week: boolean }>(TEAM)).rows;
  if (team.length === 0) return Infinity;
  const ids = team.map((t) => t.id);
  const weeks = (
    await client.query<{ technician_id: number; weekday: number; time_window: string }>(WEEKS, [
      ids,
      isoWeekday(date),
      visit.preferredTime,
    ])
  ).rows;
  const areas = (await client.query<{ technician_id: number; pincode_prefix: string }>(AREAS, [ids])).rows;
  const leave = (
    await client.query<{ technician_id: number; from_date: string; to_date: string }>(LEAVE, [
      ids,
      date,
      date,
    ])
  ).rows;
  const staff: StaffMember[] = team.map((t) => {
    const own = weeks.filter((w) => w.technician_id === t.id).map((w) => `${w.weekday} ${w.time_window}`);
    return {
      id: t.id,
      // As readStaff: a week set elsewhere, none of it this window.
      windows: new Set(own.length === 0 && t.has_week ? ['other windows only'] : own),
      prefixes: areas.filter((a) => a.technician_id === t.id).map((a) => a.pincode_prefix),
      leave: leave.filter((l) => l.technician_id === t.id).map((l) => ({ from: l.from_date, to: l.to_date })),
      jobsPerWindow: t.jobs_per_window,
    };
  });
  const holds: Hold[] = (
    await client.query<{
      technician_id: number | null;
      pincode: string;
      preferred_date: string;
      preferred_time: string | null;
      count: number;
    }>(HOLDS, [date, date])
  ).rows.map((row) => ({
    technicianId: row.technician_id,
    pincode: row.pincode,
    date: row.preferred_date,
    window: row.preferred_time,
    count: row.count,
  }));
  const held = indexHolds(holds, new Set(ids));
  return placesLeft(staff, held, visit.pincode, date, visit.preferredTime as PreferredTimeWindow);
}
