import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';
import { visibleEmail } from './phone-identity';
import { rolesOf } from './provision-user';

export interface SignedInUser {
  id: string;
  /** Null for accounts made by phone. */
  email: string | null;
  name: string;
  phone: string | null;
  roles: Role[];
}

export type AuthVariables = { user: SignedInUser };

/**
 * The signed-in user of this request, or null. Roles are read from the database on every request,
 * so a role change takes effect on the next one.
 */
export async function loadSignedInUser(auth: Auth, db: Database, c: Context): Promise<SignedInUser | null> {
  const { headers, response: session } = await auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  // A session in use is extended now and then; the renewed cookie must reach the browser.
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!session) return null;
  const { user } = session;
  const phone = (user as { phoneNumber?: string | null }).phoneNumber ?? null;
  return {
    id: user.id,
    email: visibleEmail(user.email),
    name: user.name,
    phone,
    roles: await rolesOf(db, user.id),
  };
}

/** 401 without a session; 403 without one of the roles (none given: any signed-in user). */
export function requireRole(auth: Auth, db: Database, ...allowed: Role[]) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const user = await loadSignedInUser(auth, db, c);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    if (allowed.length > 0 && !allowed.some((role) => user.roles.includes(role))) {
      throw new AppError('FORBIDDEN', 'You do not have access to this.');
    }
    c.set('user', user);
    await next();
  });
}
