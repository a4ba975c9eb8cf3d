import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import type { Auth } from './auth';
import { technicians, userRoles } from '../db/schema/index';
import { visibleEmail } from './phone-identity';

export interface SignedInUser {
  id: string;
  /** The session this request was made with (a live stream ends with it). */
  sessionId: string;
  /** Null for accounts made by phone. */
  email: string | null;
  name: string;
  phone: string | null;
  roles: Role[];
  /** An admin set this technician inactive: they keep the role (and their history), not the area. */
  technicianInactive: boolean;
}

/**
 * The signed-in user of this request, or null. Roles are read from the database on every request,
 * so a role change takes effect on the next one.
 */
export async function loadSignedInUser(auth: Auth, db: Database, c: Context): Promise<SignedInUser | null> {
  // A session travels in a cookie and in nothing else (no bearer or API-key plugin): a request without
  // cookies has none, and asking the library costs a guest's booking a few per cent of its time.
  if (!c.req.header('cookie')) return null;
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
    sessionId: session.session.id,
    email: visibleEmail(user.email),
    name: user.name,
    phone,
    ...(await accessOf(db, user.id)),
  };
}

/** The user's roles and whether they are an inactive technician, in one query. */
export async function accessOf(
  db: Database,
  userId: string,
): Promise<Pick<SignedInUser, 'roles' | 'technicianInactive'>> {
  const rows = await db
    .select({ role: userRoles.role, technicianStatus: technicians.status })
    .from(userRoles)
    .leftJoin(technicians, eq(technicians.userId, userRoles.userId))
    .where(eq(userRoles.userId, userId));
  return {
    roles: rows.map((r) => r.role).sort(),
    technicianInactive: rows.some((r) => r.technicianStatus === 'inactive'),
  };
}
