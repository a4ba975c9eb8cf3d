import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/index';
import type { SignedInUser } from '../../auth/require-role';

/** The signed-in person's profile; e-mail comes from the account and cannot be changed here. */
export async function getProfile(db: Database, user: SignedInUser) {
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
