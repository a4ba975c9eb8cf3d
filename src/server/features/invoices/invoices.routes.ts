import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { invoicePdfHeaders, renderInvoicePdf } from '../../lib/invoice-pdf';
import { getBookingInvoice } from './invoices.service';

/** A booking's invoice for its signed-in customer and for admins: as data for the page, and as a PDF. */
export function createInvoiceRoutes(services: AppServices) {
  const { db, siteConfig } = services;
  const signedIn = requireSignedIn();
  return new Hono<AppEnv>()
    .get('/bookings/:id/invoice.pdf', signedIn, async (c) => {
      const invoice = await getBookingInvoice(db, c.var.user, c.req.param('id'));
      const pdf = await renderInvoicePdf(invoice, siteConfig);
      return c.body(pdf, 200, invoicePdfHeaders(invoice));
    })
    .get('/bookings/:id/invoice', signedIn, async (c) => {
      const invoice = await getBookingInvoice(db, c.var.user, c.req.param('id'));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ invoice } satisfies ResponseOf<'GET /api/bookings/:id/invoice'>);
    });
}
