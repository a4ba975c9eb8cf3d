import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { makeReferralCode } from '../../shared/referral-code';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { profiles, technicians, userRoles } from '../db/schema/index';

type Executor = Pick<Database, 'select' | 'insert'>;

/** Creates the profile, with a unique referral code, when the account has none. Roles are untouched. */
export async function ensureProfile(db: Executor, userId: string, fullName: string | null): Promise<void> {
  const [existing] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (existing) return;
  // A clash of two random codes is unlikely; try again with a new one if it happens.
  for (let attempt = 0; ; attempt++) {
    const inserted = await db
      .insert(profiles)
      .values({ userId, fullName: fullName || null, referralCode: makeReferralCode(randomBytes) })
      .onConflictDoNothing()
      .returning({ userId: profiles.userId, code: profiles.referralCode });
    if (inserted.length > 0) return;
    // Nothing inserted: either the code clashed or a concurrent request made the profile first.
    const [made] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (made) return;
    if (attempt >= 5) throw new Error('Could not allocate a unique referral code');
  }
}

/**
 * What every account gets when it is created: a profile with a unique referral code and the customer
 * role. Safe to run twice.
 */
export async function provisionUser(db: Database, userId: string, fullName: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureProfile(tx, userId, fullName);
    await tx.insert(userRoles).values({ userId, role: 'customer' }).onConflictDoNothing();
  });
}

/**
 * Makes an account staff: an admin or technician loses the default customer role and gains their
 * own; a technician also gets a technician record ('General Repair' unless told otherwise).
 */
export async function assignStaffRole(
  db: Database,
  userId: string,
  role: Exclude<Role, 'customer'>,
  specialization = 'General Repair',
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'customer')));
    await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    if (role === 'technician') {
      await tx.insert(technicians).values({ userId, specialization }).onConflictDoNothing();
    }
  });
}

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}
