import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxFor, postJson } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import type { Created } from '../../../../tests/booking-fixtures';
import { createDevice, createPricing, createRepairService } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import { bookings } from '../../db/schema/index';

// Making a booking: prices, validation, notifications, limits and idempotency.

// 09:30 in India on Sunday 22 November 2026.
let now = new Date('2026-11-22T04:00:00Z');
const { app, db, worker } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen, battery, hidden, unavailable } = await createBookableDevice(db);
const bookingBody = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id, battery.id], { preferredDate: '2026-11-25', ...overrides });
const book = bookWith(app);

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

  it('stores the phone one way, +91XXXXXXXXXX, from the 10 digits the form sends or any other spelling', async () => {
    for (const [typed, stored] of [
      ['9437112201', '+919437112201'],
      ['+91 94371 12202', '+919437112202'],
      ['+91-9437112203', '+919437112203'],
      ['094371-12204', '+919437112204'],
    ]) {
      const res = await book(bookingBody({ phone: typed }));
      expect(res.status, typed).toBe(201);
      expect(res.body.booking.phone).toBe(stored);
      const [row] = await db.select().from(bookings).where(eq(bookings.id, res.body.booking.id));
      expect(row?.phone).toBe(stored);
    }
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
    ['pincode', '012345', 'Please enter a valid 6-digit pincode.'],
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

  it('refuses "today, any time" once no window is 2 hours away', async () => {
    now = new Date('2026-11-22T09:31:00Z'); // 15:01 IST: the 17:00 window is 1 h 59 min away
    const res = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.preferredDate).toBe(
      'No more visits can be booked for today. Please choose another date.',
    );
    now = new Date('2026-11-22T09:30:00Z'); // 15:00 IST: exactly 2 hours before 17:00
    expect((await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '' }))).status).toBe(201);
    now = new Date('2026-11-22T04:00:00Z');
    expect((await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '' }))).status).toBe(201);
  });

  it("refuses today's windows that start in less than 2 hours", async () => {
    // 09:30 IST: 09:00 has started and 11:00 is 1 h 30 min away; 13:00 is the first window offered.
    for (const window of ['09:00-11:00', '11:00-13:00']) {
      const res = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: window }));
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.preferredTime).toBe(
        'That time slot starts in less than 2 hours. Please choose a later slot or another date.',
      );
    }
    const later = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '13:00-15:00' }));
    expect(later.status).toBe(201);
    const tomorrow = await book(bookingBody({ preferredDate: '2026-11-23', preferredTime: '09:00-11:00' }));
    expect(tomorrow.status).toBe(201);
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
    await worker.drain();
    const [toCustomer] = await outboxFor(app, body.email);
    expect(toCustomer?.subject).toBe(`Booking received: ${res.body.booking.bookingId}`);
    expect(toCustomer?.text).toContain('₹13,998');
    const [toSupport] = await outboxFor(app, 'support@example.com');
    expect(toSupport?.subject).toContain(res.body.booking.bookingId);
    expect(toSupport?.text).toContain('Screen cracked after a fall');
    // The booking page promises confirmation by e-mail and text: without an SMS gateway the text is
    // kept in the outbox, addressed to the booking's phone, in the same status words as the e-mail.
    const texts = await outboxFor(app, res.body.booking.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms', status: 'outbox' });
    expect(texts[0]?.text).toContain(`Booking ${res.body.booking.bookingId} received (status: Pending)`);
    expect(texts[0]?.text).toContain('We will call you within 30 minutes to confirm the visit.');
    expect(toCustomer?.text).toContain('Status: Pending – Received.');

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
      await withSms.worker.drain();
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
    expect(third.body.error?.code).toBe('BOOKINGS_RATE_LIMITED');
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
    await worker.drain();
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
