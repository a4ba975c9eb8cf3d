import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { codeFailures } from '../db/schema/index';
import { HOUR_MS, MINUTE_MS } from '../lib/durations';
import {
  CODE_FAILURES_BEFORE_LOCK_EVERYWHERE,
  CODE_FAILURES_BEFORE_NETWORK_LOCK,
  CODE_FAILURES_EVERYWHERE_PAUSE_HOURS,
  CODE_FAILURES_NETWORK_PAUSE_MINUTES,
  CODE_LOCK_MINUTES,
} from '../limits';

// Consecutive wrong codes for one identifier, across codes (decisions 005 and 028): counted per client
// network, whose lock keeps a guesser out while the person signs in from their own, and over all
// networks, whose ceiling keeps guessing from many networks impossible without locking out the
// browsers the identifier has signed in from.

/** The key of an identifier's count over all networks in `code_failures`. */
const EVERYWHERE = '';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Counts = (typeof codeFailures.$inferSelect)[];

export interface FailureScope {
  identifier: string;
  network: string;
  /** The browser has signed in with this identifier before: the lock over all networks leaves it open. */
  knownDevice: boolean;
  now: Date;
}

/** The identifier's counts for this network and over all networks. */
export function readFailureCounts(tx: Transaction, { identifier, network }: FailureScope): Promise<Counts> {
  return tx
    .select()
    .from(codeFailures)
    .where(
      and(eq(codeFailures.identifier, identifier), inArray(codeFailures.clientBucket, [EVERYWHERE, network])),
    );
}

/** Until when answers from this client are refused, or null. */
export function lockedUntil(counts: Counts, { network, knownDevice, now }: FailureScope): Date | null {
  for (const row of counts) {
    const applies = row.clientBucket === network || (row.clientBucket === EVERYWHERE && !knownDevice);
    if (applies && row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
  }
  return null;
}

/** Counts a wrong code; returns until when this client is now refused, or null. */
export async function countFailure(
  tx: Transaction,
  counts: Counts,
  scope: FailureScope,
): Promise<Date | null> {
  const { identifier, network, knownDevice, now } = scope;
  // Failures stay consecutive while each comes within a pause of the one before: an hour on one
  // network, a day over all of them.
  const counted = [
    {
      clientBucket: network,
      pauseMs: CODE_FAILURES_NETWORK_PAUSE_MINUTES * MINUTE_MS,
      lockAt: CODE_FAILURES_BEFORE_NETWORK_LOCK,
      applies: true,
    },
    {
      clientBucket: EVERYWHERE,
      pauseMs: CODE_FAILURES_EVERYWHERE_PAUSE_HOURS * HOUR_MS,
      lockAt: CODE_FAILURES_BEFORE_LOCK_EVERYWHERE,
      applies: !knownDevice,
    },
  ];
  let refusedUntil: Date | null = null;
  for (const { clientBucket, pauseMs, lockAt, applies } of counted) {
    const row = counts.find((count) => count.clientBucket === clientBucket);
    const stillCounting = row && row.lastFailureAt.getTime() > now.getTime() - pauseMs;
    const failures = stillCounting ? row.failures + 1 : 1;
    const until = failures >= lockAt ? new Date(now.getTime() + CODE_LOCK_MINUTES * MINUTE_MS) : null;
    if (applies) refusedUntil ??= until;
    const values = { failures, lastFailureAt: now, lockedUntil: until };
    await tx
      .insert(codeFailures)
      .values({ identifier, clientBucket, ...values })
      .onConflictDoUpdate({ target: [codeFailures.identifier, codeFailures.clientBucket], set: values });
  }
  return refusedUntil;
}

/**
 * A right code: the person's own network and the count over all networks start again; a lock on a
 * network that guessed stays until its hour is over.
 */
export async function clearFailures(tx: Transaction, { identifier, network }: FailureScope): Promise<void> {
  await tx
    .delete(codeFailures)
    .where(
      and(eq(codeFailures.identifier, identifier), inArray(codeFailures.clientBucket, [EVERYWHERE, network])),
    );
}
