import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { adminBookingMapQuerySchema } from '../../../shared/schemas/list-query';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseQuery } from '../../http/validate';
import { listBookingPoints } from './admin-booking-map.service';
import { getAdminErrors } from './admin-errors.service';
import { getAdminOverview } from './admin-overview.service';

/**
 * The admin's overview figures and bookings map; mounted in the admin area (/api/admin), behind its
 * one guard, before the booking desk, whose /bookings/:id would otherwise take /bookings/map.
 */
export function createAdminOverviewRoutes({ db, unconfirmedAlertMinutes, shop }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/overview', async (c) => {
      const overview = await getAdminOverview(db, c.var.now, unconfirmedAlertMinutes);
      return c.json({ ...overview, shop } satisfies ResponseOf<'GET /api/admin/overview'>);
    })
    .get('/errors', async (c) => {
      const errors = await getAdminErrors(db, c.var.now);
      return c.json(errors satisfies ResponseOf<'GET /api/admin/errors'>);
    })
    .get('/bookings/map', async (c) => {
      const query = parseQuery(c, adminBookingMapQuerySchema);
      return c.json((await listBookingPoints(db, query)) satisfies ResponseOf<'GET /api/admin/bookings/map'>);
    });
}
