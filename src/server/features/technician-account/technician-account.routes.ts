import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  ownTechnicianStatusSchema,
  technicianPasswordChangeSchema,
} from '../../../shared/schemas/technician-work';
import { dayRangeQuerySchema } from '../../../shared/schemas/day-range';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseQuery } from '../../http/validate';
import {
  changeOwnPassword,
  currentSessionToken,
  getOwnCash,
  getTechnicianSelf,
  setOwnStatus,
} from './technician-account.service';

/** The technician's own settings and cash; mounted in the technician area (/api/technician), behind its guard. */
export function createTechnicianAccountRoutes({ db, auth, limiter, upi, cashHeldDays }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/me', async (c) => {
      const technician = await getTechnicianSelf(db, c.var.user.id, upi);
      return c.json({ technician } satisfies ResponseOf<'GET /api/technician/me'>);
    })
    .post('/status', async (c) => {
      const { status } = await parseBody(c, ownTechnicianStatusSchema);
      await setOwnStatus(db, c.var.user.id, status, c.var.now);
      const technician = await getTechnicianSelf(db, c.var.user.id, upi);
      return c.json({ technician } satisfies ResponseOf<'POST /api/technician/status'>);
    })
    .get('/cash', async (c) => {
      const range = parseQuery(c, dayRangeQuerySchema);
      const cash = await getOwnCash(db, c.var.user.id, c.var.now, cashHeldDays, range);
      return c.json({ cash } satisfies ResponseOf<'GET /api/technician/cash'>);
    })
    .put('/password', async (c) => {
      const change = await parseBody(c, technicianPasswordChangeSchema);
      const sessionToken = await currentSessionToken(auth, c.req.raw.headers);
      await changeOwnPassword({ auth, db, limiter }, c.var.user.id, sessionToken, change, c.var.now);
      return c.json({ updated: true } satisfies ResponseOf<'PUT /api/technician/password'>);
    });
}
