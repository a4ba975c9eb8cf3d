import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookWith,
  createBookableDevice,
  makeBookingBody,
  dayAfterTomorrowInIndia,
} from '../../../../tests/booking-fixtures';
import { createTestApp } from '../../../../tests/test-app';
import { bookings } from '../../db/schema/index';

// An Idempotency-Key answers a retry of the same request with the first booking. The same key with
// another request (other repairs, another address...) is not a retry: it is refused with 422, as the
// well-known payment APIs do, instead of quietly answering with a booking the client did not ask for.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen, battery } = await createBookableDevice(db);
const book = bookWith(app);
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const rowsWithKey = (key: string) => db.select().from(bookings).where(eq(bookings.idempotencyKey, key));

describe('a reused Idempotency-Key', () => {
  it('answers a retry of the same booking with the first one', async () => {
    const body = makeBookingBody(device.id, [screen.id]);
    const first = await book(body, withKey('same-body-0001'));
    const retry = await book(body, withKey('same-body-0001'));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.booking.id).toBe(first.body.booking.id);
  });

  it('takes the same booking written another way as the same request', async () => {
    const body = makeBookingBody(device.id, [screen.id, battery.id]);
    const first = await book(body, withKey('same-body-0002'));
    // Keys in another order, the e-mail in capitals, the phone with +91, spaces around the text.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await book(
      {
        ...reordered,
        email: body.email.toUpperCase(),
        phone: `+91 ${body.phone}`,
        name: `  ${body.name} `,
        selectedIssues: [screen.id, battery.id, screen.id],
      },
      withKey('same-body-0002'),
    );
    expect(retry.status).toBe(201);
    expect(retry.body.booking.id).toBe(first.body.booking.id);
  });

  it.each([
    ['other repairs', { selectedIssues: [battery.id] }],
    ['another address', { address: '99 Other Street, Unit 4' }],
    ['another visit', { preferredDate: dayAfterTomorrowInIndia() }],
    ['a problem added', { problem: 'Also the speaker' }],
  ])('refuses %s with 422 and keeps the first booking as it was', async (_change, change) => {
    const key = `changed-${Object.keys(change)[0]}-0001`;
    // A visit day of this file's clock, never the one the change names (the fixtures' default is
    // tomorrow on the real clock, which is 26 November on the 25th).
    const body = makeBookingBody(device.id, [screen.id], { preferredDate: '2026-11-24' });
    const first = await book(body, withKey(key));
    expect(first.status).toBe(201);
    const changed = await book({ ...body, ...change }, withKey(key));
    expect(changed.status).toBe(422);
    expect(changed.body.error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/different request/) as unknown,
    });
    expect(JSON.stringify(changed.body)).not.toContain(first.body.booking.bookingId);
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: body.address, selectedIssues: [screen.id] });
  });

  it('refuses the other request when both race for one key', async () => {
    const key = 'race-two-bodies-0001';
    const a = makeBookingBody(device.id, [screen.id]);
    const b = { ...a, selectedIssues: [battery.id] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(i % 2 === 0 ? a : b, withKey(key))),
    );
    const made = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 422);
    expect(made.length + refused.length).toBe(10);
    expect(new Set(made.map((res) => res.body.booking.id)).size).toBe(1);
    // Every answer given for one body, every refusal for the other.
    const winner = made[0]!.body.booking.selectedIssues[0];
    expect(made).toHaveLength(5);
    expect(refused).toHaveLength(5);
    expect(await rowsWithKey(key)).toHaveLength(1);
    expect([screen.id, battery.id]).toContain(winner);
  });

  it('answers with the first booking for a key stored before requests were remembered (decision 008)', async () => {
    const body = makeBookingBody(device.id, [screen.id]);
    const first = await book(body, withKey('stored-before-0001'));
    await db.execute(
      sql`update bookings set idempotency_request_hash = null where idempotency_key = 'stored-before-0001'`,
    );
    const retry = await book({ ...body, problem: 'Added later' }, withKey('stored-before-0001'));
    expect(retry.status).toBe(201);
    expect(retry.body.booking.id).toBe(first.body.booking.id);
  });
});
