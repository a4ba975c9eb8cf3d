import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  activeSchema,
  adminDevicePageQuerySchema,
  adminDeviceQuerySchema,
  deviceSchema,
} from '../../../shared/schemas/admin-catalogue';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseQuery } from '../../http/validate';
import { deleteDevice, listAdminDevices, pageAdminDevices, saveDevice } from './admin-devices.service';
import { setCatalogueActive } from './catalogue-active.service';
import { idOf } from './catalogue-path-id';

/** The admin's devices (/api/admin/devices): the pickers' whole list, the paged table, and writes. */
export function createAdminDeviceRoutes({ db, catalogueCache: cache }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/devices', async (c) => {
      const query = parseQuery(c, adminDeviceQuerySchema);
      return c.json({
        devices: await listAdminDevices(db, query),
      } satisfies ResponseOf<'GET /api/admin/devices'>);
    })
    .get('/devices/pages', async (c) => {
      const query = parseQuery(c, adminDevicePageQuerySchema);
      return c.json((await pageAdminDevices(db, query)) satisfies ResponseOf<'GET /api/admin/devices/pages'>);
    })
    .post('/devices', async (c) => {
      const input = await parseBody(c, deviceSchema);
      const device = await saveDevice(db, cache, c.var.user.id, input, c.var.now);
      return c.json({ device } satisfies ResponseOf<'POST /api/admin/devices'>, 201);
    })
    .put('/devices/:id', async (c) => {
      const id = idOf(c.req.param('id'), 'Device not found');
      const input = await parseBody(c, deviceSchema);
      const device = await saveDevice(db, cache, c.var.user.id, input, c.var.now, id);
      return c.json({ device } satisfies ResponseOf<'PUT /api/admin/devices/:id'>);
    })
    .post('/devices/:id/active', async (c) => {
      const id = idOf(c.req.param('id'), 'Device not found');
      const { isActive } = await parseBody(c, activeSchema);
      await setCatalogueActive(db, cache, c.var.user.id, 'device', id, isActive, c.var.now);
      return c.json({ updated: true } satisfies ResponseOf<'POST /api/admin/devices/:id/active'>);
    })
    .delete('/devices/:id', async (c) => {
      await deleteDevice(db, cache, c.var.user.id, idOf(c.req.param('id'), 'Device not found'), c.var.now);
      return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/devices/:id'>);
    });
}
