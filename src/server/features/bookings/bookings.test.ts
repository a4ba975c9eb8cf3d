import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, outboxFor, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { createBooking, createDevice, createPricing, createRepairService } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingView } from '../../../shared/booking-types';
import { createUser } from '../../auth/create-user';
import { bookings, referrals, users } from '../../db/schema/index';

// 09:30 in India on Sunday 22 November 2026.
let now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth, background } = await createTestApp({ devOutbox: true, clock: () => now });

const device = await createDevice(db, { name: 'Galaxy S21' });
const screen = await createRepairService(db, { name: 'Screen Replacement' });
const battery = await createRepairService(db, { name: 'Battery Replacement' });
const hidden = await createRepairService(db, { name: 'Retired Service', isActive: false });
await createPricing(db, { deviceId: device.id, repairServiceId: screen.id, priceAmount: 1_249_900 });
await createPricing(db, { deviceId: device.id, repairServiceId: battery.id, priceAmount: 149_900 });
await createPricing(db, { deviceId: device.id, repairServiceId: hidden.id, priceAmount: 100 });
const unavailable = await createRepairService(db, { name: 'Unavailable Here' });
await createPricing(db, { deviceId: device.id, repairServiceId: unavailable.id, isAvailable: false });

const referrerEmail = 'referrer@example.com';
const referrerCookie = await signInByEmailCode(app, referrerEmail, 'Ravi Referrer');
const referrerStats = await getAs(app, '/api/referrals/me', referrerCookie);
const code = referrerStats.body.code as string;
const aliceEmail = 'alice@example.com';
const alice = await signInByEmailCode(app, aliceEmail, 'Alice Customer');
const bob = await signInByEmailCode(app, 'bob@example.com', 'Bob Customer');
const carol = await signInByEmailCode(app, 'carol@example.com', 'Carol Customer');
const dan = await signInByEmailCode(app, 'dan@example.com', 'Dan Customer');

let counter = 0;
function bookingBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    name: 'Priya Das',
    email: `priya${counter}@example.com`,
    phone: `98765${String(10_000 + counter).slice(-5)}`,
    address: '12 Janpath Road, Unit 3',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    deviceId: device.id,
    deviceModel: 'Galaxy S21',
    preferredDate: '2026-11-25',
    preferredTime: '11:00-13:00',
    selectedIssues: [screen.id, battery.id],
    ...overrides,
  };
}

type Created = { booking: BookingView };
const book = (body: unknown, options: Parameters<typeof postJson>[3] = {}) =>
  postJson<Created>(app, '/api/bookings', body, options);

