import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { LiveBookingChange } from '../../src/shared/contracts/live';
import { createBooking, createDevice, createPricing, createRepairService } from '../factories';
import { readLiveStream } from '../live-stream';
import { startServerProcess } from '../server-process';
import { createTestDatabase } from '../test-database';

// Several app processes on one PostgreSQL behave as one for live updates: a change made through one
// process reaches a browser whose stream is open on another (pg_notify at commit, LISTEN in each).

let database: DatabaseHandle | null = null;
afterAll(async () => {
  await database?.close();
});

const ADMIN = { email: 'two-processes@example.com', password: 'admin-pass-1' };

/** A real server process on the PostgreSQL database at `url`; resolves with its address once it listens. */
async function startServer(url: string): Promise<string> {
  const started = await startServerProcess({
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: 'a-secret-both-processes-share-and-is-long',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  return started.url;
}

async function signIn(server: string): Promise<string> {
  const response = await fetch(`${server}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe.skipIf(!process.env.DATABASE_URL)('two processes on one PostgreSQL', () => {
  let first = '';
  let second = '';
  let cookie = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await Promise.all([startServer(database.url!), startServer(database.url!)]);
    // Sessions live in the database: one sign-in serves both processes.
    cookie = await signIn(first);
  }, 60_000);

  it("delivers each process's changes to streams open on the other within 1 s", async () => {
    for (const [listenOn, changeOn] of [
      [first, second],
      [second, first],
    ] as const) {
      const booking = await createBooking(database!.db);
      const stream = readLiveStream(await fetch(`${listenOn}/api/live`, { headers: { Cookie: cookie } }));
      try {
        await stream.next((e) => e.event === 'ready');
        const sent = performance.now();
        const changed = await fetch(`${changeOn}/api/admin/bookings/${booking.id}/status`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: changeOn, Cookie: cookie },
          body: JSON.stringify({ status: 'cancelled', reason: 'Customer called to cancel' }),
        });
        expect(changed.status).toBe(200);
        const event = await stream.next(
          (e) => e.event === 'booking' && (e.data as LiveBookingChange).bookingId === booking.id,
          1000,
        );
        expect(event.data).toEqual({ bookingId: booking.id, status: 'cancelled' });
        expect(event.at - sent).toBeLessThan(1000);
      } finally {
        await stream.close();
      }
    }
  }, 60_000);

  it("shows a price changed through one process on the other's next page view, within 1 s", async () => {
    const device = await createDevice(database!.db, { name: 'Shared Phone', slug: 'shared-phone' });
    const service = await createRepairService(database!.db, { name: 'Shared Screen' });
    const price = await createPricing(database!.db, {
      deviceId: device.id,
      repairServiceId: service.id,
      priceAmount: 100_000,
    });
    const priceOn = async (server: string) => {
      const body = (await (await fetch(`${server}/api/devices/shared-phone`)).json()) as {
        device: { repairs: { priceAmount: number }[] };
      };
      return body.device.repairs[0]?.priceAmount;
    };
    // Both processes have the page cached at the old price.
    expect(await priceOn(first)).toBe(100_000);
    expect(await priceOn(second)).toBe(100_000);

    const changed = await fetch(`${first}/api/admin/pricing/${price.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: first, Cookie: cookie },
      body: JSON.stringify({ price: 1250 }),
    });
    expect(changed.status).toBe(200);
    const sent = performance.now();
    expect(await priceOn(first)).toBe(125_000);
    await expect.poll(() => priceOn(second), { timeout: 1000, interval: 20 }).toBe(125_000);
    expect(performance.now() - sent).toBeLessThan(1000);
  });
});
