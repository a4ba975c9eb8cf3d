import { and, count, eq, exists, gte, inArray, lte, ne } from 'drizzle-orm';
import type { PreferredTimeWindow } from '../../shared/booking-time';
import { addDays, bookableWindows, indiaDate } from '../../shared/booking-time';
import { BOOKING_MAX_DAYS_AHEAD } from '../../shared/schemas/booking-fields';
import type { Database } from '../db/client';
import {
  bookings,
  technicianLeave,
  technicianServiceAreas,
  technicians,
  technicianWorkWindows,
  userRoles,
} from '../db/schema/index';
import type { Hold, StaffMember } from './capacity-count';
import { indexHolds, placesLeft, serves } from './capacity-count';

// The capacity of each bookable window for a pincode over a range of dates (decision 049): how many
// more visits the team can take there. Read by the availability API; the counting rule itself is in
// capacity-count.ts. Dates are India dates, the windows those still bookable from `now`.

/** The statuses in which a booking holds its window: from the moment it is made until it is cancelled or done. */
export const HOLDING_STATUSES = ['pending', 'confirmed', 'in_progress'] as const;

export interface WindowPlaces {
  window: PreferredTimeWindow;
  /** Places left; null while the shop has no technician yet (every window open). */
  places: number | null;
  full: boolean;
}

export interface DayPlaces {
  date: string;
  /** The windows still bookable that day (none for a day past, or beyond the booking horizon). */
  windows: WindowPlaces[];
}

export interface Capacity {
  pincode: string;
  /** No active technician yet: every window is open, with no count of places. */
  unlimited: boolean;
  /** Whether any active technician serves the pincode (true while unlimited). */
  served: boolean;
  days: DayPlaces[];
}

type Reader = Pick<Database, 'select'>;

/**
 * The team, written once for every reader: technicians not set inactive whose account still has the
 * technician role. With none, every window is open (spec decision 21); the overview says so.
 */
const teamRole = and(eq(userRoles.userId, technicians.userId), eq(userRoles.role, 'technician'));
const teamStatus = ne(technicians.status, 'inactive');

/** How many technicians the team counts: 0 means no capacity limit yet. */
export async function countActiveStaff(db: Reader): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(technicians)
    .innerJoin(userRoles, teamRole)
    .where(teamStatus);
  return row?.count ?? 0;
}

/**
 * A week set with none of the asked window in it: the technician does not work that window (an empty
 * set would mean every window, the default).
 */
const OTHER_WINDOWS_ONLY = 'other windows only';

/**
 * The team (see `teamRole`, `teamStatus`), with the weeks, areas and approved leave of each. With
 * `only`, the weeks are read for that one weekday and window (a booking's check reads a few rows, not
 * the team's whole weeks); a member's windows then say whether they work it, and nothing of others.
 */
export async function readStaff(
  db: Reader,
  from: string,
  to: string,
  only?: { weekday: number; window: string },
): Promise<StaffMember[]> {
  const team = await db
    .select({
      id: technicians.id,
      jobsPerWindow: technicians.jobsPerWindow,
      hasWeek: exists(
        db
          .select({ one: technicianWorkWindows.weekday })
          .from(technicianWorkWindows)
          .where(eq(technicianWorkWindows.technicianId, technicians.id)),
      ).mapWith(Boolean),
    })
    .from(technicians)
    .innerJoin(userRoles, teamRole)
    .where(teamStatus);
  const ids = team.map((t) => t.id);
  if (ids.length === 0) return [];
  const [windows, areas, leave] = await Promise.all([
    db
      .select()
      .from(technicianWorkWindows)
      .where(
        and(
          inArray(technicianWorkWindows.technicianId, ids),
          only ? eq(technicianWorkWindows.weekday, only.weekday) : undefined,
          only ? eq(technicianWorkWindows.timeWindow, only.window) : undefined,
        ),
      ),
    db.select().from(technicianServiceAreas).where(inArray(technicianServiceAreas.technicianId, ids)),
    db
      .select({
        technicianId: technicianLeave.technicianId,
        from: technicianLeave.fromDate,
        to: technicianLeave.toDate,
      })
      .from(technicianLeave)
      .where(
        and(
          inArray(technicianLeave.technicianId, ids),
          eq(technicianLeave.status, 'approved'),
          lte(technicianLeave.fromDate, to),
          gte(technicianLeave.toDate, from),
        ),
      ),
  ]);
  return team.map(({ id, jobsPerWindow, hasWeek }) => {
    const own = windows.filter((w) => w.technicianId === id).map((w) => `${w.weekday} ${w.timeWindow}`);
    return {
      id,
      windows: new Set(own.length === 0 && hasWeek ? [OTHER_WINDOWS_ONLY] : own),
      prefixes: areas.filter((a) => a.technicianId === id).map((a) => a.pincodePrefix),
      leave: leave.filter((l) => l.technicianId === id),
      jobsPerWindow,
    };
  });
}