describe('POST /api/bookings', () => {
  it('prices from the catalogue, whatever the client sends', async () => {
    const res = await book(
      bookingBody({
        totalPrice: 1,
        total_price: 1,
        referralDiscount: 999_999,
        status: 'completed',
        selectedServicesDetails: [{ id: screen.id, name: 'Free', priceAmount: 0 }],
        userId: 'someone-else',
      }),
    );
    expect(res.status).toBe(201);
    const { booking } = res.body;
    expect(booking).toMatchObject({
      status: 'pending',
      subtotal: 1_399_800,
      referralDiscount: 0,
      totalPrice: 1_399_800,
      selectedIssues: [screen.id, battery.id],
      selectedIssuesText: 'Screen Replacement, Battery Replacement',
      selectedServicesDetails: [
        { id: screen.id, name: 'Screen Replacement', priceAmount: 1_249_900 },
        { id: battery.id, name: 'Battery Replacement', priceAmount: 149_900 },
      ],
      preferredDate: '2026-11-25',
      preferredTime: '11:00-13:00',
      canCancel: true,
    });
    expect(booking.phone).toMatch(/^\+9198765\d{5}$/);
    expect(booking.bookingId).toMatch(/^BK-20261122-[A-HJ-NP-Z2-9]{4}$/);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ userId: null, totalPrice: 1_399_800, status: 'pending' });
    expect(JSON.stringify(res.body)).not.toContain('idempotency');
  });

  it('keeps the coordinates when given, and a repeated repair only once', async () => {
    const res = await book(
      bookingBody({ lat: 20.2961, lng: 85.8245, selectedIssues: [screen.id, screen.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ lat: 20.2961, lng: 85.8245, selectedIssues: [screen.id] });
  });

  it.each([
    ['name', 'P', 'Name must be at least 2 characters.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['email', 'x@phone.invalid', 'Please enter a valid email address.'],
    ['phone', '12345', 'Please enter a valid 10-digit Indian phone number.'],
    ['phone', '5876543210', 'Please enter a valid 10-digit Indian phone number.'],
    ['address', 'abc', 'Address must be at least 5 characters.'],
    ['city', 'B', 'City is required.'],
    ['state', '', 'State is required.'],
    ['pincode', '75100', 'Please enter a valid 6-digit pincode.'],
    ['pincode', '75100a', 'Please enter a valid 6-digit pincode.'],
    ['deviceModel', 'G', 'Please enter your device model.'],
    ['preferredDate', '2026-11-21', 'Date cannot be in the past.'],
    ['preferredDate', '2027-06-01', 'Please choose a date within the next 60 days.'],
    ['preferredTime', '08:00-10:00', 'Please choose one of the time slots.'],
    ['selectedIssues', [], 'Please select at least one repair issue.'],
    ['deviceId', 'abc', 'Please choose your device first.'],
  ])('refuses %s = %j with the form message', async (field, value, message) => {
    const res = await book(bookingBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
  });

  it('refuses "today, any time" once the last slot has started', async () => {
    now = new Date('2026-11-22T11:31:00Z'); // 17:01 IST
    const res = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.preferredDate).toBe(
      'Visits for today have all started. Please choose another date.',
    );
    now = new Date('2026-11-22T04:00:00Z');
    expect((await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '' }))).status).toBe(201);
  });

  it('refuses a time slot that has already started today', async () => {
    const res = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '09:00-11:00' }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.preferredTime).toMatch(/already passed/);
    const later = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '11:00-13:00' }));
    expect(later.status).toBe(201);
  });

  it('refuses repairs the device does not offer, and unknown devices', async () => {
    for (const id of [hidden.id, unavailable.id, 999_999]) {
      const res = await book(bookingBody({ selectedIssues: [screen.id, id] }));
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.selectedIssues).toMatch(/not available for this device/);
    }
    const inactive = await createDevice(db, { isActive: false });
    const res = await book(bookingBody({ deviceId: inactive.id }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.deviceId).toMatch(/no longer available/);
    const missing = await book(bookingBody({ deviceId: 2_000_000_000 }));
    expect(missing.status).toBe(400);
  });

  it('answers anything a client sends without a 500', async () => {
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      bookingBody({ selectedIssues: 'all' }),
      bookingBody({ selectedIssues: [1.5] }),
      bookingBody({ selectedIssues: Array.from({ length: 500 }, (_, i) => i + 1) }),
      bookingBody({ deviceId: 1e20 }),
      bookingBody({ deviceId: 3_000_000_000 }),
      bookingBody({ selectedIssues: [3_000_000_000] }),
      bookingBody({ lat: 'north', lng: 500 }),
      bookingBody({ preferredDate: '2026-02-30' }),
      bookingBody({ preferredDate: 'yesterday' }),
      bookingBody({ name: { first: 'a' } }),
      bookingBody({ name: 'x'.repeat(10_000) }),
      bookingBody({ referralCode: 12 }),
      bookingBody({ problem: 'p'.repeat(5000) }),
    ];
    for (const body of junk) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error?.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
    }
    const notJson = await book('{"name": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error?.code).toBe('BAD_REQUEST');
  });

  it('tells the customer and the admins, and keeps the booking when mail fails', async () => {
    const body = bookingBody({ problem: 'Screen cracked after a fall' });
    const res = await book(body);
    expect(res.status).toBe(201);
    await background.settled();
    const [toCustomer] = await outboxFor(app, body.email);
    expect(toCustomer?.subject).toBe(`Booking received: ${res.body.booking.bookingId}`);
    expect(toCustomer?.text).toContain('₹13,998');
    const [toSupport] = await outboxFor(app, 'support@example.com');
    expect(toSupport?.subject).toContain(res.body.booking.bookingId);
    expect(toSupport?.text).toContain('Screen cracked after a fall');

    // A mail server that accepts the connection and never answers: the customer still gets the
    // answer at once, and the booking is kept.
    const sockets = new Set<net.Socket>();
    const stalled = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalled.address() as AddressInfo;
      const slow = await createTestApp({
        devOutbox: true,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        clock: () => now,
      });
      const d = await createDevice(slow.db);
      const s = await createRepairService(slow.db);
      await createPricing(slow.db, { deviceId: d.id, repairServiceId: s.id });
      const slowBody = bookingBody({ deviceId: d.id, selectedIssues: [s.id] });
      const kept = await postJson<Created>(slow.app, '/api/bookings', slowBody);
      expect(kept.status).toBe(201);
      const stored = await slow.db.select().from(bookings).where(eq(bookings.id, kept.body.booking.id));
      expect(stored).toHaveLength(1);
      // The confirmation is recorded and still waiting on the mail server.
      await expect.poll(async () => (await outboxFor(slow.app, slowBody.email))[0]?.status).toBe('queued');
    } finally {
      for (const socket of sockets) socket.destroy();
      stalled.close();
    }
  });

  it('texts the customer when an SMS gateway is configured', async () => {
    const texts: string[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        texts.push(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ return: true }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = gateway.address() as AddressInfo;
      const withSms = await createTestApp({
        devOutbox: true,
        smsGateway: `http://127.0.0.1:${port}`,
        clock: () => now,
      });
      const d = await createDevice(withSms.db);
      const s = await createRepairService(withSms.db);
      await createPricing(withSms.db, { deviceId: d.id, repairServiceId: s.id });
      const body = bookingBody({ deviceId: d.id, selectedIssues: [s.id] });
      const res = await postJson<Created>(withSms.app, '/api/bookings', body);
      expect(res.status).toBe(201);
      await withSms.background.settled();
      const [sms] = await outboxFor(withSms.app, `+91${body.phone}`);
      expect(sms).toMatchObject({ channel: 'sms' });
      expect(sms?.text).toContain(res.body.booking.bookingId);
      expect(texts.some((t) => t.includes(body.phone))).toBe(true);
    } finally {
      gateway.close();
    }
  });

  it('caps bookings per client address', async () => {
    const capped = await createTestApp({ bookingsPerHourPerAddress: 2, clock: () => now });
    const d = await createDevice(capped.db);
    const s = await createRepairService(capped.db);
    await createPricing(capped.db, { deviceId: d.id, repairServiceId: s.id });
    const send = (address: string) =>
      postJson(capped.app, '/api/bookings', bookingBody({ deviceId: d.id, selectedIssues: [s.id] }), {
        address,
      });
    expect((await send('203.0.113.7')).status).toBe(201);
    expect((await send('203.0.113.7')).status).toBe(201);
    const third = await send('203.0.113.7');
    expect(third.status).toBe(429);
    expect(third.body.error?.code).toBe('RATE_LIMITED');
    expect((await send('203.0.113.8')).status).toBe(201);
    // Sent all at once, the cap still holds.
    const burst = await Promise.all(Array.from({ length: 10 }, () => send('203.0.113.9')));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(2);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(8);
    // IPv6 clients are counted by their /64.
    expect((await send('2001:db8:1:2::1')).status).toBe(201);
    expect((await send('2001:db8:1:2:ffff::9')).status).toBe(201);
    expect((await send('2001:0db8:0001:0002:0:0:0:77')).status).toBe(429);
    expect((await send('2001:db8:1:3::1')).status).toBe(201);
  });
});

