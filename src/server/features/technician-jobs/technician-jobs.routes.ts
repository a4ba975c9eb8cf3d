import { Hono } from 'hono';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { listAssignedJobs } from './technician-jobs.service';

/** Mounted in the technician area (/api/technician), behind its one guard. */
export function createTechnicianJobRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/jobs', async (c) =>
    c.json({ jobs: await listAssignedJobs(db, c.var.user.id) }),
  );
}
