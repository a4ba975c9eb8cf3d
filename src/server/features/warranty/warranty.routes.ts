import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { renderWarrantyPdf, warrantyPdfHeaders, warrantyPdfOptionsOf } from '../../lib/warranty-pdf';
import { getOwnWarrantyCard } from './warranty.service';

/** The signed-in customer's warranty card of a completed booking: as data for the page, and as a PDF. */
export function createWarrantyRoutes(services: AppServices) {
  const { db } = services;
  const signedIn = requireSignedIn();
  return new Hono<AppEnv>()
    .get('/bookings/:id/warranty.pdf', signedIn, async (c) => {
      const card = await getOwnWarrantyCard(db, c.var.user, c.req.param('id'));
      const pdf = await renderWarrantyPdf(card, warrantyPdfOptionsOf(services));
      return c.body(pdf, 200, warrantyPdfHeaders(card));
    })
    .get('/bookings/:id/warranty', signedIn, async (c) => {
      const warranty = await getOwnWarrantyCard(db, c.var.user, c.req.param('id'));
      c.header('Cache-Control', 'private, no-store');
      return c.json({ warranty } satisfies ResponseOf<'GET /api/bookings/:id/warranty'>);
    });
}
