import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import type { AvailabilityCache } from '../lib/availability-cache';
import type { Logger } from '../lib/logger';
import { ACCESS_CHANGES_CHANNEL, BOOKING_CHANGES_CHANNEL } from '../notifications/live-changes';

// What changes the places of a window: every booking change (announced on booking_changes by the
// booking's own transaction), a technician's week, area or leave (announced here, on schedule_changes),
// and a technician leaving the team (access_changes for their roles). Each is announced with pg_notify
// in the write's transaction, so it goes out at the commit, to every process; each process drops its
// cached availability when it hears one (decision 049).

export const SCHEDULE_CHANGES_CHANNEL = 'schedule_changes';

type Executor = Pick<Database, 'execute'>;

/** Announces a change of who works when and where, at the commit of `tx`. */
export async function announceScheduleChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${SCHEDULE_CHANGES_CHANNEL}, '')`);
}

/**
 * Drops `cache` whenever any process announces a change that moves places, and when the listening
 * connection comes back after a loss (changes may have been missed). Resolves with the function that stops.
 */
export function followAvailabilityChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: Pick<AvailabilityCache, 'invalidate'>,
  logger: Logger,
): Promise<() => Promise<void>> {
  return database.listen([BOOKING_CHANGES_CHANNEL, SCHEDULE_CHANGES_CHANNEL, ACCESS_CHANGES_CHANNEL], {
    onNotify: () => cache.invalidate(),
    onResync: () => cache.invalidate(),
    onError: (error) => logger.warn({ err: error }, 'availability changes lost their database connection'),
  });
}
