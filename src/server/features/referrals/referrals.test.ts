import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, outboxFor, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import {
  bookWith,
  createBookableDevice,
  makeBookingBody,
  provePhone,
} from '../../../../tests/booking-fixtures';
import { createTestApp } from '../../../../tests/test-app';
import { messages, referrals } from '../../db/schema/index';

// Referral codes on bookings: ₹50 off a first booking, never one's own, once per person, for a booker
// whose phone is verified (the farming cases are in referral-farming.test.ts).

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen, battery } = await createBookableDevice(db);
const bookingBody = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id, battery.id], overrides);
const book = bookWith(app);
/** A booking body whose phone has been verified in the form. */
const verifiedBody = async (overrides: Record<string, unknown> = {}) => {
  const body = bookingBody(overrides);
  return { ...body, phoneProof: await provePhone(app, body.phone) };
};

const referrerEmail = 'referrer@example.com';
const referrerCookie = await signInByEmailCode(app, referrerEmail, 'Ravi Referrer');
const code = (await getAs(app, '/api/referrals/me', referrerCookie)).body.code as string;

describe('referral codes', () => {
  it('gives ₹50 off a first booking and records a pending referral in the same booking', async () => {
    const body = await verifiedBody({
      referralCode: ` ${code.toLowerCase()} `,
      selectedIssues: [battery.id],
    });
    const validated = await postJson(app, '/api/referrals/validate', {
      code: code.toLowerCase(),
      phoneProof: body.phoneProof,
    });
    expect(validated.body).toEqual({ valid: true, discount: 5000 });
    const res = await book(body);
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      referralCode: code,
      referralDiscount: 5000,
      subtotal: 149_900,
      totalPrice: 144_900,
    });
    const [referral] = await db.select().from(referrals).where(eq(referrals.bookingId, res.body.booking.id));
    expect(referral).toMatchObject({ referralCode: code, status: 'pending', referredName: 'Priya Das' });

    // The tracking link shows the discount too, as the dashboard does (decision 034).
    const mail = (await outboxFor(app, body.email)).find((m) => /\/track\/[a-z2-7]{26}/.test(m.text));
    const token = /\/track\/([a-z2-7]{26})/.exec(mail?.text ?? '')?.[1];
    const tracked = await getAs(app, `/api/track/${token}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body.booking).toMatchObject({ referralDiscount: 5000, totalPrice: 144_900 });

    const stats = await getAs(app, '/api/referrals/me', referrerCookie);
    expect(stats.body).toEqual({
      code,
      link: `http://localhost:3000/book?ref=${code}`,
      successful: 0,
      pending: 1,
      earnings: 0,
      paidOut: 0,
    });
  });

  it('tells a signed-in customer their own code is theirs before any phone is verified, and sends no text', async () => {
    const textsSent = async () =>
      (await db.select({ n: count() }).from(messages).where(eq(messages.channel, 'sms')))[0]?.n ?? 0;
    const email = 'own-code-first@example.com';
    const cookie = await signInByEmailCode(app, email, 'Mina Own');
    const own = (await getAs(app, '/api/referrals/me', cookie)).body.code as string;
    const before = await textsSent();

    const checked = await postJson(app, '/api/referrals/validate', { code: own }, { cookie });
    expect(checked.body).toEqual({ valid: false, reason: 'own_code' });
    const booked = await book(bookingBody({ email, referralCode: own }), { cookie });
    expect(booked.status).toBe(400);
    expect(booked.body.error?.reason).toBe('own_code');
    expect(booked.body.error?.fields?.referralCode).toBe('You cannot use your own referral code.');
    expect(await textsSent()).toBe(before);

    // Anyone else's code still waits for a verified phone, and a guest learns only that it exists.
    expect((await postJson(app, '/api/referrals/validate', { code }, { cookie })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
    expect((await postJson(app, '/api/referrals/validate', { code: own })).body).toEqual({
      valid: false,
      reason: 'phone_unverified',
    });
  });

  it("refuses unknown codes, the booker's own code and a second booking", async () => {
    expect((await postJson(app, '/api/referrals/validate', { code: 'NOPE2345' })).body).toEqual({
      valid: false,
      reason: 'not_found',
    });
    const unknown = await book(bookingBody({ referralCode: 'NOPE2345' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.referralCode).toBe('The referral code you entered is not valid.');

    const ownBody = await verifiedBody({ email: referrerEmail, referralCode: code });
    const own = await postJson(
      app,
      '/api/referrals/validate',
      { code, phoneProof: ownBody.phoneProof },
      { cookie: referrerCookie },
    );
    expect(own.body).toEqual({ valid: false, reason: 'own_code' });
    const ownAsGuest = await book(ownBody);
    expect(ownAsGuest.status).toBe(400);
    expect(ownAsGuest.body.error?.fields?.referralCode).toBe('You cannot use your own referral code.');

    const body = await verifiedBody({ selectedIssues: [battery.id] });
    expect((await book(body)).status).toBe(201);
    const again = await book({ ...body, referralCode: code });
    expect(again.status).toBe(400);
    expect(again.body.error?.fields?.referralCode).toMatch(/first booking only/);
    // Nothing was stored for the refused attempts.
    const rows = await db.select().from(referrals);
    expect(rows).toHaveLength(1);
  });

  it('answers a repeated request with a code as the first booking, even when sent at once', async () => {
    const body = await verifiedBody({ referralCode: code, selectedIssues: [battery.id] });
    const headers = { 'Idempotency-Key': 'referral-retry-0001' };
    const [a, b] = await Promise.all([book(body, { headers }), book(body, { headers })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.booking.id).toBe(b.body.booking.id);
    expect(a.body.booking.referralDiscount).toBe(5000);
  });

  it('gives one first-booking discount to concurrent bookings by the same person', async () => {
    const body = await verifiedBody({ referralCode: code, selectedIssues: [battery.id] });
    const results = await Promise.all([book(body), book(body), book(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('knows a signed-in customer by their verified e-mail, whatever the form says', async () => {
    const email = 'earlier.guest@example.com';
    expect((await book(bookingBody({ email }))).status).toBe(201);
    const cookie = await signInByEmailCode(app, email, 'Earlier Guest');
    const body = await verifiedBody({ email: 'fresh.address@example.com', referralCode: code });
    const res = await book(body, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ reason: 'not_first_booking' });
    const validated = await postJson(
      app,
      '/api/referrals/validate',
      { code, phoneProof: body.phoneProof },
      { cookie },
    );
    expect(validated.body).toEqual({ valid: false, reason: 'not_first_booking' });
  });

  it('limits how many refused codes one client can collect', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await book(bookingBody({ referralCode: 'NOPE2345' }), { address });
      expect(res.status).toBe(400);
    }
    const res = await book(bookingBody({ referralCode: 'NOPE2345' }), { address });
    expect(res.status).toBe(429);
  });

  it('tells a signed-in customer who booked before that the code is for a first booking', async () => {
    const email = 'returning@example.com';
    const cookie = await signInByEmailCode(app, email, 'Returning Customer');
    expect((await book(bookingBody({ email }), { cookie })).status).toBe(201);
    const phoneProof = await provePhone(app, bookingBody().phone);
    const res = await postJson(app, '/api/referrals/validate', { code, phoneProof }, { cookie });
    expect(res.body).toEqual({ valid: false, reason: 'not_first_booking' });
  });
});
