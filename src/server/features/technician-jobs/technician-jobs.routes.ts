import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { requireRole } from '../../auth/require-role';
import type { Database } from '../../db/client';
import { listAssignedJobs } from './technician-jobs.service';

export function createTechnicianJobRoutes(auth: Auth, db: Database) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/jobs',
    requireRole(auth, db, 'technician'),
    async (c) => c.json({ jobs: await listAssignedJobs(db, c.get('user').id) }),
  );
}
