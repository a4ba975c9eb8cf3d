import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { assignTechnicianSchema, bookingStatusChangeSchema } from '../../../shared/schemas/admin-bookings';
import { adminBookingListQuerySchema } from '../../../shared/schemas/list-query';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseQuery } from '../../http/validate';
import { toBookingView } from '../../domain/booking-view';
import type { BookingRow } from '../../domain/booking-view';
import {
  assignBooking,
  deleteBooking,
  getBookingDetail,
  listBookings,
  setBookingStatus,
} from './admin-bookings.service';

/** The admin's booking desk; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminBookingRoutes({ db, lifecycle }: AppServices) {
  const view = (row: BookingRow, now: Date) => ({
    ...toBookingView(row, now),
    technicianId: row.technicianId,
  });
  return new Hono<GuardedEnv>()
    .get('/bookings', async (c) => {
      const query = parseQuery(c, adminBookingListQuerySchema);
      return c.json((await listBookings(db, query)) satisfies ResponseOf<'GET /api/admin/bookings'>);
    })
    .get('/bookings/:id', async (c) => {
      const detail = await getBookingDetail(db, c.req.param('id'), (row) => view(row, c.var.now));
      return c.json(detail satisfies ResponseOf<'GET /api/admin/bookings/:id'>);
    })
    .post('/bookings/:id/status', async (c) => {
      const change = await parseBody(c, bookingStatusChangeSchema);
      const row = await setBookingStatus(db, lifecycle, c.var.user, c.req.param('id'), change, c.var.now);
      return c.json({
        booking: view(row, c.var.now),
      } satisfies ResponseOf<'POST /api/admin/bookings/:id/status'>);
    })
    .post('/bookings/:id/assign', async (c) => {
      const { technicianId } = await parseBody(c, assignTechnicianSchema);
      const row = await assignBooking(db, lifecycle, c.var.user, c.req.param('id'), technicianId, c.var.now);
      return c.json({
        booking: view(row, c.var.now),
      } satisfies ResponseOf<'POST /api/admin/bookings/:id/assign'>);
    })
    .delete('/bookings/:id', async (c) => {
      await deleteBooking(db, c.req.param('id'));
      return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/bookings/:id'>);
    });
}
