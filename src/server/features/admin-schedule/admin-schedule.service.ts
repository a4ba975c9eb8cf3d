import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { PreferredTimeWindow } from '../../../shared/booking-time';
import { addDays, PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import type {
  AdminScheduleResponse,
  ScheduleJob,
  ScheduleTechnician,
} from '../../../shared/contracts/admin-schedule';
import type { Database } from '../../db/client';
import {
  bookings,
  technicianLeave,
  technicians,
  technicianWorkWindows,
  userRoles,
  users,
} from '../../db/schema/index';
import { HOLDING_STATUSES } from '../../domain/capacity';
import { heldWindow, isoWeekday } from '../../domain/capacity-count';

// The admin's schedule view (issue 31): the team's days window by window, with the defaults of
// decision 049 (no window rows: every window every day), and the bookings holding a window in the
// range. A booking whose technician is not on the team waits in the queue, as capacity counts it.

type Reader = Pick<Database, 'select'>;

/** The team (not inactive, still holding the role), by name, with the windows each works each date. */
async function readTeam(db: Reader, dates: readonly string[]): Promise<ScheduleTechnician[]> {
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const team = await db
    .select({ id: technicians.id, name: users.name, jobsPerWindow: technicians.jobsPerWindow })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .innerJoin(userRoles, and(eq(userRoles.userId, technicians.userId), eq(userRoles.role, 'technician')))
    .where(ne(technicians.status, 'inactive'))
    .orderBy(asc(users.name), asc(technicians.id));
  const ids = team.map((t) => t.id);
  if (ids.length === 0) return [];
  const [windows, leave] = await Promise.all([
    db
      .select({
        technicianId: technicianWorkWindows.technicianId,
        weekday: technicianWorkWindows.weekday,
        window: technicianWorkWindows.timeWindow,
      })
      .from(technicianWorkWindows)
      .where(inArray(technicianWorkWindows.technicianId, ids)),
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
  return team.map((member) => {
    const own = windows.filter((w) => w.technicianId === member.id);
    const worked = new Set(own.map((w) => `${w.weekday} ${w.window}`));
    const works = (date: string, window: PreferredTimeWindow) =>
      own.length === 0 || worked.has(`${isoWeekday(date)} ${window}`);
    return {
      ...member,
      days: dates.map((date) => {
        const onLeave = leave.some((l) => l.technicianId === member.id && l.from <= date && date <= l.to);
        return {
          date,
          onLeave,
          windows: onLeave ? [] : PREFERRED_TIME_WINDOWS.filter((window) => works(date, window)),
        };
      }),
    };
  });
}

/** The bookings holding a window between two dates, by date, window and when they were made. */
async function readJobs(
  db: Reader,
  from: string,
  to: string,
  team: ReadonlySet<number>,
): Promise<ScheduleJob[]> {
  const rows = await db
    .select({
      id: bookings.id,
      bookingId: bookings.bookingId,
      name: bookings.name,
      pincode: bookings.pincode,
      city: bookings.city,
      lat: bookings.lat,
      lng: bookings.lng,
      deviceModel: bookings.deviceModel,
      status: bookings.status,
      technicianId: bookings.technicianId,
      date: bookings.preferredDate,
      time: bookings.preferredTime,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...HOLDING_STATUSES]),
        gte(bookings.preferredDate, from),
        lte(bookings.preferredDate, to),
      ),
    )
    .orderBy(asc(bookings.preferredDate), asc(bookings.createdAt), asc(bookings.id));
  const order = (window: string) => PREFERRED_TIME_WINDOWS.indexOf(window as PreferredTimeWindow);
  return rows
    .flatMap(({ time, date, technicianId, ...row }) => {
      if (!date) return [];
      const window = heldWindow(time) as PreferredTimeWindow;
      return [
        {
          ...row,
          date,
          window,
          technicianId: technicianId !== null && team.has(technicianId) ? technicianId : null,
        },
      ];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || order(a.window) - order(b.window));
}

/** The schedule of `days` dates from `from`: the team's days and the jobs holding windows in them. */
export async function readSchedule(
  db: Reader,
  query: { from: string; days: number },
): Promise<AdminScheduleResponse> {
  const dates = Array.from({ length: query.days }, (_, i) => addDays(query.from, i));
  const team = await readTeam(db, dates);
  const jobs = await readJobs(db, dates[0]!, dates[dates.length - 1]!, new Set(team.map((t) => t.id)));
  return { from: query.from, dates, windows: [...PREFERRED_TIME_WINDOWS], team, jobs };
}
