import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getAs,
  nextAddress,
  postJson,
  signInByEmailCode,
  signInWithPassword,
} from '../../../../tests/auth-helpers';
import {
  createClientError,
  createDevice,
  createRepairService,
  createServerErrorCount,
  createUser,
} from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminErrors } from '../../../shared/contracts/admin-desk';
import { RETENTION_DAYS } from '../../../shared/retention';
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../../../shared/client-errors';
import { clientErrors, serverErrorCounts } from '../../db/schema/index';
import { removeExpiredData } from '../../domain/data-retention';
import { clientErrorsPerHour } from './client-errors.service';

// Errors in browsers through POST /api/client-errors, and the admin's counts of them and of the
// server's 500s through GET /api/admin/errors (decision 033), on a real database.

const now = new Date('2026-11-22T04:30:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'owner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'owner@example.com', 'admin-pass-1');

const report = {
  kind: 'boundary',
  area: 'customer',
  message: 'TypeError: Cannot read properties of undefined (reading "name")',
  page: '/dashboard',
  stack: 'TypeError: x\n    at Dashboard (http://localhost:3000/assets/dashboard-Ab12Cd3.js:1:200)',
};

const adminErrors = async () => {
  const res = await getAs(app, '/api/admin/errors', admin);
  expect(res.status).toBe(200);
  return res.body as unknown as AdminErrors;
};

