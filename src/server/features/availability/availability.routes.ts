import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { availabilityQuerySchema } from '../../../shared/schemas/technician-schedule';
import { addDays, indiaDate } from '../../../shared/booking-time';
import { AVAILABILITY_MAX_DAYS } from '../../../shared/schemas/technician-schedule';
import { countCapacity, readShopDays } from '../../domain/capacity';
import type { ShopDays } from '../../domain/capacity';
import type { AvailabilityCache } from '../../lib/availability-cache';
import type { Database } from '../../db/client';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';

// The places left in each bookable window for a pincode (public; decision 049). Answers are kept a few
// seconds in the process and dropped on every change that moves places (lib/availability-cache.ts).
// Which windows are bookable depends on the time as well, so the key holds the minute. Every pincode is
// counted from the same rows (the team, and the bookings holding windows), so those are kept too, for
// the days the booking form asks about (today and the next ones), under the same rule: dropped on
// every change. Another pincode then costs a count, not a read.

/** The days whose rows are kept: what the booking form asks (from today), and a reschedule's week on. */
const KEPT_DAYS = AVAILABILITY_MAX_DAYS * 2;

async function shopFor(
  db: Database,
  cache: AvailabilityCache,
  query: { from: string; days: number },
  now: Date,
): Promise<ShopDays> {
  const today = indiaDate(now);
  const lastKept = addDays(today, KEPT_DAYS - 1);
  const to = addDays(query.from, query.days - 1);
  if (query.from < today || to > lastKept) return readShopDays(db, query.from, to);
  return cache.get(`shop ${today}`, () => readShopDays(db, today, lastKept));
}

export function createAvailabilityRoutes({ db, availabilityCache }: AppServices) {
  return new Hono<AppEnv>().get('/availability', async (c) => {
    const query = parseQuery(c, availabilityQuerySchema);
    const minute = Math.floor(c.var.now.getTime() / 60_000);
    const key = `${query.pincode} ${query.from} ${query.days} ${minute}`;
    const now = c.var.now;
    const capacity = await availabilityCache.get(key, async () =>
      countCapacity(await shopFor(db, availabilityCache, query, now), query, now),
    );
    return c.json(capacity satisfies ResponseOf<'GET /api/availability'>);
  });
}
