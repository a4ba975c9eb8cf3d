import { and, eq, ne } from 'drizzle-orm';
import type { TechnicianCash } from '../../../shared/contracts/cash';
import type { TechnicianSelf } from '../../../shared/contracts/people';
import {
  credentialPasswordMatches,
  hashNewPassword,
  revokeOtherSessions,
  setCredentialPassword,
} from '../../auth/admin-accounts';
import type { Auth } from '../../auth/auth';
import { visibleEmail } from '../../auth/phone-identity';
import type { Database } from '../../db/client';
import { technicians, users } from '../../db/schema/index';
import { technicianCashOf } from '../../domain/technician-cash';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { TECHNICIAN_PASSWORD_CHANGES_PER_HOUR } from '../../limits';

// The technician's own settings: who they are (and where UPI payments go), whether they are taking
// jobs (active or busy; only an admin makes them inactive), their password, and the cash they hold.

const NO_PROFILE = 'This account has no technician profile.';

/**
 * Password changes per technician per hour: each one checks the current password, so a session left
 * open on a lost phone cannot be used to guess it.
 */
export const passwordChangesPerHour: Limit = {
  name: 'technician-password',
  limit: TECHNICIAN_PASSWORD_CHANGES_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Too many password changes. Please wait a little and try again.',
};

/** The signed-in technician's record; 404 for an account without one (the 'Access Issue' panel). */
export async function getTechnicianSelf(
  db: Database,
  userId: string,
  upi: TechnicianSelf['upi'],
): Promise<TechnicianSelf> {
  const [row] = await db
    .select({
      id: technicians.id,
      name: users.name,
      phone: users.phoneNumber,
      email: users.email,
      specialization: technicians.specialization,
      status: technicians.status,
    })
    .from(technicians)
    .innerJoin(users, eq(users.id, technicians.userId))
    .where(eq(technicians.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', NO_PROFILE);
  return { ...row, email: visibleEmail(row.email), upi };
}

/** The cash the technician holds from the door, and their handovers, over a range of days. */
export async function getOwnCash(
  db: Database,
  userId: string,
  now: Date,
  heldDays: number,
  range: { from?: string; to?: string },
): Promise<TechnicianCash> {
  const [row] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  const cash = row ? await technicianCashOf(db, row.id, now, heldDays, range) : null;
  if (!cash) throw new AppError('NOT_FOUND', NO_PROFILE);
  return cash;
}

/**
 * Active or busy, set by the technician. An inactive technician never reaches this area, and the
 * update skips one an admin made inactive meanwhile, so this can never undo that.
 */
export async function setOwnStatus(
  db: Database,
  userId: string,
  status: 'active' | 'busy',
  now: Date,
): Promise<void> {
  const updated = await db
    .update(technicians)
    .set({ status, updatedAt: now })
    .where(and(eq(technicians.userId, userId), ne(technicians.status, 'inactive')))
    .returning({ id: technicians.id });
  if (updated.length > 0) return;
  const [profile] = await db
    .select({ id: technicians.id })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  if (!profile) throw new AppError('NOT_FOUND', NO_PROFILE);
  throw new AppError(
    'ACCOUNT_INACTIVE',
    'This technician account is inactive. Please contact the administrator.',
  );
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const WRONG_CURRENT = 'Your current password is not right.';

/**
 * A new password, once the current one is proven. Every other session of theirs ends (a phone they
 * lost is signed out); the one they changed it from stays signed in.
 */
export async function changeOwnPassword(
  { auth, db, limiter }: { auth: Auth; db: Database; limiter: RateLimiter },
  userId: string,
  sessionToken: string,
  change: PasswordChange,
  now: Date,
): Promise<void> {
  await limiter.hit(passwordChangesPerHour, `user:${userId}`, { now });
  if (!(await credentialPasswordMatches(auth, db, userId, change.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  // Hashed before the transaction opens: hashing is slow on purpose.
  const hash = await hashNewPassword(auth, change.newPassword, 'newPassword');
  await db.transaction((tx) => setCredentialPassword(auth, tx, userId, hash, now));
  await revokeOtherSessions(auth, userId, sessionToken);
}

/** The token of the session this request came with (the one a password change keeps). */
export async function currentSessionToken(auth: Auth, headers: Headers): Promise<string> {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return session.session.token;
}
