import type { Database } from '../../src/server/db/client';
import { indiaDate } from '../../src/shared/booking-time';
import { createBooking, createInvoice, createPayment } from '../factories';
import { only } from './authorization-setup';
import type { Entry } from './authorization-setup';

// The authorization matrix's rows for a booking's money (decision 063) and cash with technicians
// (decision 064): the admin desk's alone, but for a technician's own cash.

/** A completed booking, invoiced and paid in full, fresh for each refund. */
async function paidBooking(db: Database, now: Date): Promise<string> {
  const booking = await createBooking(db, { status: 'completed', completedAt: now });
  await createInvoice(db, booking);
  await createPayment(db, booking);
  return booking.id;
}

/** A technician holding ₹2,499 more in cash from a completed job, for each handover. */
async function technicianWithCash(db: Database, now: Date, technicianId: number): Promise<number> {
  const booking = await createBooking(db, { status: 'completed', completedAt: now, technicianId });
  await createPayment(db, booking);
  return technicianId;
}

export function moneyEntries(
  db: Database,
  now: Date,
  freshBooking: () => Promise<string>,
  technicianId: number,
): Entry[] {
  return [
    { method: 'GET', route: '/api/admin/cash', expected: only('admin', 200, 403) },
    {
      method: 'GET',
      route: '/api/admin/technicians/:id/cash',
      path: () => `/api/admin/technicians/${technicianId}/cash`,
      expected: only('admin', 200, 403),
    },
    {
      method: 'POST',
      route: '/api/admin/technicians/:id/handovers',
      path: async () => `/api/admin/technicians/${await technicianWithCash(db, now, technicianId)}/handovers`,
      body: () => ({ amount: 1, handedOn: indiaDate(now), receivedBy: 'Asha at the counter' }),
      expected: only('admin', 200, 403),
      audit: 'technician.cash_handed_over',
    },
    { method: 'GET', route: '/api/admin/reports/revenue', expected: only('admin', 200, 403) },
    { method: 'GET', route: '/api/admin/reports/gst', expected: only('admin', 200, 403) },
    { method: 'GET', route: '/api/admin/reports/invoices.csv', expected: only('admin', 200, 403) },
    {
      method: 'GET',
      route: '/api/technician/cash',
      expected: only(['technicianA', 'technicianB'], 200, 403),
    },
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
