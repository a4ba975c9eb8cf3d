import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { completeJobSchema, startJobSchema } from '../../../shared/schemas/technician-work';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { completeJob, listAssignedJobs, startJob } from './technician-jobs.service';

/** Mounted in the technician area (/api/technician), behind its one guard. */
export function createTechnicianJobRoutes({ db, lifecycle, limiter }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/jobs', async (c) => {
      const jobs = await listAssignedJobs(db, c.var.user.id);
      return c.json({ jobs } satisfies ResponseOf<'GET /api/technician/jobs'>);
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
