import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  leaveDecisionSchema,
  leaveListQuerySchema,
  leaveSchema,
  technicianScheduleSchema,
} from '../../../shared/schemas/technician-schedule';
import { notFound } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, parseQuery, serialIdSchema } from '../../http/validate';
import {
  addLeave,
  decideLeave,
  listLeave,
  listTeamLeave,
  ownTechnicianId,
  requestLeave,
} from './technician-leave.service';
import { getSchedule, replaceSchedule } from './technician-schedules.service';

// Who works when and where (decision 049): the admin's routes, mounted in the admin area (/api/admin),
// and the technician's own leave, mounted in the technician area (/api/technician), each behind its
// area's guard.

const idOf = (raw: string, what: string) => {
  const id = parseParam(raw, serialIdSchema);
  if (id === undefined) throw notFound(`${what} not found`);
  return id;
};

export function createAdminScheduleRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/technicians/:id/schedule', async (c) => {
      const schedule = await getSchedule(db, idOf(c.req.param('id'), 'Technician'));
      return c.json({ schedule } satisfies ResponseOf<'GET /api/admin/technicians/:id/schedule'>);
    })
    .put('/technicians/:id/schedule', async (c) => {
      const id = idOf(c.req.param('id'), 'Technician');
      const change = await parseBody(c, technicianScheduleSchema);
      const schedule = await replaceSchedule(db, { id: c.var.user.id, now: c.var.now }, id, change);
      return c.json({ schedule } satisfies ResponseOf<'PUT /api/admin/technicians/:id/schedule'>);
    })
    .get('/technicians/:id/leave', async (c) => {
      const leave = await listLeave(db, idOf(c.req.param('id'), 'Technician'));
      return c.json({ leave } satisfies ResponseOf<'GET /api/admin/technicians/:id/leave'>);
    })
    .post('/technicians/:id/leave', async (c) => {
      const id = idOf(c.req.param('id'), 'Technician');
      const input = await parseBody(c, leaveSchema);
      const leave = await addLeave(db, { id: c.var.user.id, now: c.var.now }, id, input);
      return c.json({ leave } satisfies ResponseOf<'POST /api/admin/technicians/:id/leave'>, 201);
    })
    .get('/leave', async (c) => {
      const { status } = parseQuery(c, leaveListQuerySchema);
      const leave = await listTeamLeave(db, status);
      return c.json({ leave } satisfies ResponseOf<'GET /api/admin/leave'>);
    })
    .post('/leave/:id/decision', async (c) => {
      const id = idOf(c.req.param('id'), 'Leave');
      const { decision } = await parseBody(c, leaveDecisionSchema);
      const leave = await decideLeave(db, { id: c.var.user.id, now: c.var.now }, id, decision);
      return c.json({ leave } satisfies ResponseOf<'POST /api/admin/leave/:id/decision'>);
    });
}

export function createTechnicianLeaveRoutes({ db }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/leave', async (c) => {
      const leave = await listLeave(db, await ownTechnicianId(db, c.var.user.id));
      return c.json({ leave } satisfies ResponseOf<'GET /api/technician/leave'>);
    })
    .post('/leave', async (c) => {
      const input = await parseBody(c, leaveSchema);
      const leave = await requestLeave(db, c.var.user.id, input, c.var.now);
      return c.json({ leave } satisfies ResponseOf<'POST /api/technician/leave'>, 201);
    });
}
