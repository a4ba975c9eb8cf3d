import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/shared/api-error';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createBooking, createTrackingLink } from '../factories';
import { startServerProcess } from '../server-process';
import { startTcpProxy } from '../tcp-proxy';
import type { TcpProxy } from '../tcp-proxy';
import { createTestDatabase } from '../test-database';

// PostgreSQL goes away under a running server and comes back: a TCP proxy between the app and the
// database is cut and restored. Meanwhile the process stays alive (/api/health), says it should get
// no traffic (/api/ready), answers what needs the database with 503 and Retry-After, and keeps
// serving the catalogue it has read. When the database is back, it recovers by itself.

const ADMIN = { email: 'outage-admin@example.com', password: 'admin-pass-1' };

let database: DatabaseHandle | null = null;
afterAll(async () => {
  await database?.close();
});

/** A booking body for the device and repair given, from a new customer. */
function bookingBody(device: { id: number; name: string }, serviceId: number, n: number) {
  return {
    name: 'Priya Das',
    email: `outage${n}@example.com`,
    phone: `98765${String(10_000 + n).slice(-5)}`,
    address: '12 Janpath Road',
    city: 'Bhubaneswar',
    state: 'Odisha',
    pincode: '751001',
    deviceId: device.id,
    deviceModel: device.name,
    selectedIssues: [serviceId],
  };
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL going away under a running server', () => {
  let proxy: TcpProxy;
  let server = '';
  /** What the server wrote to its log once it listened. */
  let log = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url!);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const started = await startServerProcess({
      DATABASE_URL: throughProxy.toString(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'a-secret-for-the-outage-test-that-is-long',
    });
    server = started.url;
    started.child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  }, 60_000);

  it('answers 503 with Retry-After while it is gone, keeps the catalogue and health, and recovers', async () => {
    const get = (path: string, init?: RequestInit) => fetch(`${server}${path}`, init);
    const signedIn = await get('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server },
      body: JSON.stringify(ADMIN),
    });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const list = (await (await get('/api/devices')).json()) as {
      devices: { slug: string; id: number; name: string }[];
    };
    const slug = list.devices[0]!.slug;
    const detail = (await (await get(`/api/devices/${slug}`)).json()) as {
      device: { id: number; name: string; repairs: { serviceId: number }[] };
    };
    const book = (n: number) =>
      get('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server },
        body: JSON.stringify(bookingBody(detail.device, detail.device.repairs[0]!.serviceId, n)),
      });
    expect((await book(1)).status).toBe(201);
    expect((await get('/api/ready')).status).toBe(200);
    const token = await createTrackingLink(database!.db, (await createBooking(database!.db)).id);

    // Health is asked all along, as an orchestrator would: it never fails.
    const healthStatuses: number[] = [];
    let watching = true;
    const watchHealth = (async () => {
      while (watching) {
        healthStatuses.push((await get('/api/health')).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    await proxy.cut();
    const unavailable = async (response: Response) => {
      const body = (await response.json()) as ApiErrorBody;
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        code: body.error.code,
      };
    };
    const outage = { status: 503, retryAfter: '10', code: 'SERVICE_UNAVAILABLE' };
    expect((await get('/api/health')).status).toBe(200);
    expect(await unavailable(await get('/api/ready'))).toEqual(outage);
    expect(await unavailable(await book(2))).toEqual(outage);
    expect(await unavailable(await get('/api/repair-services'))).toEqual(outage);
    expect(await unavailable(await get('/api/me', { headers: { Cookie: cookie } }))).toEqual(outage);
    expect(await unavailable(await get('/api/admin/bookings', { headers: { Cookie: cookie } }))).toEqual(
      outage,
    );
    const signIn = await get('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server },
      body: JSON.stringify(ADMIN),
    });
    expect(await unavailable(signIn)).toEqual(outage);
    // A guest following their tracking link: the log keeps where, never the key to the booking.
    expect(await unavailable(await get(`/api/track/${token}`))).toEqual(outage);
    await until(() => Promise.resolve(log.includes('/api/track/[token]')), 'the tracking request logged');
    expect(log).toContain('database unavailable');
    expect(log).not.toContain(token);
    // What was read before is still served, and searched.
    expect((await get('/api/devices?q=not-searched-before')).status).toBe(200);
    const cachedList = await get('/api/devices');
    expect(cachedList.status).toBe(200);
    expect(((await cachedList.json()) as typeof list).devices).toHaveLength(list.devices.length);
    expect((await get(`/api/devices/${slug}`)).status).toBe(200);

    await proxy.restore();
    await until(async () => (await get('/api/ready')).status === 200, 'ready again');
    expect((await book(3)).status).toBe(201);
    expect((await get('/api/me', { headers: { Cookie: cookie } })).status).toBe(200);

    watching = false;
    await watchHealth;
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(new Set(healthStatuses)).toEqual(new Set([200]));
  }, 60_000);
});
