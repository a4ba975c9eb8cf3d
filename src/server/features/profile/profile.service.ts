import { eq } from 'drizzle-orm';
import type { ProfileView } from '../../../shared/contracts/bookings';
import type { ProfileUpdate } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import type { SignedInUser } from '../../auth/signed-in-user';
import { ensureProfile } from '../../auth/provision-user';

/** The signed-in person's profile; e-mail comes from the account and cannot be changed here. */
export async function getProfile(db: Database, user: SignedInUser): Promise<ProfileView> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return {
    email: user.email,
    fullName: row?.fullName ?? (user.name || null),
    phone: row?.phone ?? user.phone,
    defaultAddress: row?.defaultAddress ?? null,
    defaultCity: row?.defaultCity ?? null,
    defaultState: row?.defaultState ?? null,
    defaultPincode: row?.defaultPincode ?? null,
    referralCode: row?.referralCode ?? null,
  };
}

/**
 * Saves profile settings. An `email` in the body is ignored: the account's address is the one used
 * for sign-in and cannot be changed here. The account's display name follows the full name.
 */
export async function updateProfile(
  db: Database,
  user: SignedInUser,
  input: ProfileUpdate,
): Promise<ProfileView> {
  await ensureProfile(db, user.id, input.fullName);
  await db.transaction(async (tx) => {
    await tx.update(profiles).set(input).where(eq(profiles.userId, user.id));
    await tx.update(users).set({ name: input.fullName }).where(eq(users.id, user.id));
  });
  return getProfile(db, { ...user, name: input.fullName });
}
