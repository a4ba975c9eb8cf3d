import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AuthVariables } from '../../auth/require-role';
import { loadSignedInUser, requireRole } from '../../auth/require-role';
import type { Clock } from '../../auth/one-time-codes';
import type { Database } from '../../db/client';
import { clientAddress } from '../../http/client-address';
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
}

export function createBookingRoutes(deps: BookingRouteDeps) {
  const { auth, db, clock } = deps;
  const signedIn = requireRole(auth, db);
  return new Hono<{ Variables: AuthVariables }>()
    .post('/bookings', async (c) => {
      const body = await readJson(c);
      const { row, replayed } = await createBooking(db, {
        body,
        user: await loadSignedInUser(auth, db, c),
        idempotencyKey: c.req.header('idempotency-key'),
        clientAddress: clientAddress(c, deps.trustProxy),
        now: clock(),
        bookingsPerHourPerAddress: deps.bookingsPerHourPerAddress,
      });
      if (replayed) c.header('Idempotent-Replayed', 'true');
      else await notifyBookingCreated(deps.notify, row);
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
      await notifyBookingCancelled(deps.notify, row);
      return c.json({ booking: toBookingView(row, clock()) });
    });
}
