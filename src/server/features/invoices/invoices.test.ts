import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getAs,
  outboxFor,
  postJson,
  signInByEmailCode,
  signInWithPassword,
} from '../../../../tests/auth-helpers';
import {
  createBooking,
  createInvoice,
  createRepairService,
  createTechnician,
  createUser,
} from '../../../../tests/factories';
import { pdftotext } from '../../../../tests/pdf-text';
import { createTestApp, TEST_SHOP } from '../../../../tests/test-app';
import type { Invoice } from '../../../shared/contracts/invoice';
import { bookings, invoices, repairServices, users } from '../../db/schema/index';
import { issueTrackingLink } from '../../domain/tracking-links';

// Invoices (issue 33, decision 062): one per completed booking, issued in the completion's
// transaction, numbered per financial year, its tax taken out of the prices at each service's rate,
// split by the place of supply; for the booking's customer, admins and the tracking link only.

const now = new Date('2026-11-22T04:00:00Z');
const shop = { ...TEST_SHOP, legalName: 'Kalinga Phone Care Pvt Ltd', gstin: '21ABCDE1234F1ZC' };
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now, shop });
await createUser(auth, db, { email: 'books@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'books@example.com', 'admin-pass-1');
const technician = await createTechnician(auth, db);
const techCookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
const asha = await signInByEmailCode(app, 'asha@example.com', 'Asha Das');
const bob = await signInByEmailCode(app, 'bob@example.com', 'Bob Customer');
const [ashaRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'asha@example.com'));

const screen = await createRepairService(db, { name: 'Screen Replacement' });
const cleaning = await createRepairService(db, { name: 'Port Cleaning', sacCode: '998719', gstRate: 5 });

/** A started job of Asha's, completed by its technician through the API. */
async function completed(overrides: Parameters<typeof createBooking>[1] = {}, rupees = 3948) {
  const booking = await createBooking(db, {
    userId: ashaRow!.id,
    name: 'Asha Das',
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    selectedServicesDetails: [
      { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 },
      { id: cleaning.id, name: 'Port Cleaning', priceAmount: 149_900 },
    ],
    referralDiscount: 5000,
    totalPrice: 394_800,
    ...overrides,
  });
  const done = await postJson(
    app,
    `/api/technician/jobs/${booking.id}/complete`,
    { paymentMethod: 'cash', amountCollected: rupees },
    { cookie: techCookie },
  );
  expect(done.status).toBe(200);
  return booking;
}

const invoiceFor = async (id: string, cookie?: string) => {
  const res = await getAs(app, `/api/bookings/${id}/invoice`, cookie);
  return { status: res.status, invoice: res.body.invoice as Invoice, error: res.body.error };
};

describe('the invoice of a completed booking', () => {
  it('takes each line’s tax out of its price after its share of the discount, CGST and SGST within the state', async () => {
    const booking = await completed();
    const { status, invoice } = await invoiceFor(booking.id, asha);
    expect(status).toBe(200);
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      bookingId: booking.bookingId,
      shop: { legalName: 'Kalinga Phone Care Pvt Ltd', gstin: '21ABCDE1234F1ZC', state: 'Odisha' },
      customer: { name: 'Asha Das', state: 'Odisha', pincode: '751001' },
      placeOfSupply: { state: 'Odisha', stateCode: '21' },
      paymentMethod: 'cash',
      total: 394_800,
      amountInWords: 'Three thousand nine hundred forty-eight rupees only',
    });
    expect(invoice.number).toMatch(/^INV\/26-27\/\d{6}$/);
    // ₹50 off shared 31.25 / 18.75 by price; 2,467.75 at 18% and 1,480.25 at 5%.
    expect(invoice.lines).toEqual([
      {
        name: 'Screen Replacement',
        sacCode: '9987',
        price: 249_900,
        discount: 3125,
        gross: 246_775,
        taxable: 209_131,
        rate: 18,
        cgst: 18_822,
        sgst: 18_822,
        igst: 0,
      },
      {
        name: 'Port Cleaning',
        sacCode: '998719',
        price: 149_900,
        discount: 1875,
        gross: 148_025,
        taxable: 140_976,
        rate: 5,
        cgst: 3525,
        sgst: 3524,
        igst: 0,
      },
    ]);
    expect(invoice.taxableValue + invoice.cgst + invoice.sgst + invoice.igst).toBe(394_800);
  });

  it('charges IGST when the service address is in another state, read from the pincode when the state is not a state', async () => {
    const booking = await completed({ state: 'Kalinga', pincode: '560001', city: 'Bengaluru' });
    const { invoice } = await invoiceFor(booking.id, asha);
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(invoice.customer.state).toBe('Kalinga');
    expect([invoice.cgst, invoice.sgst]).toEqual([0, 0]);
    expect(invoice.igst).toBe(37_644 + 7049);
  });

  it('gives consecutive numbers and keeps the first invoice when a booking is completed again', async () => {
    const first = await completed();
    const second = await completed();
    const a = (await invoiceFor(first.id, admin)).invoice;
    const b = (await invoiceFor(second.id, admin)).invoice;
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    const back = await postJson(
      app,
      `/api/admin/bookings/${first.id}/status`,
      { status: 'in_progress', reason: 'Customer says the screen flickers' },
      { cookie: admin },
    );
    expect(back.status).toBe(200);
    const again = await postJson(
      app,
      `/api/admin/bookings/${first.id}/status`,
      { status: 'completed' },
      { cookie: admin },
    );
    expect(again.status).toBe(200);
    expect((await invoiceFor(first.id, admin)).invoice.number).toBe(a.number);
    expect(await db.select().from(invoices).where(eq(invoices.bookingId, first.id))).toHaveLength(1);
  });

  it('is read by its customer, admins and the tracking link only; others get 404, strangers 401', async () => {
    const booking = await completed();
    expect((await invoiceFor(booking.id, bob)).status).toBe(404);
    expect((await invoiceFor(booking.id, techCookie)).status).toBe(404);
    expect((await invoiceFor(booking.id)).status).toBe(401);
    expect((await app.request(`/api/bookings/${booking.id}/invoice.pdf`)).status).toBe(401);
    const token = await db.transaction((tx) => issueTrackingLink(tx, booking.id, now));
    const tracked = await app.request(`/api/track/${token}/invoice`);
    expect(tracked.status).toBe(200);
    const pdf = await app.request(`/api/track/${token}/invoice.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="INV-26-27-\d{6}\.pdf"$/);
  });

  it('answers why there is none: not completed yet, or nothing charged', async () => {
    const open = await createBooking(db, { userId: ashaRow!.id, status: 'confirmed' });
    expect(await invoiceFor(open.id, asha)).toMatchObject({
      status: 409,
      error: { code: 'INVOICE_NOT_READY' },
    });
    const free = await completed(
      {
        selectedServicesDetails: [{ id: screen.id, name: 'Screen Replacement', priceAmount: 0 }],
        referralDiscount: 0,
        totalPrice: 0,
      },
      0,
    );
    expect(await invoiceFor(free.id, asha)).toMatchObject({ status: 404, error: { code: 'NO_INVOICE' } });
  });

  it('prints the shop, the customer, each line’s tax, the totals in words and the payment in the PDF', async () => {
    const booking = await completed();
    const { invoice } = await invoiceFor(booking.id, asha);
    const res = await app.request(`/api/bookings/${booking.id}/invoice.pdf`, { headers: { Cookie: asha } });
    expect(res.status).toBe(200);
    const text = pdftotext(new Uint8Array(await res.arrayBuffer()));
    // Each line reads across as one row: SAC, taxable value, rate, CGST, SGST, amount.
    expect(text).toMatch(
      /1\. Screen Replacement +9987 +Rs 2,091\.31 +18% +Rs 188\.22 +Rs 188\.22 +Rs 2,467\.75/,
    );
    expect(text).toMatch(/2\. Port Cleaning +998719 +Rs 1,409\.76 +5% +Rs 35\.25 +Rs 35\.24 +Rs 1,480\.25/);
    expect(text).toMatch(/Price Rs 2,499\.00 less discount Rs 31\.25/);
    expect(text).toMatch(
      /Taxable value +Rs 3,501\.07\n.*CGST +Rs 223\.47\n.*SGST +Rs 223\.46\n.*Total +Rs 3,948\.00/,
    );
    expect(text).toMatch(/Place of supply +Odisha \(21\)/);
    expect(text).toMatch(/Payment method +Cash/);
    for (const expected of [
      'Kalinga Phone Care Pvt Ltd',
      'GSTIN: 21ABCDE1234F1ZC',
      'Tax Invoice',
      invoice.number,
      booking.bookingId,
      'Asha Das',
      'Amount in words: Three thousand nine hundred forty-eight rupees only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is a Bill of Supply with no tax lines from a shop without a GSTIN', async () => {
    const booking = await createBooking(db, {
      userId: ashaRow!.id,
      status: 'completed',
      completedAt: now,
      selectedServicesDetails: [{ id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 }],
      totalPrice: 249_900,
    });
    await createInvoice(db, booking, TEST_SHOP);
    const { invoice } = await invoiceFor(booking.id, asha);
    expect(invoice).toMatchObject({
      kind: 'bill_of_supply',
      total: 249_900,
      taxableValue: 249_900,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(invoice.shop.gstin).toBeNull();
    const res = await app.request(`/api/bookings/${booking.id}/invoice.pdf`, { headers: { Cookie: asha } });
    const text = pdftotext(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Bill of Supply');
    expect(text).toMatch(/1\. Screen Replacement +9987 +Rs 2,499\.00/);
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Taxable value/);
    expect(text).toContain('No GST is charged on a bill of supply');
  });

  it('links the invoice page from the completion e-mail', async () => {
    await db.update(repairServices).set({ gstRate: 18 }).where(eq(repairServices.id, cleaning.id));
    const booking = await completed({ email: 'asha.mail@example.com' });
    const mail = (await outboxFor(app, 'asha.mail@example.com')).find((m) =>
      m.subject?.startsWith('Repair completed'),
    );
    expect(mail?.text).toMatch(
      /Your invoice, to print or download: http:\/\/\S+\/track\/[a-z2-7]{26}\/invoice/,
    );
    const [row] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('completed');
  });
});
