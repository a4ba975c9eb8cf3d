import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { listBookingPhotos } from '../../domain/booking-photos';
import { pickupReceiptOf, pickupReceiptOptionsOf } from '../../domain/pickup-receipt';
import { returnVisitSchema } from '../../../shared/schemas/linked-visit';
import { parseBody } from '../../http/validate';
import { pickupReceiptPdfHeaders, renderPickupReceiptPdf } from '../../lib/pickup-receipt-pdf';
import { bookReturnVisit } from '../../domain/linked-visits';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { getTrackedBookingRow, viewTrackedBooking } from './tracking.service';
import {
  answerTrackedEstimate,
  signOffTrackedBooking,
  viewTrackedEstimate,
} from './tracked-estimate.service';

/**
 * The customer's answers from the door on the tracking link (issue 32): the device's photos, a
 * revised estimate approved or declined (decision 056), the completed repair signed off (decision
 * 057), and a workshop device's pickup receipt and return visit (decision 059). As for the rest of
 * /api/track, the token is the whole authority; mounted inside the tracking routes, whose middleware
 * keeps every answer out of caches.
 */
export function createTrackedDoorRoutes({ db, lifecycle, limiter, photoStorage, siteConfig }: AppServices) {
  const trackedRow = (c: Context<AppEnv>) =>
    getTrackedBookingRow(db, limiter, c.req.param('token') ?? '', c.var.clientBucket, c.var.now);
  return (
    new Hono<AppEnv>()
      // The device's photos from the door (decision 058), with addresses that work for minutes.
      .get('/track/:token/photos', async (c) => {
        const photos = await listBookingPhotos(db, photoStorage, (await trackedRow(c)).id, c.var.now);
        return c.json(photos satisfies ResponseOf<'GET /api/track/:token/photos'>);
      })
      // A new price from the door (decision 056), answered on the link.
      .get('/track/:token/estimate', async (c) => {
        const estimate = viewTrackedEstimate(await trackedRow(c));
        return c.json({ estimate } satisfies ResponseOf<'GET /api/track/:token/estimate'>);
      })
      .post('/track/:token/estimate/approve', async (c) => {
        const network = c.var.clientAddress;
        const estimate = await answerTrackedEstimate(
          db,
          await trackedRow(c),
          { approve: true, network },
          c.var.now,
        );
        return c.json({ estimate } satisfies ResponseOf<'POST /api/track/:token/estimate/approve'>);
      })
      .post('/track/:token/estimate/decline', async (c) => {
        const network = c.var.clientAddress;
        const estimate = await answerTrackedEstimate(
          db,
          await trackedRow(c),
          { approve: false, network },
          c.var.now,
        );
        return c.json({ estimate } satisfies ResponseOf<'POST /api/track/:token/estimate/decline'>);
      })
      // A device at the workshop (decision 059): its pickup receipt, and the visit that brings it back.
      .get('/track/:token/pickup-receipt.pdf', async (c) => {
        const receipt = pickupReceiptOf(await trackedRow(c), { firstNamesOnly: true });
        const pdf = await renderPickupReceiptPdf(receipt, pickupReceiptOptionsOf({ siteConfig }));
        return c.body(pdf, 200, pickupReceiptPdfHeaders(receipt));
      })
      .post('/track/:token/return-visit', async (c) => {
        // The token first: an unknown one is a counted 404 whatever the body says.
        const row = await trackedRow(c);
        const slot = await parseBody(c, returnVisitSchema(c.var.now));
        const guest = { userId: null, role: 'guest' } as const;
        await bookReturnVisit(db, lifecycle, row, slot, guest, c.var.now);
        const booking = await viewTrackedBooking(db, row, c.var.now);
        return c.json({ booking } satisfies ResponseOf<'POST /api/track/:token/return-visit'>, 201);
      })
      .post('/track/:token/sign-off', async (c) => {
        const row = await signOffTrackedBooking(db, await trackedRow(c), c.var.clientAddress, c.var.now);
        const booking = await viewTrackedBooking(db, row, c.var.now);
        return c.json({ booking } satisfies ResponseOf<'POST /api/track/:token/sign-off'>);
      })
  );
}