/**
 * Bookings holding a window between two dates, counted per technician, pincode, date and window;
 * `except` leaves one booking out (the one being moved).
 */
export async function readHolds(db: Reader, from: string, to: string, except?: string): Promise<Hold[]> {
  const rows = await db
    .select({
      technicianId: bookings.technicianId,
      pincode: bookings.pincode,
      date: bookings.preferredDate,
      window: bookings.preferredTime,
      count: count(),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...HOLDING_STATUSES]),
        gte(bookings.preferredDate, from),
        lte(bookings.preferredDate, to),
        except ? ne(bookings.id, except) : undefined,
      ),
    )
    .groupBy(bookings.technicianId, bookings.pincode, bookings.preferredDate, bookings.preferredTime);
  return rows.flatMap((row) => (row.date ? [{ ...row, date: row.date, count: Number(row.count) }] : []));
}

/** The windows offered on each date: bookable from `now` (2 hours ahead) and within the booking horizon. */
function offeredDays(
  from: string,
  days: number,
  now: Date,
): { date: string; windows: PreferredTimeWindow[] }[] {
  const lastDay = addDays(indiaDate(now), BOOKING_MAX_DAYS_AHEAD);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, windows: date > lastDay ? [] : bookableWindows(date, now) };
  });
}

/** The team and the bookings holding its windows between two dates: all a count of places reads. */
export interface ShopDays {
  from: string;
  to: string;
  staff: StaffMember[];
  held: ReturnType<typeof indexHolds>;
}

/**
 * Reads the team and the holds between two dates (India dates, inclusive); `except` leaves one
 * booking's hold out (the one a reschedule would move, as `requirePlace` does).
 */
export async function readShopDays(db: Reader, from: string, to: string, except?: string): Promise<ShopDays> {
  const staff = await readStaff(db, from, to);
  const holds = staff.length === 0 ? [] : await readHolds(db, from, to, except);
  return { from, to, staff, held: indexHolds(holds, new Set(staff.map((member) => member.id))) };
}

/**
 * The places left in every bookable window for `pincode`, `days` dates from `from`, counted from the
 * rows of `shop` (which must cover those dates).
 */
export function countCapacity(
  shop: ShopDays,
  query: { pincode: string; from: string; days: number },
  now: Date,
): Capacity {
  const { pincode, from, days } = query;
  const { staff, held } = shop;
  const offered = offeredDays(from, days, now);
  if (staff.length === 0) {
    const open = (window: PreferredTimeWindow) => ({ window, places: null, full: false });
    return {
      pincode,
      unlimited: true,
      served: true,
      days: offered.map(({ date, windows }) => ({ date, windows: windows.map(open) })),
    };
  }
  return {
    pincode,
    unlimited: false,
    served: staff.some((member) => serves(member.prefixes, pincode)),
    days: offered.map(({ date, windows }) => ({
      date,
      windows: windows.map((window) => {
        const places = placesLeft(staff, held, pincode, date, window);
        return { window, places, full: places === 0 };
      }),
    })),
  };
}

/**
 * The places left in every bookable window for `pincode`, `days` dates from `from` (India dates);
 * `except`: a booking that does not count against its own window (the one to be moved).
 */
export async function windowCapacity(
  db: Reader,
  query: { pincode: string; from: string; days: number },
  now: Date,
  except?: string,
): Promise<Capacity> {
  const shop = await readShopDays(db, query.from, addDays(query.from, query.days - 1), except);
  return countCapacity(shop, query, now);
}