describe('idempotency', () => {
  it('returns the first booking for a repeated key, never a second one', async () => {
    const body = bookingBody();
    const headers = { 'Idempotency-Key': 'retry-key-0001' };
    const first = await book(body, { headers });
    const second = await book(body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.booking.id).toBe(first.body.booking.id);
    const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, 'retry-key-0001'));
    expect(rows).toHaveLength(1);
    // One confirmation only.
    await background.settled();
    expect(await outboxFor(app, body.email)).toHaveLength(1);
  });

  it('does not hand someone else the booking of a key they reuse, and checks the key', async () => {
    await book(bookingBody(), { headers: { 'Idempotency-Key': 'retry-key-0002' } });
    const other = await book(bookingBody(), { headers: { 'Idempotency-Key': 'retry-key-0002' } });
    expect(other.status).toBe(409);
    const bad = await book(bookingBody(), { headers: { 'Idempotency-Key': 'a b' } });
    expect(bad.status).toBe(400);
  });

  it('makes exactly one booking per key under concurrency, with unique readable ids', async () => {
    const distinct = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(bookingBody({ selectedIssues: [battery.id] }), {
          headers: { 'Idempotency-Key': `burst-distinct-${i}` },
        }),
      ),
    );
    expect(distinct.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(new Set(distinct.map((r) => r.body.booking.bookingId)).size).toBe(100);
    const stored = await db.select({ key: bookings.idempotencyKey }).from(bookings);
    expect(stored.filter((r) => r.key?.startsWith('burst-distinct-'))).toHaveLength(100);

    const body = bookingBody({ selectedIssues: [battery.id] });
    const same = await Promise.all(
      Array.from({ length: 100 }, () => book(body, { headers: { 'Idempotency-Key': 'burst-same-key' } })),
    );
    expect(same.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(new Set(same.map((r) => r.body.booking.id)).size).toBe(1);
    const rows = await db.select().from(bookings).where(eq(bookings.idempotencyKey, 'burst-same-key'));
    expect(rows).toHaveLength(1);
  });
});

