import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverErrorCounts } from '../db/schema/index';

const HOUR_MS = 3600_000;

/**
 * Adds one to the 500s of `route` (its pattern, never the path, which may hold a token) in the hour of
 * `now`. In the database, so that every process adds to the same count and the admin overview and an
 * alert see the whole site (decision 033). One upsert per 500: they are rare, and a site throwing many
 * has a bigger problem than this write.
 */
export async function countServerError(
  db: Database,
  request: { method: string; route: string },
  now: Date,
): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(serverErrorCounts)
    .values({ hour, method: request.method, route: request.route.slice(0, 200), count: 1 })
    .onConflictDoUpdate({
      target: [serverErrorCounts.hour, serverErrorCounts.method, serverErrorCounts.route],
      set: { count: sql`${serverErrorCounts.count} + 1` },
    });
}
