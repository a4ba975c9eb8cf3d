import { and, eq, inArray, ne } from 'drizzle-orm';
import type {
  DispatchCandidate,
  DispatchDistance,
  UnavailableReason,
} from '../../shared/contracts/admin-bookings';
import type { PreferredTimeWindow } from '../../shared/booking-time';
import { PREFERRED_TIME_WINDOWS } from '../../shared/booking-time';
import type { Database } from '../db/client';
import { bookings, technicians, users } from '../db/schema/index';
import { HOLDING_STATUSES, readStaff } from './capacity';
import { heldWindow, isoWeekday, serves } from './capacity-count';
import type { StaffMember } from './capacity-count';

// Who should take a booking (issue 31, dispatch): every technician of the team judged for the
// booking's date and window by the rules capacity counts with (decision 049), then ranked. The one
// place that says why a technician is not eligible: the candidates list shows it, and the assignment
// asks it before giving a job to someone busy, on leave, outside their area or hours.

type Reader = Pick<Database, 'select'>;

/** The booking being dispatched, as far as the rules need it. */
export interface DispatchBooking {
  id: string;
  pincode: string;
  preferredDate: string | null;
  preferredTime: string | null;
  lat: number | null;
  lng: number | null;
}

/** A booking holding a window that day (the dispatched one left out). */
export interface DayHold {
  technicianId: number | null;
  window: string;
  lat: number | null;
  lng: number | null;
}

/** What the rules are judged from, for one technician. */
export interface TechnicianFacts {
  member: StaffMember;
  name: string;
  base: { lat: number; lng: number } | null;
}

/** The mean radius of the Earth, in km. */
const EARTH_RADIUS_KM = 6371;

/** The great-circle distance between two points, in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const windowIndex = (window: string) => PREFERRED_TIME_WINDOWS.indexOf(window as PreferredTimeWindow);

/** One technician judged for the booking: the facts and the rules they break (none: eligible). */
export function judgeCandidate(
  booking: DispatchBooking,
  facts: TechnicianFacts,
  holds: readonly DayHold[],
): DispatchCandidate {
  const { member } = facts;
  const date = booking.preferredDate;
  const window = heldWindow(booking.preferredTime);
  const own = holds.filter((hold) => hold.technicianId === member.id);
  const heldHere = own.filter((hold) => hold.window === window).length;
  const placesLeft = Math.max(0, member.jobsPerWindow - heldHere);
  const onLeave = date !== null && member.leave.some((leave) => leave.from <= date && date <= leave.to);
  const works =
    date === null || member.windows.size === 0 || member.windows.has(`${isoWeekday(date)} ${window}`);
  const servesPincode = serves(member.prefixes, booking.pincode);
  const free = date === null || placesLeft > 0;
  const unavailable: UnavailableReason[] = [];
  if (onLeave) unavailable.push('leave');
  if (!works) unavailable.push('hours');
  if (!servesPincode) unavailable.push('area');
  if (!free) unavailable.push('busy');
  return {
    id: member.id,
    name: facts.name,
    eligible: unavailable.length === 0,
    unavailable,
    free,
    placesLeft,
    jobsPerWindow: member.jobsPerWindow,
    works,
    serves: servesPincode,
    onLeave,
    jobsThatDay: date === null ? 0 : own.length,
    distance: distanceFor(booking, facts, own, window),
  };
}

/** From their previous job that day (the latest earlier window with a located job), else their base. */
function distanceFor(
  booking: DispatchBooking,
  facts: TechnicianFacts,
  own: readonly DayHold[],
  window: string,
): DispatchDistance | null {
  if (booking.lat === null || booking.lng === null) return null;
  const here = { lat: booking.lat, lng: booking.lng };
  const before = own
    .filter(
      (hold) => hold.lat !== null && hold.lng !== null && windowIndex(hold.window) < windowIndex(window),
    )
    .sort((a, b) => windowIndex(b.window) - windowIndex(a.window));
  const previous = before[0];
  if (previous) {
    return { km: round(haversineKm(here, { lat: previous.lat!, lng: previous.lng! })), from: 'previous_job' };
  }
  if (facts.base) return { km: round(haversineKm(here, facts.base)), from: 'base' };
  return null;
}

const round = (km: number) => Math.round(km * 10) / 10;

/** Eligible first, then fewest jobs that day, then the shortest distance (unknown last), then name. */
export function rankCandidates(candidates: readonly DispatchCandidate[]): DispatchCandidate[] {
  return [...candidates].sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      a.jobsThatDay - b.jobsThatDay ||
      (a.distance?.km ?? Infinity) - (b.distance?.km ?? Infinity) ||
      a.name.localeCompare(b.name, 'en') ||
      a.id - b.id,
  );
}

/** The team's facts and the day's holds for a booking, read the way capacity reads them. */
async function readFacts(
  db: Reader,
  booking: DispatchBooking,
  only?: number,
): Promise<{ team: TechnicianFacts[]; holds: DayHold[] }> {
  const date = booking.preferredDate;
  // A booking with no date yet is judged on its area only (no leave is read for the first day of year 1).
  const day = date ?? '0001-01-01';
  const staff = (await readStaff(db, day, day)).filter((member) => only === undefined || member.id === only);
  if (staff.length === 0) return { team: [], holds: [] };
  const ids = staff.map((member) => member.id);
  const [people, rows] = await Promise.all([
    db
      .select({
        id: technicians.id,
        name: users.name,
        baseLat: technicians.baseLat,
        baseLng: technicians.baseLng,
      })
      .from(technicians)
      .innerJoin(users, eq(users.id, technicians.userId))
      .where(inArray(technicians.id, ids)),
    date === null
      ? Promise.resolve([])
      : db
          .select({
            technicianId: bookings.technicianId,
            window: bookings.preferredTime,
            lat: bookings.lat,
            lng: bookings.lng,
          })
          .from(bookings)
          .where(
            and(
              inArray(bookings.status, [...HOLDING_STATUSES]),
              eq(bookings.preferredDate, date),
              inArray(bookings.technicianId, ids),
              ne(bookings.id, booking.id),
            ),
          ),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  return {
    team: staff.map((member) => {
      const person = byId.get(member.id);
      const base =
        person?.baseLat != null && person.baseLng != null
          ? { lat: person.baseLat, lng: person.baseLng }
          : null;
      return { member, name: person?.name ?? '', base };
    }),
    holds: rows.map((row) => ({ ...row, window: heldWindow(row.window) })),
  };
}

/** Every technician of the team for this booking, best first. */
export async function rankedCandidates(db: Reader, booking: DispatchBooking): Promise<DispatchCandidate[]> {
  const { team, holds } = await readFacts(db, booking);
  return rankCandidates(team.map((facts) => judgeCandidate(booking, facts, holds)));
}

/**
 * The rules a technician of the team breaks by taking this booking, most telling first (none:
 * eligible). Someone not on the team is the assignment's own refusal, not this one's.
 */
export async function whyNotEligible(
  db: Reader,
  booking: DispatchBooking,
  technicianId: number,
): Promise<UnavailableReason[]> {
  const { team, holds } = await readFacts(db, booking, technicianId);
  const facts = team[0];
  return facts ? judgeCandidate(booking, facts, holds).unavailable : [];
}
