import { describe, expect, it } from 'vitest';
import { postJson } from '../auth-helpers';
import { createBookableDevice, makeBookingBody } from '../booking-fixtures';
import { createTestApp } from '../test-app';

// The limits on referral checks, refused referral codes and address lookups are counted in the
// database: a restarted server (or a second process on the same database) goes on counting where the
// last one stopped, instead of starting from zero.

const now = new Date('2026-11-22T04:00:00Z');
const first = await createTestApp({ clock: () => now });
const { db } = first;
const { device, screen } = await createBookableDevice(db);
/** The same server after a restart: a new app on the same database. */
const restarted = await createTestApp({ clock: () => now, sharedDatabase: first.database });

const lookUp = (app: typeof first.app, address: string) =>
  app.request('/api/geocode/search?q=Janpath', { headers: { 'X-Forwarded-For': address } });

describe('limits across a restart', () => {
  it('keeps counting referral checks', async () => {
    const address = '203.0.113.31';
    for (let i = 0; i < 30; i++) {
      const res = await postJson(first.app, '/api/referrals/validate', { code: 'NOPE2345' }, { address });
      expect(res.status).toBe(200);
    }
    const after = await postJson(restarted.app, '/api/referrals/validate', { code: 'NOPE2345' }, { address });
    expect(after.status).toBe(429);
    expect(after.body.error?.code).toBe('REFERRAL_CHECKS_LIMITED');
  });

  it('keeps counting refused referral codes', async () => {
    const address = '203.0.113.32';
    const book = (app: typeof first.app) =>
      postJson(
        app,
        '/api/bookings',
        makeBookingBody(device.id, [screen.id], { referralCode: 'NOPE2345', preferredDate: '2026-11-24' }),
        { address },
      );
    for (let i = 0; i < 10; i++) {
      const refused = await book(first.app);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields).toHaveProperty('referralCode');
    }
    const after = await book(restarted.app);
    expect(after.status).toBe(429);
    expect(after.body.error?.code).toBe('REFERRAL_REFUSALS_LIMITED');
  });

  it('keeps counting address lookups', async () => {
    const address = '203.0.113.33';
    for (let i = 0; i < 30; i++) expect((await lookUp(first.app, address)).status).not.toBe(429);
    const after = await lookUp(restarted.app, address);
    expect(after.status).toBe(429);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('GEOCODE_RATE_LIMITED');
  });
});
