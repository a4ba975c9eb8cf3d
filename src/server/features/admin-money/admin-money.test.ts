import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import {
  createBooking,
  createRepairService,
  createTechnician,
  createUser,
} from '../../../../tests/factories';
import { createTestApp, TEST_SHOP } from '../../../../tests/test-app';
import type { BookingMoney } from '../../../shared/contracts/booking-money';
import { adminActions, creditNotes } from '../../db/schema/index';

// A booking's money on the admin desk (decision 063): the payment taken at the door, a later payment
// for what was short, refunds with their credit notes, and the balance after each; nothing more than
// is due can be paid, nothing more than was paid or invoiced refunded.

const now = new Date('2026-11-22T04:00:00Z');
const shop = { ...TEST_SHOP, gstin: '21ABCDE1234F1ZC' };
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now, shop });
await createUser(auth, db, { email: 'cashier@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'cashier@example.com', 'admin-pass-1');
const technician = await createTechnician(auth, db);
const techCookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement', gstRate: 5 });

/** A ₹1,499 + ₹2,499 job completed with `rupees` taken by `method`. */
async function completedWith(method: 'cash' | 'upi', rupees: number) {
  const booking = await createBooking(db, {
    status: 'in_progress',
    technicianId: technician.id,
    startCode: '4827',
    selectedServicesDetails: [
      { id: battery.id, name: 'Battery Replacement', priceAmount: 149_900 },
      { id: screen.id, name: 'Screen Replacement', priceAmount: 249_900 },
    ],
    totalPrice: 399_800,
  });
  const done = await postJson(
    app,
    `/api/technician/jobs/${booking.id}/complete`,
    { paymentMethod: method, amountCollected: rupees },
    { cookie: techCookie },
  );
  expect(done.status).toBe(200);
  return booking;
}

const moneyOf = async (id: string) =>
  (await getAs(app, `/api/admin/bookings/${id}/money`, admin)).body.money as BookingMoney;
const pay = (id: string, body: Record<string, unknown>) =>
  postJson(app, `/api/admin/bookings/${id}/payments`, body, { cookie: admin });
const refund = (id: string, body: Record<string, unknown>) =>
  postJson(app, `/api/admin/bookings/${id}/refunds`, body, { cookie: admin });

describe('a booking’s money', () => {
  it('records what was taken at the door, and a later payment for the rest, never more than is due', async () => {
    const booking = await completedWith('upi', 3000);
    const before = await moneyOf(booking.id);
    expect(before).toMatchObject({
      charged: 399_800,
      paid: 300_000,
      refunded: 0,
      credited: 0,
      balance: 99_800,
    });
    expect(before.entries).toMatchObject([{ kind: 'payment', method: 'upi', amount: 300_000 }]);

    const tooMuch = await pay(booking.id, { amount: 999, method: 'cash' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({
      code: 'PAYMENT_TOO_LARGE',
      message: 'Only ₹998 is due on this booking.',
    });
    expect((await pay(booking.id, { amount: 0, method: 'cash' })).status).toBe(400);
    expect((await pay(booking.id, { amount: 10.5, method: 'cash' })).status).toBe(400);
    expect((await pay(booking.id, { amount: 10, method: 'cheque' })).status).toBe(400);

    const paid = await pay(booking.id, {
      amount: 998,
      method: 'other',
      reference: 'NEFT 8812',
      note: 'Paid by bank transfer',
    });
    expect(paid.status).toBe(200);
    expect((paid.body.money as BookingMoney).balance).toBe(0);
    const again = await pay(booking.id, { amount: 1, method: 'cash' });
    expect(again.body.error).toMatchObject({ code: 'NOTHING_DUE' });
    const [audit] = await db
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'booking.payment_recorded'));
    expect(audit).toMatchObject({
      subjectId: booking.bookingId,
      details: { amount: 99_800, method: 'other' },
    });
  });

  it('refunds with a credit note against the invoice, taxed as its lines were, in its own series', async () => {
    const booking = await completedWith('cash', 3998);
    const first = await refund(booking.id, {
      amount: 500,
      method: 'upi',
      reason: 'Battery swapped back, customer kept the old one',
    });
    expect(first.status).toBe(200);
    const money = first.body.money as BookingMoney;
    expect(money).toMatchObject({ paid: 399_800, refunded: 50_000, credited: 50_000, balance: 0 });
    expect(money.creditNotes).toMatchObject([
      { total: 50_000, reason: 'Battery swapped back, customer kept the old one' },
    ]);
    expect(money.creditNotes[0]!.number).toMatch(/^CN\/26-27\/\d{6}$/);
    const [note] = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.number, money.creditNotes[0]!.number));
    // ₹500 shared 187.47 / 312.53 over the ₹1,499 and ₹2,499 lines, each at its own rate.
    expect(note!.lines.map((l) => [l.gross, l.rate])).toEqual([
      [18_747, 5],
      [31_253, 18],
    ]);
    expect(note!.taxableValue + note!.cgst + note!.sgst + note!.igst).toBe(50_000);

    // The rest of the invoice can be credited, and no more; each credit note takes the next number.
    const tooMuch = await refund(booking.id, { amount: 3499, method: 'cash', reason: 'Whole job refunded' });
    expect(tooMuch.body.error).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: 'At most ₹3,498 can be refunded on this booking.',
    });
    const rest = await refund(booking.id, { amount: 3498, method: 'cash', reason: 'Whole job refunded' });
    expect(rest.status).toBe(200);
    const after = rest.body.money as BookingMoney;
    expect(after).toMatchObject({ credited: 399_800, refunded: 399_800, balance: 0 });
    const [a, b] = after.creditNotes.map((n) => Number(n.number.slice(-6)));
    expect(b).toBe(a! + 1);
    expect(
      (await refund(booking.id, { amount: 1, method: 'cash', reason: 'Again' })).body.error,
    ).toMatchObject({
      message: 'Nothing can be refunded on this booking.',
    });
  });

  it('refunds no more than was paid, and refuses a booking without an invoice or a reason', async () => {
    const short = await completedWith('cash', 1000);
    const refused = await refund(short.id, { amount: 1001, method: 'cash', reason: 'Overcharged' });
    expect(refused.body.error).toMatchObject({ message: 'At most ₹1,000 can be refunded on this booking.' });
    const open = await createBooking(db, { status: 'confirmed' });
    expect((await refund(open.id, { amount: 10, method: 'cash', reason: 'Test' })).body.error).toMatchObject({
      code: 'NO_INVOICE',
    });
    const noReason = await refund(short.id, { amount: 10, method: 'cash', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatchObject({
      fields: { reason: 'Please say why the money is refunded.' },
    });
  });

  it('keeps a booking with an invoice or payments: it cannot be deleted', async () => {
    const booking = await completedWith('cash', 3998);
    const res = await postJson(app, `/api/admin/bookings/${booking.id}`, undefined, {
      cookie: admin,
      method: 'DELETE',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'BOOKING_INVOICED' });
    expect((await moneyOf(booking.id)).paid).toBe(399_800);
  });

  it('is the admins’ alone, and an unknown booking is not found', async () => {
    const booking = await completedWith('cash', 3998);
    expect((await getAs(app, `/api/admin/bookings/${booking.id}/money`, techCookie)).status).toBe(403);
    expect(
      (await getAs(app, '/api/admin/bookings/00000000-0000-4000-8000-000000000000/money', admin)).status,
    ).toBe(404);
    expect((await pay('not-a-booking', { amount: 1, method: 'cash' })).status).toBe(404);
  });
});
