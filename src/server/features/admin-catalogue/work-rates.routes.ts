import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { workRateSchema } from '../../../shared/schemas/work-rate';
import { listWorkRates } from '../../domain/work-rates';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { idOf } from './catalogue-path-id';
import { saveWorkRate } from './work-rates.service';

/** The rate card for work the catalogue does not list (decision 060), under /api/admin. */
export function createWorkRateRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/work-rates', async (c) =>
      c.json({ rates: await listWorkRates(db) } satisfies ResponseOf<'GET /api/admin/work-rates'>),
    )
    .post('/work-rates', async (c) => {
      const input = await parseBody(c, workRateSchema);
      const rate = await saveWorkRate(db, { id: c.var.user.id, now: c.var.now }, input);
      return c.json({ rate } satisfies ResponseOf<'POST /api/admin/work-rates'>, 201);
    })
    .put('/work-rates/:id', async (c) => {
      const id = idOf(c.req.param('id'), 'Rate not found');
      const input = await parseBody(c, workRateSchema);
      const rate = await saveWorkRate(db, { id: c.var.user.id, now: c.var.now }, input, id);
      return c.json({ rate } satisfies ResponseOf<'PUT /api/admin/work-rates/:id'>);
    });
}
