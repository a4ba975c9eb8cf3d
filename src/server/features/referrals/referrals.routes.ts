import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { loadSignedInUser, requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { readJson } from '../../http/validate';
import { getReferralStats, validateReferral } from './referrals.service';

export function createReferralRoutes(auth: Auth, db: Database, publicOrigin: string) {
  return new Hono<{ Variables: AuthVariables }>()
    .post('/referrals/validate', async (c) =>
      c.json(await validateReferral(db, await readJson(c), await loadSignedInUser(auth, db, c))),
    )
    .get('/referrals/me', requireRole(auth, db), async (c) =>
      c.json(await getReferralStats(db, c.get('user'), publicOrigin)),
    );
}
