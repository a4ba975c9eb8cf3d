import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PreferredTimeWindow } from '../../../shared/booking-time';
import { addDays, PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import type {
  AdminScheduleResponse,
  ScheduleJob,
  ScheduleTechnician,
} from '../../../shared/contracts/admin-schedule';
import type { Database } from '../../db/client';
import { bookings, technicians, users } from '../../db/schema/index';
import { HOLDING_STATUSES, readStaff } from '../../domain/capacity';
import { heldWindow, isOnLeave, works } from '../../domain/capacity-count';

// The admin's schedule view (issue 31): the team's days window by window, with the defaults of
// decision 049 (no window rows: every window every day), and the bookings holding a window in the
// range. A booking whose technician is not on the team waits in the queue, as capacity counts it.

type Reader = Pick<Database, 'select'>;

/** The team (capacity's: not inactive, still holding the role), by name, with the windows each works each date. */
async function readTeam(db: Reader, dates: readonly string[]): Promise<ScheduleTechnician[]> {
  const staff = await readStaff(db, dates[0]!, dates[dates.length - 1]!);
  if (staff.length === 0) return [];
  const names = new Map(
    (
      await db
        .select({ id: technicians.id, name: users.name })
        .from(technicians)
        .innerJoin(users, eq(users.id, technicians.userId))
        .where(
          inArray(
            technicians.id,
            staff.map((member) => member.id),
          ),
        )
    ).map((row) => [row.id, row.name]),
  );
  return staff
    .map((member) => ({
      id: member.id,
      name: names.get(member.id) ?? '',
      jobsPerWindow: member.jobsPerWindow,
      days: dates.map((date) => ({
        date,
        onLeave: isOnLeave(member, date),
        windows: PREFERRED_TIME_WINDOWS.filter((window) => works(member, date, window)),
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
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
