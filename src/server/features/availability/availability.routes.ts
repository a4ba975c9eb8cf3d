import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { availabilityQuerySchema } from '../../../shared/schemas/technician-schedule';
import { windowCapacity } from '../../domain/capacity';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';

// The places left in each bookable window for a pincode (public; decision 049). Answers are kept a few
// seconds in the process and dropped on every change that moves places (lib/availability-cache.ts).
// Which windows are bookable depends on the time as well, so the key holds the minute.

export function createAvailabilityRoutes({ db, availabilityCache }: AppServices) {
  return new Hono<AppEnv>().get('/availability', async (c) => {
    const query = parseQuery(c, availabilityQuerySchema);
    const minute = Math.floor(c.var.now.getTime() / 60_000);
    const key = `${query.pincode} ${query.from} ${query.days} ${minute}`;
    const capacity = await availabilityCache.get(key, () => windowCapacity(db, query, c.var.now));
    return c.json(capacity satisfies ResponseOf<'GET /api/availability'>);
  });
}
