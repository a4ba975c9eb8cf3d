import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { getProfile } from './profile.service';

export function createProfileRoutes(auth: Auth, db: Database) {
  return new Hono<{ Variables: AuthVariables }>().get('/profile', requireRole(auth, db), async (c) =>
    c.json({ profile: await getProfile(db, c.get('user')) }),
  );
}
