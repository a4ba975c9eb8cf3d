import { Hono } from 'hono';
import { readBookingLinks } from '../../domain/booking-links';
import { createOwnBookingDoorRoutes } from './own-booking-door.routes';
import { bookingSchema } from '../../../shared/schemas/booking';
import { rescheduleSchema } from '../../../shared/schemas/reschedule';
import { requireSignedIn } from '../../auth/area-guard';
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
  return new Hono<AppEnv>()
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
    .route('/', createOwnBookingDoorRoutes(services));
}
