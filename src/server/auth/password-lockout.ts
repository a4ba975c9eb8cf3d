import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import type { Database } from '../db/client';
import { passwordFailures } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { networkBucket } from '../http/client-address';
import { HOUR_MS, MINUTE_MS } from '../lib/durations';
import {
  PASSWORD_FAILURES_BEFORE_LOCK,
  PASSWORD_FAILURES_BEFORE_NAME_LOCK,
  PASSWORD_FAILURES_BEFORE_NETWORK_LOCK,
  PASSWORD_FAILURES_PAUSE_HOURS,
  PASSWORD_LOCK_FIRST_MINUTES,
  PASSWORD_LOCK_LONGEST_MINUTES,
  PASSWORD_NAME_LOCK_MINUTES,
} from '../limits';
import type { Clock } from './one-time-codes';

// Staff password sign-in, counted three ways (decisions 005 and 028). The auth library's limits count
// per client address, which lets anyone with many addresses guess on; counting per name alone let
// anyone who knows a staff e-mail keep that person out. So a name is locked for the network that
// guesses at it; a network that tries many names is locked for all of them; and a name that fails
// from many networks in a row reaches a ceiling that locks it for every browser that has not signed
// in with it before, which a password reset by e-mail lifts. Every try counts as a failure from the
// moment it starts, and a try that gets through takes its count away: so parallel guesses are counted
// too, and no answer waits on whether the name has an account.

/** The first wait of a network's lock; each further failure doubles it, up to the longest. */
const FIRST_LOCK_MS = PASSWORD_LOCK_FIRST_MINUTES * MINUTE_MS;
const LONGEST_LOCK_MS = PASSWORD_LOCK_LONGEST_MINUTES * MINUTE_MS;
/** The key of a count over every network (for a name) or every name (for a network). */
const EVERY = '';

export interface PasswordTry {
  /** The e-mail or phone number as typed. */
  identifier: string;
  clientAddress: string;
  /** The browser has signed in with this name before: the ceiling reached by strangers leaves it open. */
  knownDevice?: boolean;
}

export interface PasswordLockout {
  /**
   * Counts a sign-in try with this name, before its password is checked; throws SIGN_IN_LOCKED while
   * the name is refused to this client (the right password included).
   */
  begin(attempt: PasswordTry): Promise<void>;
  /** The try got through: the name's counts start again, and the network's loses this try. */
  succeeded(attempt: PasswordTry): Promise<void>;
  /** A password reset by e-mail proved the inbox: the name's ceiling and this network's lock are lifted. */
  forgive(identifier: string, clientAddress: string): Promise<void>;
}

/**
 * The name a count is kept under: a phone number (10 digits, plain, +91 or +91-) as +91XXXXXXXXXX,
 * anything else in lower case. A technician's phone and e-mail are two names, each with its own count:
 * joining them would need the account, and then the answers would differ for names with none.
 */
export function signInName(identifier: string): string {
  const trimmed = identifier.trim();
  const phone = trimmed.includes('@') ? null : parsePhone(trimmed);
  return phone ?? trimmed.toLowerCase();
}

/** How long a network is refused once it has `failures` in a row (none below the threshold). */
function doublingLock(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 16);
  return Math.min(FIRST_LOCK_MS * 2 ** doublings, LONGEST_LOCK_MS);
}

/** The name's ceiling: an hour, and another after each further failure. */
function ceilingLock(failures: number): number {
  return failures >= PASSWORD_FAILURES_BEFORE_NAME_LOCK ? PASSWORD_NAME_LOCK_MINUTES * MINUTE_MS : 0;
}

