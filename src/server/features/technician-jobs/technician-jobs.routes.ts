import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  completeJobSchema,
  notAvailableSchema,
  onTheWaySchema,
  startJobSchema,
} from '../../../shared/schemas/technician-work';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { deviceConditionSchema } from '../../../shared/schemas/device-condition';
import { revisedEstimateSchema } from '../../../shared/schemas/revised-estimate';
import { recordJobCondition } from './job-condition.service';
import { approveJobEstimateWithCode, listJobRepairs, proposeJobEstimate } from './job-estimate.service';
import { completeJob, listAssignedJobs, startJob } from './technician-jobs.service';
import { reportCustomerNotAvailable, setOffForJob } from './technician-trips.service';

/** Mounted in the technician area (/api/technician), behind its one guard. */
export function createTechnicianJobRoutes({ db, lifecycle, limiter, logger, trips }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/jobs', async (c) => {
      const list = await listAssignedJobs(db, c.var.user.id);
      return c.json(list satisfies ResponseOf<'GET /api/technician/jobs'>);
    })
    .post('/jobs/:id/on-the-way', async (c) => {
      const { lat, lng } = await parseBody(c, onTheWaySchema);
      const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      const estimate = {
        ...trips,
        onRoutingFailure: (error: unknown) =>
          logger.warn({ err: error }, 'routing failed; estimating by distance'),
      };
      const job = await setOffForJob(
        db,
        { lifecycle, estimate },
        c.var.user,
        c.req.param('id'),
        position,
        c.var.now,
      );
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/on-the-way'>);
    })
    .post('/jobs/:id/not-available', async (c) => {
      const { note } = await parseBody(c, notAvailableSchema);
      const job = await reportCustomerNotAvailable(
        db,
        lifecycle,
        c.var.user,
        c.req.param('id'),
        note || null,
        c.var.now,
      );
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/not-available'>);
    })
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
        { lifecycle, limiter },
        c.var.user,
        c.req.param('id'),
        { code, network: c.var.clientAddress },
        c.var.now,
      );
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/estimate/approve'>);
    })
    .post('/jobs/:id/start', async (c) => {
      const { code } = await parseBody(c, startJobSchema);
      const job = await startJob(db, { lifecycle, limiter }, c.var.user, c.req.param('id'), code, c.var.now);
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/start'>);
    })
    .post('/jobs/:id/complete', async (c) => {
      const payment = await parseBody(c, completeJobSchema);
      const job = await completeJob(db, lifecycle, c.var.user, c.req.param('id'), payment, c.var.now);
      return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/complete'>);
    });
}
