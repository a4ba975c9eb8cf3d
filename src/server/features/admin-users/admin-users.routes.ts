import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { createUserSchema, userRolesSchema } from '../../../shared/schemas/admin-people';
import { adminUserListQuerySchema } from '../../../shared/schemas/list-query';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseQuery } from '../../http/validate';
import { createAccount, listUsers, setUserRoles } from './admin-users.service';

/** Mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminUserRoutes({ db, auth }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/users', async (c) => {
      const query = parseQuery(c, adminUserListQuerySchema);
      return c.json((await listUsers(db, query)) satisfies ResponseOf<'GET /api/admin/users'>);
    })
    .post('/users', async (c) => {
      const input = await parseBody(c, createUserSchema);
      const user = await createAccount(auth, db, c.var.user.id, input, c.var.now);
      return c.json({ user } satisfies ResponseOf<'POST /api/admin/users'>, 201);
    })
    .put('/users/:id/roles', async (c) => {
      const { roles } = await parseBody(c, userRolesSchema);
      const user = await setUserRoles(auth, db, c.var.user.id, c.req.param('id'), roles, c.var.now);
      return c.json({ user } satisfies ResponseOf<'PUT /api/admin/users/:id/roles'>);
    });
}
