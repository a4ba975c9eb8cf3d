import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { loadSignedInUser, requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { addressBucket, clientAddress } from '../../http/client-address';
import { createRequestLimiter } from '../../http/request-limiter';
import { readJson } from '../../http/validate';
import { getReferralStats, validateReferral } from './referrals.service';

export function createReferralRoutes(auth: Auth, db: Database, publicOrigin: string, trustProxy: boolean) {
  // Codes are 8 characters from 31, far too many to guess; this keeps a script from trying anyway.
  const countCheck = createRequestLimiter({
    limit: 30,
    windowMs: 60 * 1000,
    message: 'Too many code checks. Please wait a minute and try again.',
  });
  return new Hono<{ Variables: AuthVariables }>()
    .post('/referrals/validate', async (c) => {
      countCheck(addressBucket(clientAddress(c, trustProxy)));
      return c.json(await validateReferral(db, await readJson(c), await loadSignedInUser(auth, db, c)));
    })
    .get('/referrals/me', requireRole(auth, db), async (c) =>
      c.json(await getReferralStats(db, c.get('user'), publicOrigin)),
    );
}