describe('referral codes', () => {
  it('gives ₹50 off a first booking and records a pending referral in the same booking', async () => {
    const validated = await postJson(app, '/api/referrals/validate', { code: code.toLowerCase() });
    expect(validated.body).toEqual({ valid: true, discount: 5000 });
    const res = await book(
      bookingBody({ referralCode: ` ${code.toLowerCase()} `, selectedIssues: [battery.id] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      referralCode: code,
      referralDiscount: 5000,
      subtotal: 149_900,
      totalPrice: 144_900,
    });
    const [referral] = await db.select().from(referrals).where(eq(referrals.bookingId, res.body.booking.id));
    expect(referral).toMatchObject({ referralCode: code, status: 'pending', referredName: 'Priya Das' });

    const stats = await getAs(app, '/api/referrals/me', referrerCookie);
    expect(stats.body).toEqual({
      code,
      link: `http://localhost:3000/book?ref=${code}`,
      successful: 0,
      pending: 1,
      earnings: 0,
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

    const own = await postJson(app, '/api/referrals/validate', { code }, { cookie: referrerCookie });
    expect(own.body).toEqual({ valid: false, reason: 'own_code' });
    const ownAsGuest = await book(bookingBody({ email: referrerEmail, referralCode: code }));
    expect(ownAsGuest.status).toBe(400);
    expect(ownAsGuest.body.error?.fields?.referralCode).toBe('You cannot use your own referral code.');

    const body = bookingBody({ selectedIssues: [battery.id] });
    expect((await book(body)).status).toBe(201);
    const again = await book({ ...body, referralCode: code });
    expect(again.status).toBe(400);
    expect(again.body.error?.fields?.referralCode).toMatch(/first booking only/);
    // Nothing was stored for the refused attempts.
    const rows = await db.select().from(referrals);
    expect(rows).toHaveLength(1);
  });

  it('answers a repeated request with a code as the first booking, even when sent at once', async () => {
    const body = bookingBody({ referralCode: code, selectedIssues: [battery.id] });
    const headers = { 'Idempotency-Key': 'referral-retry-0001' };
    const [a, b] = await Promise.all([book(body, { headers }), book(body, { headers })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.booking.id).toBe(b.body.booking.id);
    expect(a.body.booking.referralDiscount).toBe(5000);
  });

  it('gives one first-booking discount to concurrent bookings by the same person', async () => {
    const body = bookingBody({ referralCode: code, selectedIssues: [battery.id] });
    const results = await Promise.all([book(body), book(body), book(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('knows a signed-in customer by their verified e-mail, whatever the form says', async () => {
    const email = 'earlier.guest@example.com';
    expect((await book(bookingBody({ email }))).status).toBe(201);
    const cookie = await signInByEmailCode(app, email, 'Earlier Guest');
    const res = await book(bookingBody({ email: 'fresh.address@example.com', referralCode: code }), {
      cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ reason: 'not_first_booking' });
    const validated = await postJson(app, '/api/referrals/validate', { code }, { cookie });
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
    const res = await postJson(app, '/api/referrals/validate', { code }, { cookie });
    expect(res.body).toEqual({ valid: false, reason: 'not_first_booking' });
  });
});

describe("the customer's bookings", () => {
  it('lists bookings made while signed in and guest bookings with the verified e-mail, newest first', async () => {
    const guest = await book(bookingBody({ email: aliceEmail.toUpperCase() }));
    const signedIn = await book(bookingBody({ email: 'alice.other@example.com' }), { cookie: alice });
    expect(signedIn.status).toBe(201);
    const list = await getAs(app, '/api/bookings', alice);
    expect(list.status).toBe(200);
    const ids = (list.body.bookings as BookingView[]).map((b) => b.id);
    expect(ids).toEqual([signedIn.body.booking.id, guest.body.booking.id]);
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(0);
  });

  it('does not count an unverified e-mail as proof', async () => {
    const [bobRow] = await db.select().from(users).where(eq(users.email, 'bob@example.com'));
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, bobRow!.id));
    await createBooking(db, { email: 'bob@example.com' });
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(0);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, bobRow!.id));
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(1);
  });

  it('shows a booking to its owner only: others get 404, guests 401', async () => {
    const { body } = await book(bookingBody(), { cookie: alice });
    const id = body.booking.id;
    expect((await getAs(app, `/api/bookings/${id}`, alice)).status).toBe(200);
    const asBob = await getAs(app, `/api/bookings/${id}`, bob);
    expect(asBob.status).toBe(404);
    expect(asBob.body.error?.code).toBe('NOT_FOUND');
    expect((await getAs(app, `/api/bookings/${id}`)).status).toBe(401);
    expect((await getAs(app, '/api/bookings/not-a-uuid', alice)).status).toBe(404);
    expect((await postJson(app, `/api/bookings/${id}/cancel`, {}, { cookie: bob })).status).toBe(404);
    expect((await postJson(app, `/api/bookings/${id}/cancel`, {})).status).toBe(401);
  });
});

describe('cancellation', () => {
  const cancel = (id: string) => postJson<Created>(app, `/api/bookings/${id}/cancel`, {}, { cookie: carol });

  it('cancels up to 2 hours before the visit, India time, and not after', async () => {
    now = new Date('2026-11-22T04:00:00Z'); // 09:30 IST
    const { body } = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '13:00-15:00' }), {
      cookie: carol,
    });
    now = new Date('2026-11-22T05:31:00Z'); // 11:01 IST: less than 2 hours before 13:00
    const late = await cancel(body.booking.id);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/up to 2 hours before/);
    expect((await getAs(app, `/api/bookings/${body.booking.id}`, carol)).body.booking).toMatchObject({
      status: 'pending',
      canCancel: false,
    });

    now = new Date('2026-11-22T05:29:00Z'); // 10:59 IST
    const inTime = await cancel(body.booking.id);
    expect(inTime.status).toBe(200);
    expect(inTime.body.booking).toMatchObject({
      status: 'cancelled',
      cancelledReason: 'Cancelled by customer',
      canCancel: false,
    });
    expect(inTime.body.booking.cancelledAt).toBe('2026-11-22T05:29:00.000Z');
    expect((await cancel(body.booking.id)).body.error?.message).toBe(
      'This booking has already been cancelled.',
    );
    now = new Date('2026-11-22T04:00:00Z');
  });

  it('counts from 9:00 without a time window, and any time without a date', async () => {
    const dated = await book(bookingBody({ preferredDate: '2026-11-23', preferredTime: null }), {
      cookie: carol,
    });
    now = new Date('2026-11-23T01:31:00Z'); // 07:01 IST
    expect((await cancel(dated.body.booking.id)).status).toBe(409);
    now = new Date('2026-11-22T04:00:00Z');
    const undated = await book(bookingBody({ preferredDate: '', preferredTime: '' }), { cookie: carol });
    expect(undated.body.booking).toMatchObject({ preferredDate: null, preferredTime: null });
    expect((await cancel(undated.body.booking.id)).status).toBe(200);
  });

  it('never cancels a completed booking', async () => {
    const { body } = await book(bookingBody(), { cookie: carol });
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, body.booking.id));
    const res = await cancel(body.booking.id);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('A completed booking cannot be cancelled.');
  });
});

