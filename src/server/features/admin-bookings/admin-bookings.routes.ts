import { collectedPayment } from '../../../shared/booking-payment';
import { readOneBookingLinks } from '../../domain/booking-links';
import type { BookingLinks } from '../../domain/booking-links';
import { pickupReceiptOf, pickupReceiptOptionsOf } from '../../domain/pickup-receipt';
import { adminRevisitSchema } from '../../../shared/schemas/linked-visit';
import { pickupReceiptPdfHeaders, renderPickupReceiptPdf } from '../../lib/pickup-receipt-pdf';
import { bookAdminRevisit } from '../../domain/linked-visits';
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

/** A booking as the desk's details show it: the customer's view, and what only the desk reads. */
const view = (row: BookingRow, now: Date, links?: BookingLinks) => ({
  ...toBookingView(row, now, links),
  technicianId: row.technicianId,
  startCodeLocked: row.startCodeFailures >= START_CODE_MAX_TRIES,
  payment: collectedPayment(row),
});

/** The admin's booking desk; mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminBookingRoutes(services: AppServices) {
  const { db, lifecycle, logger, photoStorage } = services;
  return (
    new Hono<GuardedEnv>()
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
        const detail = await getBookingDetail(db, c.req.param('id'), (row, links) =>
          view(row, c.var.now, links),
        );
        return c.json(detail satisfies ResponseOf<'GET /api/admin/bookings/:id'>);
      })
      // A device at the workshop (decision 059): its pickup receipt; and a visit linked to a booking.
      .get('/bookings/:id/pickup-receipt.pdf', async (c) => {
        const receipt = pickupReceiptOf(await findBooking(db, c.req.param('id')));
        const pdf = await renderPickupReceiptPdf(receipt, pickupReceiptOptionsOf(services));
        return c.body(pdf, 200, pickupReceiptPdfHeaders(receipt));
      })
      .post('/bookings/:id/revisit', async (c) => {
        const now = c.var.now;
        const original = await findBooking(db, c.req.param('id'));
        const revisit = await parseBody(c, adminRevisitSchema(now));
        const actor = { userId: c.var.user.id, role: 'admin' } as const;
        const visit = await bookAdminRevisit(db, lifecycle, original.id, revisit, actor, now);
        const booking = view(visit, now, await readOneBookingLinks(db, visit));
        return c.json({ booking } satisfies ResponseOf<'POST /api/admin/bookings/:id/revisit'>, 201);
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
      })
  );
}
