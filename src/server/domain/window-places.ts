import { sql } from 'drizzle-orm';
import type { FreeWindow } from '../../shared/api-error';
import type { PreferredTimeWindow } from '../../shared/booking-time';
import { addDays, indiaDate, visitStart } from '../../shared/booking-time';
import { AppError } from '../http/app-error';
import { SLOT_FULL_ALTERNATIVE_WINDOWS, SLOT_FULL_SEARCH_DAYS } from '../limits';
import type { Transaction } from './booking-lifecycle';
import { readHolds, readStaff, windowCapacity } from './capacity';
import { heldWindow, indexHolds, placesLeft, serves } from './capacity-count';

// A booking takes a place in its window, and a move takes one in the new window, only while places are
// left (decision 051). Every transaction that takes a place first takes the window's lock: a
// transaction-scoped advisory lock on the date and window, whatever the pincode, so that two customers
// racing for the last place are counted one after the other. The count runs after the lock, in a
// statement of its own, so it sees every booking committed by whoever held the lock before.

/** The advisory lock of one window on one date (taken with the booking's other locks, in one statement). */
export function windowLockKey(date: string, window: string | null): string {
  return `window:${date} ${heldWindow(window)}`;
}

/** Takes one window's lock, for a transaction that takes no other advisory lock (a move). */
export async function lockWindow(tx: Transaction, date: string, window: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${windowLockKey(date, window)}))`);
}

export interface WantedPlace {
  pincode: string;
  date: string;
  window: string | null;
  /** The booking being moved: it does not count against its own new window. */
  bookingId?: string;
}

/**
 * Refuses with 409 SLOT_FULL, and the nearest free windows, when the window has no place left for the
 * pincode. Call it holding the window's lock. A shop with no technician yet takes every booking.
 */
export async function requirePlace(tx: Transaction, wanted: WantedPlace, now: Date): Promise<void> {
  const { pincode, date, bookingId } = wanted;
  const staff = await readStaff(tx, date, date);
  if (staff.length === 0) return;
  const window = heldWindow(wanted.window) as PreferredTimeWindow;
  const held = indexHolds(await readHolds(tx, date, date, bookingId), new Set(staff.map((m) => m.id)));
  if (placesLeft(staff, held, pincode, date, window) > 0) return;
  const served = staff.some((member) => serves(member.prefixes, pincode));
  throw new AppError(
    'SLOT_FULL',
    served
      ? 'That time is now fully booked. Please choose another time; the nearest free ones are shown.'
      : 'We do not visit this pincode yet. Please call or WhatsApp us and we will try to help.',
    undefined,
    {
      reason: served ? 'full' : 'unserved',
      alternatives: served ? await nearestFreeWindows(tx, { ...wanted, window }, now) : [],
    },
  );
}

/** The free windows nearest in time to the one asked for, in the week either side of it. */
async function nearestFreeWindows(
  tx: Transaction,
  wanted: WantedPlace & { window: PreferredTimeWindow },
  now: Date,
): Promise<FreeWindow[]> {
  const today = indiaDate(now);
  const earliest = addDays(wanted.date, -SLOT_FULL_SEARCH_DAYS);
  const from = earliest > today ? earliest : today;
  const days =
    Math.round((Date.parse(addDays(wanted.date, SLOT_FULL_SEARCH_DAYS)) - Date.parse(from)) / 86_400_000) + 1;
  const capacity = await windowCapacity(tx, { pincode: wanted.pincode, from, days }, now);
  const asked = visitStart(wanted.date, wanted.window).getTime();
  return capacity.days
    .flatMap(({ date, windows }) =>
      windows.filter((w) => !w.full).map((w) => ({ date, window: w.window, places: w.places })),
    )
    .filter((free) => !(free.date === wanted.date && free.window === wanted.window))
    .map((free) => ({ free, distance: Math.abs(visitStart(free.date, free.window).getTime() - asked) }))
    .sort((a, b) => a.distance - b.distance || a.free.date.localeCompare(b.free.date))
    .slice(0, SLOT_FULL_ALTERNATIVE_WINDOWS)
    .map(({ free }) => free);
}
