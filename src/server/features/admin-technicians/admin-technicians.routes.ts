import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { listTechnicians } from './admin-technicians.service';

/** The technicians desk; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminTechnicianRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/technicians', async (c) =>
    c.json({
      technicians: await listTechnicians(db, c.var.now),
    } satisfies ResponseOf<'GET /api/admin/technicians'>),
  );
}
