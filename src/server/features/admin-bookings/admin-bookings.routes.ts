import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { assignTechnicianSchema, bookingStatusChangeSchema } from '../../../shared/schemas/admin-bookings';
import { adminBookingExportPath } from '../../../shared/paths';
import {
  adminBookingExportQuerySchema,
  adminBookingListQuerySchema,
} from '../../../shared/schemas/list-query';
import { listBookingPhotos } from '../../domain/booking-photos';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import { parseBody, parseQuery } from '../../http/validate';
import { toBookingView } from '../../domain/booking-view';
import type { BookingRow } from '../../domain/booking-view';
import {
  assignBooking,
  bookingCandidates,
  deleteBooking,
  findBooking,
  getBookingDetail,
  resetStartCode,
  sendNewTrackingLink,
  setBookingStatus,
} from './admin-bookings.service';
import { listBookings } from './admin-booking-list.service';
import { bookingsCsvStream, exportFilename } from './admin-bookings.export';

/** The export's path within the admin area, from the one constant the web links to. */
const exportRoute = adminBookingExportPath.replace(/^\/api\/admin/, '');

/** The admin's booking desk; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminBookingRoutes({ db, lifecycle, logger, photoStorage }: AppServices) {
  const view = (row: BookingRow, now: Date) => ({
    ...toBookingView(row, now),
    technicianId: row.technicianId,
    startCodeLocked: row.startCodeFailures >= START_CODE_MAX_TRIES,
  });
  return new Hono<GuardedEnv>()
    .get('/bookings', async (c) => {
      const query = parseQuery(c, adminBookingListQuerySchema);
      return c.json((await listBookings(db, query)) satisfies ResponseOf<'GET /api/admin/bookings'>);
    })
    .get(exportRoute, (c) => {
      // Registered before '/bookings/:id', which would otherwise take 'export' for a booking's id.
      const query = parseQuery(c, adminBookingExportQuerySchema);
      return c.body(bookingsCsvStream(db, logger, query), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFilename(c.var.now)}"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/bookings/:id', async (c) => {
      const detail = await getBookingDetail(db, c.req.param('id'), (row) => view(row, c.var.now));
      return c.json(detail satisfies ResponseOf<'GET /api/admin/bookings/:id'>);
    })
    .get('/bookings/:id/photos', async (c) => {
      const row = await findBooking(db, c.req.param('id'));
      const photos = await listBookingPhotos(db, photoStorage, row.id, c.var.now);
      return c.json(photos satisfies ResponseOf<'GET /api/admin/bookings/:id/photos'>);
    })
    .get('/bookings/:id/candidates', async (c) => {
      const answer = await bookingCandidates(db, c.req.param('id'));
      return c.json(answer satisfies ResponseOf<'GET /api/admin/bookings/:id/candidates'>);
    })
    .post('/bookings/:id/status', async (c) => {
      const change = await parseBody(c, bookingStatusChangeSchema);
      const row = await setBookingStatus(db, lifecycle, c.var.user, c.req.param('id'), change, c.var.now);
      return c.json({
        booking: view(row, c.var.now),
      } satisfies ResponseOf<'POST /api/admin/bookings/:id/status'>);
    })
    .post('/bookings/:id/assign', async (c) => {
      const choice = await parseBody(c, assignTechnicianSchema);
      const row = await assignBooking(db, lifecycle, c.var.user, c.req.param('id'), choice, c.var.now);
      return c.json({
        booking: view(row, c.var.now),
      } satisfies ResponseOf<'POST /api/admin/bookings/:id/assign'>);
    })
    .post('/bookings/:id/start-code/reset', async (c) => {
      const row = await resetStartCode(db, c.var.user, c.req.param('id'), c.var.now);
      return c.json({
        booking: view(row, c.var.now),
      } satisfies ResponseOf<'POST /api/admin/bookings/:id/start-code/reset'>);
    })
    .post('/bookings/:id/tracking-link', async (c) => {
      await sendNewTrackingLink(db, lifecycle, c.var.user, c.req.param('id'), c.var.now);
      return c.json({ sent: true } satisfies ResponseOf<'POST /api/admin/bookings/:id/tracking-link'>);
    })
    .delete('/bookings/:id', async (c) => {
      await deleteBooking(db, { storage: photoStorage, logger }, c.var.user, c.req.param('id'), c.var.now);
      return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/bookings/:id'>);
    });
}
