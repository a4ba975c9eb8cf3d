import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { readJson } from '../../http/validate';
import { getProfile, updateProfile } from './profile.service';

export function createProfileRoutes(auth: Auth, db: Database) {
  const signedIn = requireRole(auth, db);
  return new Hono<{ Variables: AuthVariables }>()
    .get('/profile', signedIn, async (c) => c.json({ profile: await getProfile(db, c.get('user')) }))
    .put('/profile', signedIn, async (c) =>
      c.json({ profile: await updateProfile(db, c.get('user'), await readJson(c)) }),
    );
}
