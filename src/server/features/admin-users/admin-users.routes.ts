import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { listUsers } from './admin-users.service';

export function createAdminUserRoutes(auth: Auth, db: Database) {
  return new Hono<{ Variables: AuthVariables }>().get('/users', requireRole(auth, db, 'admin'), async (c) =>
    c.json({ users: await listUsers(db) }),
  );
}
