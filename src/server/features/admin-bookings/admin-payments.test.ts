import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminBookingDetail, AdminBookingListResponse } from '../../../shared/contracts/admin-bookings';
import { adminBookingExportPath } from '../../../shared/paths';

// What the technician took at the door, on the admin desk (issue 33): a ₹1,499 job completed with
// "UPI ₹1,000" shows the method, the amount and the ₹499 short in the list, the details and the CSV,
// and the list can show only such bookings.

const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'till@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'till@example.com', 'admin-pass-1');
const technician = await createTechnician(auth, db);
const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');

async function completedWith(paymentMethod: 'cash' | 'upi', rupees: number, upiReference?: string) {
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    selectedServicesDetails: [{ id: 1, name: 'Battery Replacement', priceAmount: 149_900 }],
    totalPrice: 149_900,
  });
  const done = await postJson(
    app,
    `/api/technician/jobs/${booking.id}/complete`,
    { paymentMethod, amountCollected: rupees, upiReference },
    { cookie },
  );
  expect(done.status).toBe(200);
  return booking;
}

const short = await completedWith('upi', 1000, '431298765012');
const exact = await completedWith('cash', 1499);
const open = await createBooking(db, { status: 'confirmed' });

describe('payments on the admin desk', () => {
  it('lists what was taken and how far it falls short, and filters to the shortfalls', async () => {
    const list = (await getAs(app, '/api/admin/bookings', admin)).body as unknown as AdminBookingListResponse;
    const byId = new Map(list.bookings.map((row) => [row.id, row]));
    expect(byId.get(short.id)!.payment).toEqual({
      method: 'upi',
      amount: 100_000,
      shortBy: 49_900,
      reference: '431298765012',
    });
    expect(byId.get(exact.id)!.payment).toEqual({
      method: 'cash',
      amount: 149_900,
      shortBy: 0,
      reference: null,
    });
    expect(byId.get(open.id)!.payment).toBeNull();

    const shortfalls = (await getAs(app, '/api/admin/bookings?shortfall=true', admin))
      .body as unknown as AdminBookingListResponse;
    expect(shortfalls.bookings.map((row) => row.id)).toEqual([short.id]);
    const refused = await getAs(app, '/api/admin/bookings?shortfall=maybe', admin);
    expect(refused.status).toBe(400);
  });

  it('shows the payment in the booking details and the CSV', async () => {
    const detail = (await getAs(app, `/api/admin/bookings/${short.id}`, admin))
      .body as unknown as AdminBookingDetail;
    expect(detail.booking.payment).toMatchObject({
      method: 'upi',
      shortBy: 49_900,
      reference: '431298765012',
    });

    const csv = await (
      await app.request(`${adminBookingExportPath}?shortfall=true`, { headers: { Cookie: admin } })
    ).text();
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.endsWith('Technician,Payment method,Collected (₹),UPI reference,Short by (₹)')).toBe(true);
    expect(line!.endsWith(',UPI,1000,431298765012,499')).toBe(true);
  });

  it('drops a shortfall from the filter once the rest is paid, by the ledger', async () => {
    const rest = await postJson(
      app,
      `/api/admin/bookings/${short.id}/payments`,
      { amount: 499, method: 'cash' },
      { cookie: admin },
    );
    expect(rest.status).toBe(200);
    const shortfalls = (await getAs(app, '/api/admin/bookings?shortfall=true', admin))
      .body as unknown as AdminBookingListResponse;
    expect(shortfalls.bookings).toEqual([]);
  });

  it('takes a UPI reference of 12 digits with a UPI payment only', async () => {
    for (const [paymentMethod, upiReference] of [
      ['upi', '4312987'],
      ['cash', '431298765012'],
    ] as const) {
      const booking = await createBooking(db, {
        status: 'in_progress',
        technicianId: technician.id,
        totalPrice: 149_900,
      });
      const refused = await postJson(
        app,
        `/api/technician/jobs/${booking.id}/complete`,
        { paymentMethod, amountCollected: 1499, upiReference },
        { cookie },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { upiReference: expect.any(String) as string } },
      });
    }
  });
});