function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'SIGN_IN_LOCKED',
    `Too many failed sign-in attempts. For your security, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { retryAfterSeconds: seconds, params: { count: minutes } },
  );
}

const rowsOf = (name: string, network: string) =>
  or(
    and(eq(passwordFailures.identifier, name), inArray(passwordFailures.clientBucket, [network, EVERY])),
    and(eq(passwordFailures.identifier, EVERY), eq(passwordFailures.clientBucket, network)),
  );

type Counter = typeof passwordFailures.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface TryScope {
  name: string;
  network: string;
  knownDevice: boolean;
  now: Date;
}

/** One of the three counts a try adds to, with its lock and whether it holds this browser back. */
interface CountOfTries {
  identifier: string;
  clientBucket: string;
  row: Counter | undefined;
  lockMs: (n: number) => number;
  applies: boolean;
}

/** The name's count on this network, the network's over all names, and the name's over all networks. */
function countersOf(rows: Counter[], { name, network, knownDevice }: Omit<TryScope, 'now'>): CountOfTries[] {
  const find = (id: string, bucket: string) =>
    rows.find((row) => row.identifier === id && row.clientBucket === bucket);
  return [
    {
      identifier: name,
      clientBucket: network,
      row: find(name, network),
      lockMs: (n) => doublingLock(n, PASSWORD_FAILURES_BEFORE_LOCK),
      applies: true,
    },
    {
      identifier: EVERY,
      clientBucket: network,
      row: find(EVERY, network),
      lockMs: (n) => doublingLock(n, PASSWORD_FAILURES_BEFORE_NETWORK_LOCK),
      applies: true,
    },
    {
      identifier: name,
      clientBucket: EVERY,
      row: find(name, EVERY),
      lockMs: ceilingLock,
      applies: !knownDevice,
    },
  ];
}

/** Counts a try in all three ways, or answers until when it is refused (then it counts nowhere). */
async function countTry(tx: Transaction, scope: TryScope): Promise<Date | null> {
  const { name, network, now } = scope;
  // One try per name, then per network, at a time (always in this order: no deadlock), so that
  // parallel guesses are counted one after another.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password:${name}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-network:${network}`}))`);
  const rows = await tx.select().from(passwordFailures).where(rowsOf(name, network));
  const counters = countersOf(rows, scope);
  for (const { row, applies } of counters) {
    if (applies && row?.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
  }
  for (const { identifier: id, clientBucket, row, lockMs } of counters) {
    // A day without a failure starts a count again.
    const stillCounting =
      row && row.lastFailureAt.getTime() > now.getTime() - PASSWORD_FAILURES_PAUSE_HOURS * HOUR_MS;
    const failures = stillCounting ? row.failures + 1 : 1;
    const ms = lockMs(failures);
    const values = {
      failures,
      lastFailureAt: now,
      // This try is still checked: it starts the lock if it fails, and ends it if it gets through.
      lockedUntil: ms ? new Date(now.getTime() + ms) : null,
    };
    await tx
      .insert(passwordFailures)
      .values({ identifier: id, clientBucket, ...values })
      .onConflictDoUpdate({
        target: [passwordFailures.identifier, passwordFailures.clientBucket],
        set: values,
      });
  }
  return null;
}

export function createPasswordLockout(db: Database, clock: Clock): PasswordLockout {
  return {
    async begin({ identifier, clientAddress, knownDevice = false }) {
      const name = signInName(identifier);
      const network = networkBucket(clientAddress);
      const now = clock();
      const lockedUntil = await db.transaction((tx) => countTry(tx, { name, network, knownDevice, now }));
      if (lockedUntil) throw lockedError(lockedUntil, now);
    },

    async succeeded({ identifier, clientAddress }) {
      const name = signInName(identifier);
      const network = networkBucket(clientAddress);
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordFailures)
          .where(
            and(
              eq(passwordFailures.identifier, name),
              inArray(passwordFailures.clientBucket, [network, EVERY]),
            ),
          );
        // The network's count over all names keeps its other failures: a staff member signing in does
        // not clear the tries someone on the same network made at other names.
        await tx
          .update(passwordFailures)
          .set({ failures: sql`greatest(${passwordFailures.failures} - 1, 0)` })
          .where(and(eq(passwordFailures.identifier, EVERY), eq(passwordFailures.clientBucket, network)));
      });
    },

    async forgive(identifier, clientAddress) {
      await db
        .delete(passwordFailures)
        .where(
          and(
            eq(passwordFailures.identifier, signInName(identifier)),
            inArray(passwordFailures.clientBucket, [networkBucket(clientAddress), EVERY]),
          ),
        );
    },
  };
}
