import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { loadSignedInUser, requireRole } from '../../auth/require-role';
import type { Clock } from '../../auth/one-time-codes';
import type { Database } from '../../db/client';
import { addressBucket, clientAddress } from '../../http/client-address';
import { createRequestLimiter } from '../../http/request-limiter';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { readJson } from '../../http/validate';
import type { NotifyDeps } from './booking-notifications';
import { notifyBookingCancelled, notifyBookingCreated } from './booking-notifications';
import { toBookingView } from './booking-view';
import { cancelOwnBooking, getOwnBooking, listOwnBookings } from './bookings.service';
import { createBooking } from './create-booking';

export interface BookingRouteDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  trustProxy: boolean;
  bookingsPerHourPerAddress: number;
  notify: NotifyDeps;
  background: BackgroundTasks;
}

/** Refused referral codes one client may collect in an hour: the refusals reveal who booked before. */
const REFERRAL_REFUSALS_PER_HOUR = 10;

export function createBookingRoutes(deps: BookingRouteDeps) {
  const { auth, db, clock } = deps;
  const signedIn = requireRole(auth, db);
  const countReferralRefusal = createRequestLimiter({
    limit: REFERRAL_REFUSALS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: 'Too many referral codes were refused. Please book without a code, or call us.',
  });
  return new Hono<{ Variables: AuthVariables }>()
    .post('/bookings', async (c) => {
      const body = await readJson(c);
      const { row, replayed } = await createBooking(db, {
        body,
        user: await loadSignedInUser(auth, db, c),
        idempotencyKey: c.req.header('idempotency-key'),
        clientAddress: addressBucket(clientAddress(c, deps.trustProxy)),
        now: clock(),
        bookingsPerHourPerAddress: deps.bookingsPerHourPerAddress,
        countReferralRefusal,
      });
      // The customer's answer does not wait for mail servers; the messages follow the commit.
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else deps.background.run('booking notifications', () => notifyBookingCreated(deps.notify, row));
      return c.json({ booking: toBookingView(row, clock()) }, 201);
    })
    .get('/bookings', signedIn, async (c) => {
      const rows = await listOwnBookings(db, c.get('user'));
      const now = clock();
      return c.json({ bookings: rows.map((row) => toBookingView(row, now)) });
    })
    .get('/bookings/:id', signedIn, async (c) => {
      const row = await getOwnBooking(db, c.get('user'), c.req.param('id'));
      return c.json({ booking: toBookingView(row, clock()) });
    })
    .post('/bookings/:id/cancel', signedIn, async (c) => {
      const row = await cancelOwnBooking(db, c.get('user'), c.req.param('id'), clock());
      deps.background.run('cancellation notifications', () => notifyBookingCancelled(deps.notify, row));
      return c.json({ booking: toBookingView(row, clock()) });
    });
}
