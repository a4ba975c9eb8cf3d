import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { adminScheduleQuerySchema } from '../../../shared/schemas/admin-schedule';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import { readSchedule } from './admin-schedule.service';

// The admin's schedule view (issue 31), mounted in the admin area (/api/admin) behind its guard.

export function createAdminScheduleViewRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/schedule', async (c) => {
    const query = parseQuery(c, adminScheduleQuerySchema);
    const schedule = await readSchedule(db, query);
    return c.json(schedule satisfies ResponseOf<'GET /api/admin/schedule'>);
  });
}
