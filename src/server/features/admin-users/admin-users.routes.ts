import { Hono } from 'hono';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { listUsers } from './admin-users.service';
import type { ResponseOf } from '../../../shared/contracts/api';

/** Mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminUserRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/users', async (c) => {
    const users = (await listUsers(db)).map((u) => ({ ...u, createdAt: u.createdAt.toISOString() }));
    return c.json({ users } satisfies ResponseOf<'GET /api/admin/users'>);
  });
}
