import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { cashHandoverSchema } from '../../../shared/schemas/cash-handover';
import { dayRangeQuerySchema } from '../../../shared/schemas/day-range';
import type { AppServices } from '../../http/app-services';
import { AppError } from '../../http/app-error';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, parseQuery, serialIdSchema } from '../../http/validate';
import { getTechnicianCash, listTechnicianCash, recordCashHandover } from './admin-cash.service';

function technicianIdOf(c: Context): number {
  const id = parseParam(c.req.param('id'), serialIdSchema);
  if (id === undefined) throw new AppError('NOT_FOUND', 'Technician not found');
  return id;
}

/** /api/admin/cash and /api/admin/technicians/:id/cash|handovers: cash with technicians (decision 064). */
export function createAdminCashRoutes({ db, cashHeldDays }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/cash', async (c) => {
      const list = await listTechnicianCash(db, c.var.now, cashHeldDays);
      return c.json({
        heldDays: cashHeldDays,
        technicians: list,
      } satisfies ResponseOf<'GET /api/admin/cash'>);
    })
    .get('/technicians/:id/cash', async (c) => {
      const id = technicianIdOf(c);
      const range = parseQuery(c, dayRangeQuerySchema);
      const cash = await getTechnicianCash(db, id, c.var.now, cashHeldDays, range);
      return c.json({ cash } satisfies ResponseOf<'GET /api/admin/technicians/:id/cash'>);
    })
    .post('/technicians/:id/handovers', async (c) => {
      const id = technicianIdOf(c);
      const input = await parseBody(c, cashHandoverSchema);
      const admin = { id: c.var.user.id, now: c.var.now };
      const cash = await recordCashHandover(db, admin, id, cashHeldDays, input);
      return c.json({ cash } satisfies ResponseOf<'POST /api/admin/technicians/:id/handovers'>);
    });
}
