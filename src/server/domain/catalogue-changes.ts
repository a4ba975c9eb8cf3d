import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import type { CatalogueCache } from '../lib/catalogue-cache';
import type { Logger } from '../lib/logger';
import type { Transaction } from './booking-lifecycle';

// Every catalogue write is announced with pg_notify inside its transaction (at commit, never for a
// rollback). Each process listens and drops its catalogue cache (src/server/lib/catalogue-cache.ts),
// so a customer's next page shows the change on every process that shares the database. The process
// that wrote drops its own cache at once as well, without waiting for the notification.

export const CATALOGUE_CHANGES_CHANNEL = 'catalogue_changes';

/**
 * The catalogue's advisory lock, in the two-key space so that no hashtext() key of the one-key space
 * can be it. A catalogue write takes it alone, first, before it touches a row; a booking takes it
 * shared while it reads prices and stores them (decision 024). So no price changes between a
 * booking's read and its commit, and bookings never wait on each other for it.
 */
const CATALOGUE_LOCK = sql`4242, 2`;

/** `pg_advisory_xact_lock_shared(…)` of the catalogue's lock, for a booking's lock statement. */
export function shareCatalogueLock() {
  return sql`pg_advisory_xact_lock_shared(${CATALOGUE_LOCK})`;
}

type Executor = Pick<Database, 'execute'>;

export async function announceCatalogueChange(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANGES_CHANNEL}, '')`);
}

/**
 * Drops `cache` whenever any process announces a catalogue change, and when the listening connection
 * comes back after a loss (changes may have been missed). Resolves with the function that stops.
 */
export function followCatalogueChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cache: Pick<CatalogueCache, 'invalidate'>,
  logger: Logger,
): Promise<() => Promise<void>> {
  return database.listen(CATALOGUE_CHANGES_CHANNEL, {
    onNotify: () => cache.invalidate(),
    onResync: () => cache.invalidate(),
    onError: (error) => logger.warn({ err: error }, 'catalogue changes lost their database connection'),
  });
}

/**
 * Makes a catalogue change in one transaction with its announcement, then drops this process's cache
 * at once (other processes drop theirs when the announcement reaches them).
 */
export async function changeCatalogue<T>(
  db: Database,
  cache: Pick<CatalogueCache, 'invalidate'>,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    // Before any row: a write that held a row a booking's foreign key waits for, while waiting for
    // that booking's shared lock, would deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const value = await change(tx);
    await announceCatalogueChange(tx);
    return value;
  });
  cache.invalidate();
  return result;
}
