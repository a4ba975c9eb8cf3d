import type { Hono } from 'hono';
import type { AvailabilityCache } from '../lib/availability-cache';
import type { AppEnv } from './request-context';

// The API paths whose writes can move a window's places: bookings (made, cancelled, moved, by the
// customer or through a tracking link), the admin desk (assignments, statuses, technicians, their weeks
// and leave) and the technician's own (jobs, leave).
const AVAILABILITY_WRITE_PATHS = ['/api/bookings/*', '/api/track/*', '/api/admin/*', '/api/technician/*'];

/**
 * Drops this process's cached availability after a write there succeeds, so the next answer here
 * counts it at once. Every process (this one too) also drops it when the write's announcement arrives
 * (domain/schedule-changes.ts); this only spares the writer the wait.
 */
export function dropAvailabilityAfterWrites(app: Hono<AppEnv>, cache: Pick<AvailabilityCache, 'invalidate'>) {
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], AVAILABILITY_WRITE_PATHS, async (c, next) => {
    await next();
    if (c.res.status < 400) cache.invalidate();
  });
}
