import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import { returnVisitSchema } from '../../../shared/schemas/linked-visit';
import { requireSignedIn } from '../../auth/area-guard';
import { readOneBookingLinks } from '../../domain/booking-links';
import { listBookingPhotos } from '../../domain/booking-photos';
import { toBookingView } from '../../domain/booking-view';
import { bookReturnVisit } from '../../domain/linked-visits';
import { pickupReceiptOf, pickupReceiptOptionsOf } from '../../domain/pickup-receipt';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { pickupReceiptPdfHeaders, renderPickupReceiptPdf } from '../../lib/pickup-receipt-pdf';
import { answerOwnEstimate, getOwnBooking, signOffOwnBooking } from './bookings.service';

/**
 * The work at the door as the signed-in customer follows it on their own booking (issue 32): the
 * device's photos, a new price to answer (decision 056), the completed repair to confirm (decision
 * 057), and a workshop device's pickup receipt and return visit (decision 059). The same answers as
 * on the tracking link, with the account as the authority.
 */
export function createOwnBookingDoorRoutes(services: AppServices) {
  const { db, lifecycle } = services;
  const signedIn = requireSignedIn();
  return (
    new Hono<AppEnv>()
      .get('/bookings/:id/photos', signedIn, async (c) => {
        const row = await getOwnBooking(db, c.var.user, c.req.param('id'));
        const photos = await listBookingPhotos(db, services.photoStorage, row.id, c.var.now);
        return c.json(photos satisfies ResponseOf<'GET /api/bookings/:id/photos'>);
      })
      // A device at the workshop (decision 059): its pickup receipt, and the visit that brings it back.
      .get('/bookings/:id/pickup-receipt.pdf', signedIn, async (c) => {
        const receipt = pickupReceiptOf(await getOwnBooking(db, c.var.user, c.req.param('id')));
        const pdf = await renderPickupReceiptPdf(receipt, pickupReceiptOptionsOf(services));
        return c.body(pdf, 200, pickupReceiptPdfHeaders(receipt));
      })
      .post('/bookings/:id/return-visit', signedIn, async (c) => {
        const now = c.var.now;
        const row = await getOwnBooking(db, c.var.user, c.req.param('id'));
        const slot = await parseBody(c, returnVisitSchema(now));
        const customer = { userId: c.var.user.id, role: 'customer' } as const;
        await bookReturnVisit(db, lifecycle, row, slot, customer, now);
        const booking = toBookingView(row, now, await readOneBookingLinks(db, row));
        return c.json({ booking } satisfies ResponseOf<'POST /api/bookings/:id/return-visit'>, 201);
      })
      // A new price from the door (decision 056) and the completed repair's sign-off (decision 057),
      // answered in the customer's account as on the tracking link; the page reads the booking again.
      .post('/bookings/:id/estimate/approve', signedIn, async (c) => {
        const answer = { approve: true, network: c.var.clientAddress };
        const row = await answerOwnEstimate(db, c.var.user, c.req.param('id'), answer, c.var.now);
        return c.json({
          booking: toBookingView(row, c.var.now, await readOneBookingLinks(db, row)),
        } satisfies ResponseOf<'POST /api/bookings/:id/estimate/approve'>);
      })
      .post('/bookings/:id/estimate/decline', signedIn, async (c) => {
        const answer = { approve: false, network: c.var.clientAddress };
        const row = await answerOwnEstimate(db, c.var.user, c.req.param('id'), answer, c.var.now);
        return c.json({
          booking: toBookingView(row, c.var.now, await readOneBookingLinks(db, row)),
        } satisfies ResponseOf<'POST /api/bookings/:id/estimate/decline'>);
      })
      .post('/bookings/:id/sign-off', signedIn, async (c) => {
        const row = await signOffOwnBooking(
          db,
          c.var.user,
          c.req.param('id'),
          c.var.clientAddress,
          c.var.now,
        );
        return c.json({
          booking: toBookingView(row, c.var.now, await readOneBookingLinks(db, row)),
        } satisfies ResponseOf<'POST /api/bookings/:id/sign-off'>);
      })
  );
}
