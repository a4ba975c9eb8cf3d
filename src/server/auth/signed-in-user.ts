import type { Context } from 'hono';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
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
