import { eq } from 'drizzle-orm';
import type { ProfileView } from '../../../shared/contracts/bookings';
import { isLanguage } from '../../../shared/languages';
import type { Language } from '../../../shared/languages';
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
    language: isLanguage(row?.language) ? row.language : null,
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

/** Keeps the site's language the person chose, for their next visits and their messages. */
export async function saveLanguage(db: Database, user: SignedInUser, language: Language): Promise<Language> {
  await ensureProfile(db, user.id, user.name || null);
  await db.update(profiles).set({ language }).where(eq(profiles.userId, user.id));
  return language;
}
