import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import type { AppServices } from '../../http/app-services';
import { openLiveStream } from '../../http/live-stream';
import { createTrackedDoorRoutes } from './tracked-door.routes';
import type { AppEnv } from '../../http/request-context';
import { renderWarrantyPdf, warrantyPdfHeaders, warrantyPdfOptionsOf } from '../../lib/warranty-pdf';
import { warrantyCardOf, withFirstNamesOnly } from '../../domain/warranty-card';
import { invoiceOf } from '../../domain/invoices';
import { invoicePdfHeaders, renderInvoicePdf } from '../../lib/invoice-pdf';
import { rescheduleSchema } from '../../../shared/schemas/reschedule';
import { trackedAvailabilityQuerySchema } from '../../../shared/schemas/technician-schedule';
import { parseBody, parseQuery } from '../../http/validate';
import {
  cancelTrackedBooking,
  getTrackedBookingRow,
  rescheduleTrackedBooking,
  trackedAvailability,
  viewTrackedBooking,
} from './tracking.service';

/**
 * /api/track/:token — a booking followed by its tracking link, with no sign-in (spec decision 18).
 * The token is the whole authority: answers are never cached, and an unknown token is a counted 404.
 */
export function createTrackingRoutes(services: AppServices) {
  const { db, lifecycle, limiter, liveUpdates, siteConfig, publicOrigin } = services;
  const trackedRow = (c: Context<AppEnv>) =>
    getTrackedBookingRow(db, limiter, c.req.param('token') ?? '', c.var.clientBucket, c.var.now);
  return (
    new Hono<AppEnv>()
      .use('/track/*', async (c, next) => {
        await next();
        c.header('Cache-Control', 'no-store');
      })
      // The customer's answers from the door (issue 32): their own file.
      .route('/', createTrackedDoorRoutes(services))
      .get('/track/:token', async (c) => {
        const booking = await viewTrackedBooking(db, await trackedRow(c), c.var.now);
        return c.json({ booking } satisfies ResponseOf<'GET /api/track/:token'>);
      })
      .post('/track/:token/cancel', async (c) => {
        const booking = await cancelTrackedBooking(db, lifecycle, await trackedRow(c), c.var.now);
        return c.json({ booking } satisfies ResponseOf<'POST /api/track/:token/cancel'>);
      })
      .post('/track/:token/reschedule', async (c) => {
        // The token first: an unknown one is a counted 404 whatever the body says.
        const row = await trackedRow(c);
        const slot = await parseBody(c, rescheduleSchema(c.var.now));
        const booking = await rescheduleTrackedBooking(db, lifecycle, row, slot, c.var.now);
        return c.json({ booking } satisfies ResponseOf<'POST /api/track/:token/reschedule'>);
      })
      // The places for the reschedule dialog at the booking's pincode, which is not named (decision 052).
      .get('/track/:token/availability', async (c) => {
        // The token first, as for the moves: an unknown one is a counted 404 whatever the query says.
        const row = await trackedRow(c);
        const query = parseQuery(c, trackedAvailabilityQuerySchema);
        const places = await trackedAvailability(db, row, query, c.var.now);
        return c.json(places satisfies ResponseOf<'GET /api/track/:token/availability'>);
      })
      // The warranty card of the completed repair: the PDF is registered first, or ':token/warranty'
      // would never see it.
      .get('/track/:token/warranty.pdf', async (c) => {
        const card = withFirstNamesOnly(await warrantyCardOf(db, await trackedRow(c)));
        const pdf = await renderWarrantyPdf(card, warrantyPdfOptionsOf({ siteConfig, publicOrigin }));
        return c.body(pdf, 200, warrantyPdfHeaders(card));
      })
      .get('/track/:token/warranty', async (c) => {
        const warranty = withFirstNamesOnly(await warrantyCardOf(db, await trackedRow(c)));
        return c.json({ warranty } satisfies ResponseOf<'GET /api/track/:token/warranty'>);
      })
      // The invoice (decision 062): whole, as issued; the PDF first, as for the warranty card.
      .get('/track/:token/invoice.pdf', async (c) => {
        const invoice = await invoiceOf(db, await trackedRow(c));
        const pdf = await renderInvoicePdf(invoice, siteConfig);
        return c.body(pdf, 200, invoicePdfHeaders(invoice));
      })
      .get('/track/:token/invoice', async (c) => {
        const invoice = await invoiceOf(db, await trackedRow(c));
        return c.json({ invoice } satisfies ResponseOf<'GET /api/track/:token/invoice'>);
      })
      .get('/track/:token/live', async (c) => {
        const row = await trackedRow(c);
        return openLiveStream(c, liveUpdates, {
          owner: `tracked:${row.id}`,
          accepts: (change) => change.bookingId === row.id,
          oneBooking: true,
        });
      })
  );
}
