import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { createBookableDevice, makeBookingBody } from '../../../tests/booking-fixtures';
import { createBooking, createTrackingLink } from '../../../tests/factories';
import { createTestApp, getJson, TEST_ORIGIN } from '../../../tests/test-app';
import { createUnreachableDatabase } from '../../../tests/unreachable-database';
import { createLogger } from '../lib/logger';
import { createNodeListener } from './node-listener';

// While the database cannot be reached, the API says so plainly: 503 with Retry-After and
// SERVICE_UNAVAILABLE, never a 500. The process stays alive, and the catalogue it has already read
// keeps being served. (tests/integration/database-outage.test.ts cuts a real PostgreSQL connection.)

const { app, db, catalogueCache } = await createTestApp();
const { device, screen } = await createBookableDevice(db);
// The same app, sharing the catalogue cache, on a database server that is down.
const { app: down } = await createTestApp({ db: await createUnreachableDatabase(), catalogueCache });

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('10');
  const body = (await response.json()) as ApiErrorBody;
  expect(body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 10 });
}

describe('a database outage', () => {
  it('keeps /api/health alive and makes /api/ready fail', async () => {
    expect((await getJson(down, '/api/health')).status).toBe(200);
    const ready = await down.request('/api/ready');
    await expectUnavailable(ready);
  });

  it('answers catalogue reads it has not cached and bookings with 503 and Retry-After', async () => {
    await expectUnavailable(await down.request('/api/devices?q=nothing-cached'));
    await expectUnavailable(await down.request(`/api/devices/${device.slug}`));
    await expectUnavailable(
      await down.request('/api/bookings', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          'X-Forwarded-For': '203.0.113.9',
        },
        body: JSON.stringify(makeBookingBody(device.id, [screen.id])),
      }),
    );
  });

  it('keeps serving the catalogue read before the outage, even after the cache was dropped', async () => {
    const before = await getJson(app, '/api/devices');
    const page = await getJson(app, `/api/devices/${device.slug}`);
    expect(before.status).toBe(200);
    // A catalogue change (or a lost change listener) drops the cache just as the database goes.
    catalogueCache.invalidate();
    const during = await getJson(down, '/api/devices');
    expect(during.status).toBe(200);
    expect(during.body).toEqual(before.body);
    expect((await getJson(down, `/api/devices/${device.slug}`)).body).toEqual(page.body);
    // A search not made before runs on the device list read before.
    const search = await getJson<{ devices: { slug: string }[] }>(down, '/api/devices?q=galaxy');
    expect(search.status).toBe(200);
    expect(search.body.devices.map((d) => d.slug)).toEqual([device.slug]);
    // Once the database answers again, the catalogue is read afresh.
    expect((await getJson(app, '/api/devices')).body).toEqual(before.body);
  });
});

describe('the log during an outage', () => {
  it("never holds a tracking link's token, in the request line or the outage warning", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'debug' }, sink);
    const { app: logged } = await createTestApp({ db: await createUnreachableDatabase(), logger });
    // As the server runs it: the request line is written by the HTTP listener, the rest by the app.
    const server = createServer(createNodeListener(logged.fetch, logger));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const token = await createTrackingLink(db, (await createBooking(db)).id);
    const requests = [
      ['GET', `/api/track/${token}`],
      ['GET', `/api/track/${token}/warranty`],
      ['POST', `/api/track/${token}/cancel`],
    ] as const;
    for (const [method, path] of requests) {
      const res = await fetch(`${base}${path}?lang=hi`, { method, headers: { Origin: TEST_ORIGIN } });
      await expectUnavailable(res);
    }
    await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(requests.length);
    const warnings = lines.filter((line) => line.msg === 'database unavailable');
    expect(warnings).toHaveLength(requests.length);
    // Where it happened is kept; the key to the booking is not.
    expect(warnings[0]).toMatchObject({ method: 'GET', path: '/api/track/[token]' });
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toEqual([
      '/api/track/[token]',
      '/api/track/[token]/warranty',
      '/api/track/[token]/cancel',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
