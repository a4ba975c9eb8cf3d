import { sql } from 'drizzle-orm';
import type { FreeWindow } from '../../shared/api-error';
import type { PreferredTimeWindow } from '../../shared/booking-time';
import { addDays, indiaDate, visitStart } from '../../shared/booking-time';
import { AppError } from '../http/app-error';
import { SLOT_FULL_ALTERNATIVE_WINDOWS, SLOT_FULL_SEARCH_DAYS } from '../limits';
import type { Database } from '../db/client';
import type { Transaction } from './booking-lifecycle';

type Reader = Pick<Database, 'select'>;
import { readHolds, readStaff, windowCapacity } from './capacity';
import { heldWindow, indexHolds, isoWeekday, placesLeft, serves } from './capacity-count';

// A booking takes a place in its window, and a move takes one in the new window, only while places are
// left (decision 051). Every transaction that takes a place first takes the window's lock: a
// transaction-scoped advisory lock on the date and window, whatever the pincode, so that two customers
// racing for the last place are counted one after the other. The count runs after the lock, in a
// statement of its own, so it sees every booking committed by whoever held the lock before.

/** The advisory lock of one window on one date (taken with the booking's other locks, in one statement). */
export function windowLockKey(date: string, window: string | null): string {
  return `window:${date} ${heldWindow(window)}`;
}

// Within one process, the transactions that want one window also queue in memory before they take a
// connection: a crowd racing for one window then waits without holding the pool's connections (ten),
// so requests for every other window and page go on, and none of the crowd times out waiting for a
// connection. The advisory lock still decides between processes.
const windowQueues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier piece of work of this process for the same window has settled. */
export async function inWindowQueue<T>(
  date: string | null | undefined,
  window: string | null | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!date) return work();
  const key = windowLockKey(date, window ?? null);
  const run = (windowQueues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  windowQueues.set(key, settled);
  try {
    return await run;
  } finally {
    if (windowQueues.get(key) === settled) windowQueues.delete(key);
  }
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

/** A full window's refusal, thrown under the lock; the nearest free windows are added after it. */
class WindowFull extends AppError {
  constructor(
    readonly wanted: WantedPlace & { window: PreferredTimeWindow },
    readonly served: boolean,
  ) {
    super(
      'SLOT_FULL',
      served
        ? 'That time is now fully booked. Please choose another time; the nearest free ones are shown.'
        : 'We do not visit this pincode yet. Please call or WhatsApp us and we will try to help.',
      undefined,
      { reason: served ? 'full' : 'unserved', alternatives: [] },
    );
  }
}

/**
 * Refuses with 409 SLOT_FULL when the window has no place left for the pincode. Call it holding the
 * window's lock. A shop with no technician yet takes every booking.
 */
export async function requirePlace(tx: Transaction, wanted: WantedPlace): Promise<void> {
  const { pincode, date, bookingId } = wanted;
  const window = heldWindow(wanted.window) as PreferredTimeWindow;
  const staff = await readStaff(tx, date, date, { weekday: isoWeekday(date), window });
  if (staff.length === 0) return;
  const held = indexHolds(await readHolds(tx, date, date, bookingId), new Set(staff.map((m) => m.id)));
  if (placesLeft(staff, held, pincode, date, window) > 0) return;
  throw new WindowFull(
    { ...wanted, window },
    staff.some((member) => serves(member.prefixes, pincode)),
  );
}

/**
 * A full window's refusal with the nearest free windows, worked out once its transaction has ended:
 * the crowd behind the window's lock does not wait for them. Any other error is answered as it is.
 */
export async function withNearestFreeWindows(db: Reader, error: unknown, now: Date): Promise<unknown> {
  if (!(error instanceof WindowFull) || !error.served) return error;
  return new AppError(error.code, error.message, undefined, {
    ...error.details,
    alternatives: await nearestFreeWindows(db, error.wanted, now),
  });
}

/** The free windows nearest in time to the one asked for, in the week either side of it. */
async function nearestFreeWindows(
  db: Reader,
  wanted: WantedPlace & { window: PreferredTimeWindow },
  now: Date,
): Promise<FreeWindow[]> {
  const today = indiaDate(now);
  const earliest = addDays(wanted.date, -SLOT_FULL_SEARCH_DAYS);
  const from = earliest > today ? earliest : today;
  const days =
    Math.round((Date.parse(addDays(wanted.date, SLOT_FULL_SEARCH_DAYS)) - Date.parse(from)) / 86_400_000) + 1;
  const capacity = await windowCapacity(db, { pincode: wanted.pincode, from, days }, now);
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
