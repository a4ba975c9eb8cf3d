import { readBookingLinks, readOneBookingLinks } from '../../domain/booking-links';
import { pickupReceiptOf, pickupReceiptOptionsOf } from '../../domain/pickup-receipt';
import { returnVisitSchema } from '../../../shared/schemas/linked-visit';
import { pickupReceiptPdfHeaders, renderPickupReceiptPdf } from '../../lib/pickup-receipt-pdf';
import { bookReturnVisit } from '../../domain/linked-visits';
import { Hono } from 'hono';
import { bookingSchema } from '../../../shared/schemas/booking';
import { rescheduleSchema } from '../../../shared/schemas/reschedule';
import { requireSignedIn } from '../../auth/area-guard';
import { listBookingPhotos } from '../../domain/booking-photos';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { HOUR_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { REFERRAL_REFUSALS_PER_ADDRESS_PER_HOUR } from '../../limits';
import { toBookingDetail, toBookingView } from '../../domain/booking-view';
import { cancelOwnBooking, getOwnBooking, listOwnBookings, rescheduleOwnBooking } from './bookings.service';
import { createBooking } from './create-booking';
import type { ResponseOf } from '../../../shared/contracts/api';

/** Refused referral codes one client may collect in an hour: the refusals reveal who booked before. */
export const referralRefusals: Limit = {
  name: 'referral-refusals',
  limit: REFERRAL_REFUSALS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'REFERRAL_REFUSALS_LIMITED',
  message: 'Too many referral codes were refused. Please book without a code, or call us.',
};

export function createBookingRoutes(services: AppServices) {
  const { db, lifecycle, limiter } = services;
  const signedIn = requireSignedIn();
  return (
    new Hono<AppEnv>()
      .post('/bookings', async (c) => {
        const now = c.var.now;
        const input = await parseBody(c, bookingSchema(now));
        const { row, replayed } = await createBooking(db, lifecycle, {
          input,
          user: await c.var.currentUser(),
          idempotencyKey: c.req.header('idempotency-key'),
          clientAddress: c.var.clientBucket,
          now,
          limits: services.bookingLimits,
          supportPhone: services.siteConfig.supportPhone,
          limiter,
          countReferralRefusal: (client) => limiter.hit(referralRefusals, client, { now }),
        });
        if (replayed) c.header('Idempotent-Replayed', 'true');
        return c.json({ booking: toBookingView(row, now) } satisfies ResponseOf<'POST /api/bookings'>, 201);
      })
      .get('/bookings', signedIn, async (c) => {
        const rows = await listOwnBookings(db, c.var.user);
        const links = await readBookingLinks(db, rows);
        return c.json({
          bookings: rows.map((row) => toBookingView(row, c.var.now, links.get(row.id))),
        } satisfies ResponseOf<'GET /api/bookings'>);
      })
      .get('/bookings/:id', signedIn, async (c) => {
        const row = await getOwnBooking(db, c.var.user, c.req.param('id'));
        return c.json(
          (await toBookingDetail(db, row, c.var.now)) satisfies ResponseOf<'GET /api/bookings/:id'>,
        );
      })
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
      .post('/bookings/:id/cancel', signedIn, async (c) => {
        const row = await cancelOwnBooking(db, lifecycle, c.var.user, c.req.param('id'), c.var.now);
        return c.json({
          booking: toBookingView(row, c.var.now),
        } satisfies ResponseOf<'POST /api/bookings/:id/cancel'>);
      })
      .post('/bookings/:id/reschedule', signedIn, async (c) => {
        const now = c.var.now;
        const slot = await parseBody(c, rescheduleSchema(now));
        const row = await rescheduleOwnBooking(db, lifecycle, c.var.user, c.req.param('id'), slot, now);
        return c.json(
          (await toBookingDetail(db, row, now)) satisfies ResponseOf<'POST /api/bookings/:id/reschedule'>,
        );
      })
  );
}
