import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  createTechnicianSchema,
  technicianListQuerySchema,
  technicianPasswordSchema,
  technicianStatusSchema,
  updateTechnicianSchema,
} from '../../../shared/schemas/admin-people';
import { notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, parseQuery, serialIdSchema } from '../../http/validate';
import {
  createTechnician,
  listTechnicians,
  resetTechnicianPassword,
  setTechnicianStatus,
  updateTechnician,
} from './admin-technicians.service';

/** The technicians desk; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminTechnicianRoutes({ db, auth }: AppServices) {
  const idOf = (raw: string) => {
    const id = parseParam(raw, serialIdSchema);
    if (id === undefined) throw notFound('Technician not found');
    return id;
  };
  return new Hono<GuardedEnv>()
    .get('/technicians', async (c) => {
      const { date } = parseQuery(c, technicianListQuerySchema);
      return c.json({
        technicians: await listTechnicians(db, c.var.now, date),
      } satisfies ResponseOf<'GET /api/admin/technicians'>);
    })
    .post('/technicians', async (c) => {
      const input = await parseBody(c, createTechnicianSchema);
      const technician = await createTechnician(auth, db, c.var.user.id, input, c.var.now);
      return c.json({ technician } satisfies ResponseOf<'POST /api/admin/technicians'>, 201);
    })
    .put('/technicians/:id', async (c) => {
      const id = idOf(c.req.param('id'));
      const changes = await parseBody(c, updateTechnicianSchema);
      const technician = await updateTechnician(db, c.var.user.id, id, changes, c.var.now);
      return c.json({ technician } satisfies ResponseOf<'PUT /api/admin/technicians/:id'>);
    })
    .post('/technicians/:id/status', async (c) => {
      const id = idOf(c.req.param('id'));
      const { status } = await parseBody(c, technicianStatusSchema);
      const technician = await setTechnicianStatus(auth, db, c.var.user.id, id, status, c.var.now);
      return c.json({ technician } satisfies ResponseOf<'POST /api/admin/technicians/:id/status'>);
    })
    .post('/technicians/:id/password', async (c) => {
      const id = idOf(c.req.param('id'));
      const { password } = await parseBody(c, technicianPasswordSchema);
      await resetTechnicianPassword(auth, db, c.var.user.id, id, password, c.var.now);
      return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/technicians/:id/password'>);
    });
}
