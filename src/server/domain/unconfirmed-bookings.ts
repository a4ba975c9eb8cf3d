import { and, asc, count, eq, lte } from 'drizzle-orm';
import { addDays, indiaDate, PREFERRED_TIME_WINDOWS } from '../../shared/booking-time';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/index';
import type { BookingRow } from '../notifications/templates/booking-facts';

// Pending bookings nobody has confirmed in time (issue 31): the clock is the working day, 9:00 to
// 19:00 India time (the first window's start to the last one's end), so a booking made at 18:30
// waits 30 minutes that evening and the rest the next morning, not through the night. The overview
// lists them and the notice clock e-mails the admins once about each.

const MINUTE_MS = 60_000;
const OPENS = PREFERRED_TIME_WINDOWS[0].slice(0, 5);
const CLOSES = PREFERRED_TIME_WINDOWS[PREFERRED_TIME_WINDOWS.length - 1]!.slice(-5);

const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).getTime();

/**
 * The latest moment a booking can have been made and have waited `minutes` working minutes by `now`:
 * walking back from `now` through the working hours of each day. Working minutes only grow as the
 * making moment moves back, so 'made at or before this' is exactly 'waited that long'.
 */
export function workingTimeBefore(now: Date, minutes: number): Date {
  let remaining = minutes * MINUTE_MS;
  let day = indiaDate(now);
  let until = Math.min(now.getTime(), at(day, CLOSES));
  for (;;) {
    const opens = at(day, OPENS);
    const available = Math.max(0, until - opens);
    if (available >= remaining) return new Date(until - remaining);
    remaining -= available;
    day = addDays(day, -1);
    until = at(day, CLOSES);
  }
}

/** The working minutes between `from` and `to` (whole minutes), for the words of the alert. */
export function workingMinutesBetween(from: Date, to: Date): number {
  let total = 0;
  for (let day = indiaDate(from); day <= indiaDate(to); day = addDays(day, 1)) {
    const start = Math.max(from.getTime(), at(day, OPENS));
    const end = Math.min(to.getTime(), at(day, CLOSES));
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE_MS);
}

/** Pending, and made at or before the moment that has now waited the allowed working time. */
function unconfirmedWhere(now: Date, minutes: number) {
  return and(eq(bookings.status, 'pending'), lte(bookings.createdAt, workingTimeBefore(now, minutes)));
}

/** How many pending bookings have waited too long, and the `limit` that have waited longest. */
export async function findUnconfirmedBookings(
  db: Pick<Database, 'select'>,
  now: Date,
  minutes: number,
  limit: number,
): Promise<{ count: number; oldest: BookingRow[] }> {
  const where = unconfirmedWhere(now, minutes);
  const [totals, oldest] = await Promise.all([
    db.select({ count: count() }).from(bookings).where(where),
    db.select().from(bookings).where(where).orderBy(asc(bookings.createdAt), asc(bookings.id)).limit(limit),
  ]);
  return { count: totals[0]?.count ?? 0, oldest };
}
