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
import { createJobDoorRoutes } from './job-door.routes';
import { completeJob, startJob } from './technician-jobs.service';
import { listAssignedJobs } from './technician-job-view';
import { reportCustomerNotAvailable, setOffForJob } from './technician-trips.service';

/** Mounted in the technician area (/api/technician), behind its one guard. */
export function createTechnicianJobRoutes(services: AppServices) {
  const { db, lifecycle, limiter, logger, trips } = services;
  return (
    new Hono<GuardedEnv>()
      // The work at the door (issue 32): its own file.
      .route('/', createJobDoorRoutes(services))
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
      .post('/jobs/:id/start', async (c) => {
        const { code } = await parseBody(c, startJobSchema);
        const job = await startJob(
          db,
          { lifecycle, limiter },
          c.var.user,
          c.req.param('id'),
          code,
          c.var.now,
        );
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/start'>);
      })
      .post('/jobs/:id/complete', async (c) => {
        const payment = await parseBody(c, completeJobSchema);
        const job = await completeJob(db, lifecycle, c.var.user, c.req.param('id'), payment, c.var.now);
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/complete'>);
      })
  );
}
