import { setSessionCookie } from 'better-auth/cookies';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { visibleEmail } from './phone-identity';
import { rolesOf } from './provision-user';
import type { AuthUser, EndpointContext } from './sign-in-endpoint';

export const STAFF_USE_PASSWORD =
  'Staff accounts sign in with their password: admins at /admin/auth, technicians at /technician/auth.';
export const isStaffRole = (role: string) => role === 'admin' || role === 'technician';

/** A new session in the library's cookie, answered with who signed in and their roles. */
export async function startSession(db: Database, ctx: EndpointContext, user: AuthUser) {
  const session = await ctx.context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user });
  return ctx.json({
    user: {
      id: user.id,
      email: visibleEmail(user.email),
      phone: user.phoneNumber ?? null,
      name: user.name,
    },
    roles: await rolesOf(db, user.id),
  });
}

/** Codes, links and Google prove an address, not a staff password: staff use their own sign-in. */
export async function startCustomerSession(db: Database, ctx: EndpointContext, user: AuthUser) {
  const roles = await rolesOf(db, user.id);
  if (roles.some(isStaffRole))
    throw new AppError('FORBIDDEN', STAFF_USE_PASSWORD, undefined, { reason: 'staff_password_only' });
  return startSession(db, ctx, user);
}

/** The account of a proven e-mail address, made now if there is none. */
export async function findOrCreateByEmail(
  db: Database,
  ctx: EndpointContext,
  email: string,
  fullName: string | null,
): Promise<AuthUser> {
  const found = await ctx.context.internalAdapter.findUserByEmail(email);
  if (found) {
    // An account made by an earlier sign-in without a name takes the name typed at sign-up now.
    const named = !found.user.name && fullName;
    if (found.user.emailVerified && !named) return found.user;
    if (named) {
      await db
        .update(profiles)
        .set({ fullName })
        .where(and(eq(profiles.userId, found.user.id), isNull(profiles.fullName)));
    }
    return ctx.context.internalAdapter.updateUser(found.user.id, {
      emailVerified: true,
      ...(named ? { name: fullName } : {}),
    });
  }
  try {
    return await ctx.context.internalAdapter.createUser(
      { email, name: fullName ?? '', emailVerified: true },
      { method: 'email-otp' },
    );
  } catch (error) {
    // A link and a code for the same new address used at the same moment: the other one made it.
    const madeMeanwhile = await ctx.context.internalAdapter.findUserByEmail(email);
    if (madeMeanwhile) return madeMeanwhile.user;
    throw error;
  }
}
