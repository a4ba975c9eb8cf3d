import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { deviceConditionSchema } from '../../../shared/schemas/device-condition';
import { revisedEstimateSchema } from '../../../shared/schemas/revised-estimate';
import { startJobSchema } from '../../../shared/schemas/technician-work';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { recordJobCondition } from './job-condition.service';
import {
  approveJobEstimateWithCode,
  listJobRepairs,
  proposeJobEstimate,
  signOffJobWithCode,
} from './job-estimate.service';

/**
 * The technician's work at the customer's door (issue 32): the condition check, a revised estimate and
 * the customer's answers taken on this phone. Mounted in the technician area, behind its one guard.
 */
export function createJobDoorRoutes({ db, lifecycle, limiter }: AppServices) {
  return new Hono<GuardedEnv>()
    .put('/jobs/:id/condition', async (c) => {
      const condition = await parseBody(c, deviceConditionSchema);
      const job = await recordJobCondition(db, c.var.user, c.req.param('id'), condition, c.var.now);
      return c.json({ job } satisfies ResponseOf<'PUT /api/technician/jobs/:id/condition'>);
    })
    .get('/jobs/:id/repairs', async (c) => {
      const offer = await listJobRepairs(db, c.var.user, c.req.param('id'));
      return c.json(offer satisfies ResponseOf<'GET /api/technician/jobs/:id/repairs'>);
    })
    .post('/jobs/:id/estimate', async (c) => {
      const change = await parseBody(c, revisedEstimateSchema);
      const job = await proposeJobEstimate(db, lifecycle, c.var.user, c.req.param('id'), change, c.var.now);
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/estimate'>);
    })
    .post('/jobs/:id/estimate/approve', async (c) => {
      const { code } = await parseBody(c, startJobSchema);
      const job = await approveJobEstimateWithCode(
        db,
        { limiter },
        c.var.user,
        c.req.param('id'),
        { code, network: c.var.clientAddress },
        c.var.now,
      );
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/estimate/approve'>);
    })
    .post('/jobs/:id/sign-off', async (c) => {
      const { code } = await parseBody(c, startJobSchema);
      const job = await signOffJobWithCode(
        db,
        { limiter },
        c.var.user,
        c.req.param('id'),
        { code, network: c.var.clientAddress },
        c.var.now,
      );
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/sign-off'>);
    });
}
