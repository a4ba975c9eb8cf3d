import type { PreferredTimeWindow } from '../../shared/booking-time';
import { heldWindow } from '../../shared/booking-time';

// How the places of one window are counted, from rows already read (capacity.ts reads them). Pure, so
// that the rule reads in one place (decision 049):
//   places = Σ over the technicians who work the window that weekday, serve the pincode and are not on
//            approved leave: (the jobs they take per window − their bookings holding it)
//          − the window's unassigned bookings that one of those technicians could take.
// An unassigned booking is counted against every pincode its possible technicians serve: it will take
// one of them, and until it is assigned nobody knows which. A booking whose technician is no longer on
// the team waits for another, so it counts as unassigned.

/** Jobs a technician takes in one window unless an admin sets more (the default; decision 049). */
export const JOBS_PER_TECHNICIAN_PER_WINDOW = 1;

/** A technician on the team, with what they have set (empty lists: the defaults). */
export interface StaffMember {
  id: number;
  /** 'weekday window' pairs, such as '1 09:00-11:00'; empty: every window on every day. */
  windows: ReadonlySet<string>;
  /** Pincodes and prefixes; empty: every pincode. */
  prefixes: readonly string[];
  /** Approved leave, [from, to] inclusive, 'YYYY-MM-DD'. */
  leave: readonly { from: string; to: string }[];
  /** Jobs they take in one window (technicians.jobs_per_window; decision 051). */
  jobsPerWindow: number;
}

/** Bookings holding a window: how many, for which pincode, and with which technician (or none). */
export interface Hold {
  technicianId: number | null;
  pincode: string;
  date: string;
  window: string | null;
  count: number;
}

/** ISO day of the week of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a list of pincodes and prefixes covers a pincode (an empty list covers all). */
export function serves(prefixes: readonly string[], pincode: string): boolean {
  return prefixes.length === 0 || prefixes.some((prefix) => pincode.startsWith(prefix));
}

// The window a booking holds (its own, or the day's first when it chose none) is shared with the
// booking form, which shows "any time" full by the same rule.
export { heldWindow };

/** Whether a technician is on approved leave on a date. */
export function isOnLeave(member: StaffMember, date: string): boolean {
  return member.leave.some((leave) => leave.from <= date && date <= leave.to);
}

/** Whether a technician works a window on a date: not on leave, and the window is in their week. */
export function works(member: StaffMember, date: string, window: PreferredTimeWindow): boolean {
  if (isOnLeave(member, date)) return false;
  return member.windows.size === 0 || member.windows.has(`${isoWeekday(date)} ${window}`);
}

/** The holds of a team, indexed for counting one window after another. */
export function indexHolds(holds: readonly Hold[], team: ReadonlySet<number>) {
  const byTechnician = new Map<string, number>();
  const unassigned = new Map<string, { pincode: string; count: number }[]>();
  for (const hold of holds) {
    const slot = `${hold.date} ${heldWindow(hold.window)}`;
    if (hold.technicianId !== null && team.has(hold.technicianId)) {
      const key = `${hold.technicianId} ${slot}`;
      byTechnician.set(key, (byTechnician.get(key) ?? 0) + hold.count);
    } else {
      unassigned.set(slot, [...(unassigned.get(slot) ?? []), { pincode: hold.pincode, count: hold.count }]);
    }
  }
  return { byTechnician, unassigned };
}

/** The places left in one window on one date for one pincode. */
export function placesLeft(
  staff: readonly StaffMember[],
  held: ReturnType<typeof indexHolds>,
  pincode: string,
  date: string,
  window: PreferredTimeWindow,
): number {
  const slot = `${date} ${window}`;
  const eligible = staff.filter((member) => works(member, date, window) && serves(member.prefixes, pincode));
  const free = eligible.reduce(
    (sum, member) =>
      sum + Math.max(0, member.jobsPerWindow - (held.byTechnician.get(`${member.id} ${slot}`) ?? 0)),
    0,
  );
  const waiting = (held.unassigned.get(slot) ?? [])
    .filter((hold) => eligible.some((member) => serves(member.prefixes, hold.pincode)))
    .reduce((sum, hold) => sum + hold.count, 0);
  return Math.max(0, free - waiting);
}
