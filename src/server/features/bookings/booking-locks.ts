import { sql } from 'drizzle-orm';
import type { Transaction } from '../../domain/booking-lifecycle';
import { shareCatalogueLock } from '../../domain/catalogue-changes';

// What a booking's transaction serialises: the client's hourly cap, a retried Idempotency-Key
// (booking-idempotency.ts), for a referral the person (booking-referral.ts), so that concurrent
// bookings cannot each be "first", and the visit's window (domain/window-places.ts), so that they
// cannot each take its last place. All are transaction-scoped advisory locks, released at commit.

/** The lock on a client address's hourly count of bookings (booking-limits.ts counts under it). */
export function bookingRateLockKey(clientAddress: string): string {
  return `booking-rate:${clientAddress}`;
}

/**
 * Takes every lock a booking needs, and the catalogue's lock shared, in one statement. Keys are taken
 * sorted, so two transactions never wait on each other in a cycle. Every catalogue write takes the
 * catalogue's lock alone first: the prices the booking reads stay the database's until it commits.
 */
export async function takeBookingLocks(tx: Transaction, lockKeys: string[]): Promise<void> {
  const keys = sql.join(
    lockKeys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`with catalogue as (select ${shareCatalogueLock()})
        select pg_advisory_xact_lock(k) from catalogue,
          (select distinct hashtext(x) as k from unnest(array[${keys}]::text[]) as x) as keys order by k`,
  );
}
