import { Hono } from 'hono';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { listUsers } from './admin-users.service';

/** Mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminUserRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/users', async (c) => c.json({ users: await listUsers(db) }));
}
