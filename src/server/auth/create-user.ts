import { eq } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import type { Auth } from './auth';
import { assertNewPassword } from './password-policy';
import { assignStaffRole } from './provision-user';

export interface NewUser {
  email: string;
  name?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  role: Role;
}

export class UserExistsError extends Error {
  constructor(email: string) {
    super(`A user with the e-mail ${email} already exists.`);
    this.name = 'UserExistsError';
  }
}

/**
 * Creates an account the way an admin would: the user (which provisions profile, referral code and
 * customer role), a password login when a password is given, then the staff role if any.
 */
export async function createUser(auth: Auth, db: Database, input: NewUser): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone ? parsePhone(input.phone) : null;
  if (input.phone && !phone) throw new Error('The phone number must be a 10-digit Indian mobile number.');
  if (input.password !== undefined) assertNewPassword(input.password, 'password');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new UserExistsError(email);
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: input.name?.trim() || email.split('@')[0] || email,
      emailVerified: true,
      ...(phone ? { phoneNumber: phone, phoneNumberVerified: true } : {}),
    },
    { method: 'admin' },
  );
  try {
    if (input.password) {
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(input.password),
      });
    }
    if (input.role !== 'customer') await assignStaffRole(db, user.id, input.role);
  } catch (error) {
    // The auth library wrote the user outside any transaction of ours: a half-made account (no
    // password, or a customer where staff was asked) is removed, so that trying again works.
    await db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return { id: user.id };
}
