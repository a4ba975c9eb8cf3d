import { Hono } from 'hono';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { listAssignedJobs } from './technician-jobs.service';
import type { ResponseOf } from '../../../shared/contracts/api';

/** Mounted in the technician area (/api/technician), behind its one guard. */
export function createTechnicianJobRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/jobs', async (c) => {
    const rows = await listAssignedJobs(db, c.var.user.id);
    const jobs = rows.map((job) => ({ ...job, createdAt: job.createdAt.toISOString() }));
    return c.json({ jobs } satisfies ResponseOf<'GET /api/technician/jobs'>);
  });
}
