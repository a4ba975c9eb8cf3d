import { describe, expect, it } from 'vitest';
import { postJson } from '../../../../tests/auth-helpers';
import { createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import { createTestApp, TEST_SITE_CONFIG } from '../../../../tests/test-app';
import { formatPhone } from '../../../shared/format-phone';
import { DEFAULT_BOOKING_LIMITS } from './booking-limits';

// Bookings an hour (decision 034): a high ceiling per client address, because carriers put many
// customers behind one address, and a low one per phone number and per mailbox.

// 09:30 in India on Sunday 22 November 2026.
let now = new Date('2026-11-22T04:00:00Z');
const { app, db } = await createTestApp({ clock: () => now });
const { device, screen } = await createBookableDevice(db);
const body = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id], { preferredDate: '2026-11-25', ...overrides });
const book = (overrides: Record<string, unknown>, address: string) =>
  postJson(app, '/api/bookings', body(overrides), { address });
const supportPhone = formatPhone(TEST_SITE_CONFIG.supportPhone);

describe('bookings per client address', () => {
  it('lets many customers behind one carrier address book, up to the ceiling', async () => {
    expect(DEFAULT_BOOKING_LIMITS.perAddress).toBe(60);
    // Each booking with its own phone and e-mail, as different customers behind one NAT address are.
    for (let i = 0; i < DEFAULT_BOOKING_LIMITS.perAddress; i++) {
      const res = await book({}, '100.64.0.1');
      expect(res.status, `booking ${i + 1}`).toBe(201);
    }
    const refused = await book({}, '100.64.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'BOOKINGS_RATE_LIMITED',
      reason: 'address',
      params: { phone: supportPhone },
    });
    expect(refused.body.error?.message).toContain(supportPhone);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not held back by that one.
    expect((await book({}, '100.64.0.2')).status).toBe(201);
  });
});

describe('bookings per phone number and per mailbox', () => {
  it('refuses the sixth booking for one phone in an hour, from any address, with the support phone', async () => {
    const phone = '9123400001';
    for (let i = 0; i < DEFAULT_BOOKING_LIMITS.perContact; i++) {
      expect((await book({ phone }, `198.51.100.${i + 1}`)).status).toBe(201);
    }
    const refused = await book({ phone }, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'BOOKINGS_RATE_LIMITED',
      reason: 'contact',
      params: { phone: supportPhone },
    });
    expect(refused.body.error?.message).toContain(supportPhone);
    // The same address books for someone else, and the refusal did not count against it.
    expect((await book({}, '198.51.100.99')).status).toBe(201);
  });

  it('counts one mailbox however its address is written', async () => {
    const spellings = [
      'asha.roy@gmail.com',
      'asharoy@gmail.com',
      'AshaRoy+1@gmail.com',
      'a.sha.roy@googlemail.com',
    ];
    for (const [i, email] of [...spellings, 'ashaRoy+repair@gmail.com'].entries()) {
      expect((await book({ email }, `192.0.2.${i + 1}`)).status).toBe(201);
    }
    const refused = await book({ email: 'asha.roy+6@gmail.com' }, '192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.body.error?.reason).toBe('contact');
  });

  it('lets the contact book again an hour later', async () => {
    const phone = '9123400002';
    for (let i = 0; i < DEFAULT_BOOKING_LIMITS.perContact; i++) {
      expect((await book({ phone }, `203.0.113.${i + 1}`)).status).toBe(201);
    }
    expect((await book({ phone }, '203.0.113.60')).status).toBe(429);
    now = new Date(now.getTime() + 61 * 60 * 1000);
    expect((await book({ phone }, '203.0.113.61')).status).toBe(201);
  });
});
