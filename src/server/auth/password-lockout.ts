import { eq, sql } from 'drizzle-orm';
import { nationalDigits, toE164 } from '../../shared/phone';
import type { Database } from '../db/client';
import { passwordFailures } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Clock } from './one-time-codes';

// Staff password sign-in, counted per sign-in name (decision 005). The per-address limits of the auth
// library let anyone with many addresses guess on; this counts the guesses against the name itself.
// Every try counts as a failure from the moment it starts, and a try that gets through takes the count
// away: so parallel guesses are counted too, and no answer waits on whether the name has an account.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Failures in a row that a name may have before it is refused for a while. */
export const PASSWORD_FAILURES_BEFORE_LOCK = 5;
/** The first wait; each further failure doubles it, up to the longest. */
const FIRST_LOCK_MS = MINUTE_MS;
const LONGEST_LOCK_MS = 60 * MINUTE_MS;

export interface PasswordLockout {
  /**
   * Counts a sign-in try with this name, before its password is checked; throws SIGN_IN_LOCKED while
   * the name is refused (the right password included).
   */
  begin(identifier: string): Promise<void>;
  /** The try got through: the name's count starts again. */
  succeeded(identifier: string): Promise<void>;
}

/**
 * The name a count is kept under: a phone number (10 digits, plain, +91 or +91-) as +91XXXXXXXXXX,
 * anything else in lower case. A technician's phone and e-mail are two names, each with its own count:
 * joining them would need the account, and then the answers would differ for names with none.
 */
export function signInName(identifier: string): string {
  const trimmed = identifier.trim();
  const digits = trimmed.includes('@') ? null : nationalDigits(trimmed);
  return digits ? toE164(digits) : trimmed.toLowerCase();
}

/** How long the name is refused once it has `failures` in a row (none below the threshold). */
function lockFor(failures: number): number {
  if (failures < PASSWORD_FAILURES_BEFORE_LOCK) return 0;
  const doublings = Math.min(failures - PASSWORD_FAILURES_BEFORE_LOCK, 16);
  return Math.min(FIRST_LOCK_MS * 2 ** doublings, LONGEST_LOCK_MS);
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

export function createPasswordLockout(db: Database, clock: Clock): PasswordLockout {
  return {
    async begin(identifier) {
      const name = signInName(identifier);
      const now = clock();
      const lockedUntil = await db.transaction(async (tx) => {
        // One try per name at a time, so that parallel guesses are counted one after another.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password:${name}`}))`);
        const [row] = await tx.select().from(passwordFailures).where(eq(passwordFailures.identifier, name));
        if (row?.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
        // A day without a failure starts the count again.
        const stillCounting = row && row.lastFailureAt.getTime() > now.getTime() - DAY_MS;
        const failures = stillCounting ? row.failures + 1 : 1;
        const lockMs = lockFor(failures);
        const values = {
          failures,
          lastFailureAt: now,
          // This try is still checked: it starts the lock if it fails, and ends it if it gets through.
          lockedUntil: lockMs ? new Date(now.getTime() + lockMs) : null,
        };
        await tx
          .insert(passwordFailures)
          .values({ identifier: name, ...values })
          .onConflictDoUpdate({ target: passwordFailures.identifier, set: values });
        return null;
      });
      if (lockedUntil) throw lockedError(lockedUntil, now);
    },

    async succeeded(identifier) {
      await db.delete(passwordFailures).where(eq(passwordFailures.identifier, signInName(identifier)));
    },
  };
}
