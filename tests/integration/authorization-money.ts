import type { Database } from '../../src/server/db/client';
import { createBooking, createInvoice, createPayment } from '../factories';
import { only } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for a booking's money (decision 063): the admin desk's alone.

/** A completed booking, invoiced and paid in full, fresh for each refund. */
async function paidBooking(db: Database, now: Date): Promise<string> {
  const booking = await createBooking(db, { status: 'completed', completedAt: now });
  await createInvoice(db, booking);
  await createPayment(db, booking);
  return booking.id;
}

export function moneyEntries(db: Database, now: Date, freshBooking: () => Promise<string>): Entry[] {
  return [
    {
      method: 'GET',
      route: '/api/admin/bookings/:id/money',
      path: async () => `/api/admin/bookings/${await freshBooking()}/money`,
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: '/api/admin/bookings/:id/payments',
      path: async () => `/api/admin/bookings/${await freshBooking()}/payments`,
      body: () => ({ amount: 1, method: 'cash' }),
      expected: only('admin', 200, 403),
      audit: 'booking.payment_recorded',
    },
    {
      method: 'POST',
      route: '/api/admin/bookings/:id/refunds',
      path: async () => `/api/admin/bookings/${await paidBooking(db, now)}/refunds`,
      body: () => ({ amount: 1, method: 'cash', reason: 'Goodwill' }),
      expected: only('admin', 200, 403),
      audit: 'booking.refunded',
    },
  ];
}