describe('POST /api/client-errors', () => {
  it('stores a report without sign-in, and nothing about the client', async () => {
    const res = await postJson(app, '/api/client-errors', report);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recorded: true });
    const [row] = await db
      .select()
      .from(clientErrors)
      .where(sql`${clientErrors.page} = '/dashboard'`);
    expect(row).toEqual({
      id: row!.id,
      kind: 'boundary',
      area: 'customer',
      message: report.message,
      page: '/dashboard',
      stack: report.stack,
      weight: 1,
      createdAt: now,
    });
  });

  it('strips query strings, tracking tokens, e-mail addresses and phone numbers before storing', async () => {
    const token = 'q7Kx2mPz9RtY4vLs8NwB3cFd';
    const res = await postJson(app, '/api/client-errors', {
      kind: 'error',
      message: `Error: no booking for asha.rao@example.com, +91 98765 43210 at /track/${token}?ref=ABC`,
      page: `https://doorstepfix.in/hi/track/${token}?utm=x#top`,
      stack: `Error\n    at load (https://doorstepfix.in/reset-password?token=${token}:1:2)\n    phone 9876543210`,
    });
    expect(res.status).toBe(201);
    const [row] = await db
      .select()
      .from(clientErrors)
      .where(sql`${clientErrors.kind} = 'error'`);
    expect(row!.page).toBe('/hi/track/[token]');
    expect(row!.message).toBe('Error: no booking for [email], [phone] at /track/[token]');
    expect(row!.stack).toBe('Error\n    at load (https://doorstepfix.in/reset-password)\n    phone [phone]');
    for (const text of [row!.page, row!.message, row!.stack!]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('?');
    }
    // Errors nobody saw are sampled by the browser at half: each report stands for two.
    expect(row!.weight).toBe(2);
  });

  it('refuses a report that is not one, in the one error shape', async () => {
    const bad = await postJson(app, '/api/client-errors', { ...report, kind: 'panic', message: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['kind', 'message']);

    const twoLines = await postJson(app, '/api/client-errors', { ...report, message: 'a\nb' });
    expect(twoLines.status).toBe(400);
  });

  it(`refuses a body over ${CLIENT_ERROR_MAX_BODY_BYTES} bytes before reading it`, async () => {
    const padded = { ...report, stack: 'x'.repeat(CLIENT_ERROR_MAX_BODY_BYTES) };
    const res = await postJson(app, '/api/client-errors', padded);
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
    // Within the size, a stack longer than is kept is refused too.
    const long = await postJson(app, '/api/client-errors', { ...report, stack: 'x'.repeat(3000) });
    expect(long.status).toBe(400);
  });

  it(`takes ${clientErrorsPerHour.limit} reports an hour from one client address, then drops them`, async () => {
    const address = nextAddress();
    const sent = { ...report, page: '/limit-check' };
    for (let i = 0; i < clientErrorsPerHour.limit; i++) {
      expect((await postJson(app, '/api/client-errors', sent, { address })).status).toBe(201);
    }
    const over = await postJson(app, '/api/client-errors', sent, { address });
    expect(over.status).toBe(202);
    expect(over.body).toEqual({ recorded: false });
    const stored = await db
      .select()
      .from(clientErrors)
      .where(sql`${clientErrors.page} = '/limit-check'`);
    expect(stored).toHaveLength(clientErrorsPerHour.limit);
    expect((await postJson(app, '/api/client-errors', sent, { address: nextAddress() })).status).toBe(201);
  });

  it('refuses another origin', async () => {
    const res = await postJson(app, '/api/client-errors', report, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/admin/errors', () => {
  it('is for admins only', async () => {
    expect((await getAs(app, '/api/admin/errors')).status).toBe(401);
    const customer = await signInByEmailCode(app, 'customer@example.com');
    expect((await getAs(app, '/api/admin/errors', customer)).status).toBe(403);
  });

  it('counts browser errors of the last 7 days by message and page, sampled ones by their weight', async () => {
    const message = 'TypeError: counted';
    const day = 24 * 3600_000;
    await createClientError(db, { message, page: '/devices', createdAt: new Date(now.getTime() - day) });
    await createClientError(db, { message, page: '/devices', weight: 2, createdAt: now });
    await createClientError(db, { message, page: '/booking', createdAt: now });
    // Older than the 7 days shown.
    await createClientError(db, { message, page: '/devices', createdAt: new Date(now.getTime() - 8 * day) });
    const errors = await adminErrors();
    expect(errors.days).toBe(7);
    const counted = errors.client.filter((row) => row.message === message);
    expect(counted.map(({ page, count, reports }) => ({ page, count, reports }))).toEqual([
      { page: '/devices', count: 3, reports: 2 },
      { page: '/booking', count: 1, reports: 1 },
    ]);
    expect(counted[0]!.lastSeen).toBe(now.toISOString());
  });

  it('counts requests that end in 500 by route, on the server and in the overview', async () => {
    const before = await adminErrors();
    const answer = {
      deviceId: (await createDevice(db)).id,
      repairServiceId: (await createRepairService(db)).id,
      worked: true,
    };
    // A real failure: the table behind a route is gone (as after a bad manual change).
    await db.execute(sql`alter table guide_outcomes rename to guide_outcomes_away`);
    try {
      for (let i = 0; i < 2; i++) {
        const res = await postJson(app, '/api/guide-outcomes', answer);
        expect(res.status).toBe(500);
        expect(res.body.error?.code).toBe('INTERNAL');
      }
    } finally {
      await db.execute(sql`alter table guide_outcomes_away rename to guide_outcomes`);
    }
    const [row] = await db
      .select()
      .from(serverErrorCounts)
      .where(sql`${serverErrorCounts.route} = '/api/guide-outcomes'`);
    expect(row).toEqual({
      hour: new Date('2026-11-22T04:00:00Z'),
      method: 'POST',
      route: '/api/guide-outcomes',
      count: 2,
    });
    const after = await adminErrors();
    expect(after.server).toContainEqual({ method: 'POST', route: '/api/guide-outcomes', count: 2 });
    expect(after.serverTotals.thisHour - before.serverTotals.thisHour).toBe(2);
    expect(after.serverTotals.lastDay - before.serverTotals.lastDay).toBe(2);
  });
});

describe('retention', () => {
  it(`deletes reports and 500 counts ${RETENTION_DAYS.errorReports} days old, and keeps younger ones`, async () => {
    const day = 24 * 3600_000;
    const made = new Date('2026-10-01T00:00:00Z');
    const old = await createClientError(db, { message: 'Error: old', createdAt: made });
    await createServerErrorCount(db, { hour: made, route: '/api/old-route' });
    const exists = async () => ({
      report: (
        await db
          .select()
          .from(clientErrors)
          .where(sql`${clientErrors.id} = ${old.id}`)
      ).length,
      count: (
        await db
          .select()
          .from(serverErrorCounts)
          .where(sql`${serverErrorCounts.route} = '/api/old-route'`)
      ).length,
    });
    const period = RETENTION_DAYS.errorReports * day;
    await removeExpiredData(db, new Date(made.getTime() + period - 3600_000));
    expect(await exists()).toEqual({ report: 1, count: 1 });
    const counts = await removeExpiredData(db, new Date(made.getTime() + period + 3600_000));
    expect(await exists()).toEqual({ report: 0, count: 0 });
    expect(counts?.errorReports).toBeGreaterThanOrEqual(2);
  });
});