describe('profile settings', () => {
  const put = (body: unknown) => postJson(app, '/api/profile', body, { cookie: dan, method: 'PUT' });

  it('saves the details, ignores the e-mail and fills the next booking form', async () => {
    const res = await put({
      fullName: 'Dan Mohanty',
      phone: '+91 98765 43210',
      defaultAddress: '4 Saheed Nagar',
      defaultCity: 'Bhubaneswar',
      defaultState: 'Odisha',
      defaultPincode: '751007',
      email: 'other@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      email: 'dan@example.com',
      fullName: 'Dan Mohanty',
      phone: '+919876543210',
      defaultPincode: '751007',
    });
    expect((await getAs(app, '/api/profile', dan)).body.profile).toMatchObject({ fullName: 'Dan Mohanty' });
    expect((await getAs(app, '/api/session', dan)).body.user).toMatchObject({ name: 'Dan Mohanty' });
    const cleared = await put({ fullName: 'Dan Mohanty', phone: '', defaultAddress: '' });
    expect(cleared.body.profile).toMatchObject({ phone: null, defaultAddress: null });
  });

  it.each([
    ['fullName', 'D', 'Name must be at least 2 characters.'],
    ['phone', '12345', 'Please enter a valid 10-digit Indian phone number.'],
    ['defaultAddress', 'abc', 'Address must be at least 5 characters.'],
    ['defaultPincode', '7510', 'Please enter a valid 6-digit pincode.'],
  ])('refuses %s = %j', async (field, value, message) => {
    const res = await put({ fullName: 'Dan Mohanty', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[field]).toBe(message);
  });

  it("leaves a technician's roles alone", async () => {
    const email = 'tech.profile@example.com';
    await createUser(auth, db, { email, name: 'Tara Tech', password: 'tech-pass-1', role: 'technician' });
    const signedIn = await postJson(app, '/api/auth/sign-in/email', { email, password: 'tech-pass-1' });
    expect(signedIn.status).toBe(200);
    const res = await postJson(
      app,
      '/api/profile',
      { fullName: 'Tara Technician' },
      { cookie: signedIn.cookie, method: 'PUT' },
    );
    expect(res.status).toBe(200);
    expect((await getAs(app, '/api/me', signedIn.cookie)).body.roles).toEqual(['technician']);
    expect((await getAs(app, '/api/referrals/me', signedIn.cookie)).status).toBe(200);
    expect((await getAs(app, '/api/me', signedIn.cookie)).body.roles).toEqual(['technician']);
  });

  it('needs a session', async () => {
    expect((await postJson(app, '/api/profile', { fullName: 'X Y' }, { method: 'PUT' })).status).toBe(401);
    expect((await getAs(app, '/api/referrals/me')).status).toBe(401);
  });
});
