import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { adminUserListQuerySchema } from '../../../shared/schemas/list-query';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import { listUsers } from './admin-users.service';

/** Mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminUserRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>().get('/users', async (c) => {
    const query = parseQuery(c, adminUserListQuerySchema);
    return c.json((await listUsers(db, query)) satisfies ResponseOf<'GET /api/admin/users'>);
  });
}
