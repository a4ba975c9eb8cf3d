import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { requestCounters } from '../../src/server/db/schema/index';
import { addressBucket } from '../../src/server/http/client-address';
import { firstBookableSlot } from '../../src/shared/booking-time';
import type { LiveBookingChange } from '../../src/shared/contracts/live';
import { getAs, latestCodeFor, postJson, signInByEmailCode } from '../auth-helpers';
import { makeBookingBody } from '../booking-fixtures';
import type { Created } from '../booking-fixtures';
import { createBooking, createDevice, createPricing, createRepairService } from '../factories';
import { readLiveStream } from '../live-stream';
import { redisAnswers, SHARED_REDIS_URL } from '../redis-server';
import { startRoundRobinProxy } from '../round-robin-proxy';
import type { RoundRobinProxy } from '../round-robin-proxy';
import { startServerProcess } from '../server-process';
import { TEST_ORIGIN } from '../test-app';
import { createTestDatabase } from '../test-database';

// Several app processes on one PostgreSQL behave as one: sessions and one-time codes made by one
// serve on the other, rate limits count together (in the database, or in Redis with REDIS_URL), a
// catalogue change reaches the other's next request (pg_notify at commit, LISTEN in each), and so
// does a booking's change to a browser whose live stream is open on the other. First each process
// directly, then through a round-robin balancer in front of both, as a deployment runs them.

const onPostgres = Boolean(process.env.DATABASE_URL);
const withRedis = onPostgres && (await redisAnswers(SHARED_REDIS_URL));

let database: DatabaseHandle | null = null;
afterAll(async () => {
  await database?.close();
});

const ADMIN = { email: 'two-processes@example.com', password: 'admin-pass-1' };
const BOOKINGS_PER_HOUR = 3;

/** A real server process on the PostgreSQL database at `url`; resolves with its address once it listens. */
async function startServer(url: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const started = await startServerProcess({
    DATABASE_URL: url,
    // Every process must sign and check sessions (and one-time codes) with the same secret.
    BETTER_AUTH_SECRET: 'a-secret-both-processes-share-and-is-long',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // As behind a load balancer: the public origin is the balancer's, which reports the client.
    PUBLIC_ORIGIN: TEST_ORIGIN,
    TRUST_PROXY: 'true',
    SEED_CATALOGUE: 'false',
    BOOKINGS_PER_HOUR_PER_ADDRESS: String(BOOKINGS_PER_HOUR),
    // Codes are read from each process's outbox, on this computer, with no key from its log.
    DEV_OUTBOX: 'true',
    ...env,
  });
  return started.url;
}

/** Requests straight to one process, for the helpers of tests/auth-helpers.ts. */
const direct = (server: string) => ({
  request: (path: string, init?: RequestInit) => fetch(`${server}${path}`, init),
});

/** A client address of the documentation range, new for each run (Redis keeps counts between runs). */
const someClientAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::7`;

async function signIn(server: string): Promise<string> {
  const response = await fetch(`${server}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The price of the first repair on a device page, as a customer's browser reads it. */
async function priceOn(server: { request: (path: string) => Promise<Response> }, slug: string) {
  const body = (await (await server.request(`/api/devices/${slug}`)).json()) as {
    device: { repairs: { priceAmount: number }[] };
  };
  return body.device.repairs[0]?.priceAmount;
}

/** Sends requests that change nothing until the balancer's next request goes to `upstream`. */
async function steerTo(proxy: RoundRobinProxy, upstream: number) {
  while (proxy.next() !== upstream) await proxy.request('/api/health');
}

describe.skipIf(!onPostgres)('several processes on one PostgreSQL', () => {
  let servers: string[] = [];
  let redisServers: string[] = [];
  let cookie = '';
  let bookingBody: (overrides?: Record<string, unknown>) => ReturnType<typeof makeBookingBody>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const device = await createDevice(database.db, { name: 'Balanced Phone', slug: 'balanced-phone' });
    const service = await createRepairService(database.db, { name: 'Balanced Screen' });
    await createPricing(database.db, {
      deviceId: device.id,
      repairServiceId: service.id,
      priceAmount: 200_000,
    });
    const slot = firstBookableSlot(new Date());
    bookingBody = (overrides = {}) =>
      makeBookingBody(device.id, [service.id], {
        preferredDate: slot.date,
        preferredTime: slot.window,
        ...overrides,
      });
    const url = database.url!;
    // All at once, as a deployment starts them (Redis's pair only where Redis runs).
    const started = await Promise.all([
      startServer(url),
      startServer(url),
      ...(withRedis
        ? [
            startServer(url, { REDIS_URL: SHARED_REDIS_URL }),
            startServer(url, { REDIS_URL: SHARED_REDIS_URL }),
          ]
        : []),
    ]);
    servers = started.slice(0, 2);
    redisServers = started.slice(2);
    // Sessions live in the database: one sign-in serves every process.
    cookie = await signIn(servers[0]!);
  }, 60_000);

  describe('each process, directly', () => {
    it("delivers each process's changes to streams open on the other within 1 s", async () => {
      const [first, second] = servers as [string, string];
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
            headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
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
      const [first, second] = servers.map(direct) as [ReturnType<typeof direct>, ReturnType<typeof direct>];
      const device = await createDevice(database!.db, { name: 'Shared Phone', slug: 'shared-phone' });
      const service = await createRepairService(database!.db, { name: 'Shared Screen' });
      const price = await createPricing(database!.db, {
        deviceId: device.id,
        repairServiceId: service.id,
        priceAmount: 100_000,
      });
      // Both processes have the page cached at the old price.
      expect(await priceOn(first, 'shared-phone')).toBe(100_000);
      expect(await priceOn(second, 'shared-phone')).toBe(100_000);

      const changed = await postJson(
        first,
        `/api/admin/pricing/${price.id}`,
        { price: 1250 },
        { method: 'PUT', cookie },
      );
      expect(changed.status).toBe(200);
      const sent = performance.now();
      expect(await priceOn(first, 'shared-phone')).toBe(125_000);
      await expect.poll(() => priceOn(second, 'shared-phone'), { timeout: 1000, interval: 20 }).toBe(125_000);
      expect(performance.now() - sent).toBeLessThan(1000);
    });
  });

  describe('behind a round-robin load balancer', () => {
    let proxy: RoundRobinProxy;
    let customer = '';
    const customerEmail = `shared-customer-${process.pid}@example.com`;
    const booked: string[] = [];
    beforeAll(async () => {
      proxy = await startRoundRobinProxy(servers, { clientAddress: someClientAddress() });
    });

    it('signs a customer in with a code sent by one process and checked by the other, valid on both', async () => {
      const sent = await postJson(proxy, '/api/auth/email-otp/send', {
        email: customerEmail,
        createUser: true,
        name: 'Asha Rao',
      });
      expect(sent.status).toBe(200);
      const sentBy = proxy.log.at(-1)!.upstream;
      // The development outbox is each process's own memory: the code is read where it was sent.
      const code = await latestCodeFor(direct(servers[sentBy]!), customerEmail);
      const verified = await postJson(proxy, '/api/auth/email-otp/verify', { email: customerEmail, code });
      expect(verified.status).toBe(200);
      expect(proxy.log.at(-1)!.upstream).not.toBe(sentBy);
      customer = verified.cookie;

      for (let i = 0; i < 2; i++) {
        const session = await getAs(proxy, '/api/auth/get-session', customer);
        expect(session.status).toBe(200);
        expect((session.body as { user?: { email: string } }).user?.email).toBe(customerEmail);
      }
      expect(new Set(proxy.log.slice(-2).map((r) => r.upstream))).toEqual(new Set([0, 1]));
    });

    it("books, and counts the address's bookings and code requests on both processes together", async () => {
      const book = () =>
        postJson<Created>(proxy, '/api/bookings', bookingBody({ email: customerEmail }), {
          cookie: customer,
        });
      for (let i = 0; i < BOOKINGS_PER_HOUR; i++) {
        const created = await book();
        expect(created.status).toBe(201);
        booked.push(created.body.booking.id);
      }
      // Each process alone has taken at most two: only a shared count refuses the next.
      const refused = await book();
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe('BOOKINGS_RATE_LIMITED');
      expect(new Set(proxy.log.slice(-4).map((r) => r.upstream))).toEqual(new Set([0, 1]));

      const email = `cool-down-${process.pid}@example.com`;
      const first = await postJson(proxy, '/api/auth/email-otp/send', { email, createUser: true });
      expect(first.status).toBe(200);
      const again = await postJson(proxy, '/api/auth/email-otp/send', { email, createUser: true });
      expect(again.status).toBe(429);
      expect(again.body.error?.code).toBe('RESEND_COOLDOWN');
      expect(proxy.log.at(-1)!.upstream).not.toBe(proxy.log.at(-2)!.upstream);
    });

    it("shows a price an admin changed through one process on the other process's next request", async () => {
      const device = await createDevice(database!.db, { name: 'Repriced Phone', slug: 'repriced-phone' });
      const service = await createRepairService(database!.db, { name: 'Repriced Screen' });
      const price = await createPricing(database!.db, {
        deviceId: device.id,
        repairServiceId: service.id,
        priceAmount: 300_000,
      });
      // Each process has the page cached at the old price.
      expect([await priceOn(proxy, 'repriced-phone'), await priceOn(proxy, 'repriced-phone')]).toEqual([
        300_000, 300_000,
      ]);

      const changed = await postJson(
        proxy,
        `/api/admin/pricing/${price.id}`,
        { price: 3500 },
        { method: 'PUT', cookie },
      );
      expect(changed.status).toBe(200);
      const changedOn = proxy.log.at(-1)!.upstream;
      const sent = performance.now();
      // The cached page is dropped by the notification, not by its age.
      expect(await priceOn(proxy, 'repriced-phone')).toBe(350_000);
      expect(proxy.log.at(-1)!.upstream).not.toBe(changedOn);
      expect(performance.now() - sent).toBeLessThan(1000);
    });

    it('delivers a status change made through one process to the live stream the customer holds on the other', async () => {
      const bookingId = booked[0]!;
      const stream = readLiveStream(await proxy.request('/api/live', { headers: { Cookie: customer } }));
      try {
        await stream.next((e) => e.event === 'ready');
        const streamOn = proxy.log.at(-1)!.upstream;
        await steerTo(proxy, 1 - streamOn);
        const changed = await postJson(
          proxy,
          `/api/admin/bookings/${bookingId}/status`,
          { status: 'confirmed' },
          { cookie },
        );
        expect(changed.status).toBe(200);
        expect(proxy.log.at(-1)!.upstream).toBe(1 - streamOn);
        const event = await stream.next(
          (e) => e.event === 'booking' && (e.data as LiveBookingChange).bookingId === bookingId,
          1000,
        );
        expect(event.data).toEqual({ bookingId, status: 'confirmed' });
      } finally {
        await stream.close();
      }
    });
  });

  describe('live streams behind the balancer', () => {
    let proxy: RoundRobinProxy;
    beforeAll(async () => {
      proxy = await startRoundRobinProxy(servers, { clientAddress: someClientAddress() });
    });
    const openStream = async (session: string) => {
      const response = await proxy.request('/api/live', { headers: { Cookie: session } });
      return { status: response.status, upstream: proxy.log.at(-1)!.upstream, response };
    };

    it('holds at most 10 streams of one person on both processes together', async () => {
      const person = await signInByEmailCode(direct(servers[0]!), `ten-streams-${process.pid}@example.com`);
      const held: Array<ReturnType<typeof readLiveStream>> = [];
      try {
        const upstreams: number[] = [];
        for (let i = 0; i < 10; i++) {
          const opened = await openStream(person);
          expect(opened.status).toBe(200);
          const stream = readLiveStream(opened.response);
          held.push(stream);
          await stream.next((e) => e.event === 'ready');
          upstreams.push(opened.upstream);
        }
        // Five on each: neither process alone holds ten.
        expect(upstreams.filter((u) => u === 0)).toHaveLength(5);
        // The eleventh is refused, whichever process it reaches.
        for (let i = 0; i < 2; i++) {
          const refused = await openStream(person);
          expect(refused.status).toBe(429);
          expect(((await refused.response.json()) as { error: { code: string } }).error.code).toBe(
            'RATE_LIMITED',
          );
        }
        expect(new Set(proxy.log.slice(-2).map((r) => r.upstream))).toEqual(new Set([0, 1]));

        // A stream closed gives its place back, on either process.
        await held.shift()!.close();
        await expect
          .poll(async () => {
            const again = await openStream(person);
            if (again.status === 200) held.push(readLiveStream(again.response));
            else await again.response.body?.cancel();
            return again.status;
          })
          .toBe(200);
      } finally {
        await Promise.all(held.map((stream) => stream.close()));
      }
    });

    it("ends the person's streams on both processes at once when they sign out, and no other session's", async () => {
      const session = await signIn(proxy.url);
      const mine = [await openStream(session), await openStream(session)];
      expect(mine.map((opened) => opened.status)).toEqual([200, 200]);
      expect(new Set(mine.map((opened) => opened.upstream))).toEqual(new Set([0, 1]));
      const streams = mine.map((opened) => readLiveStream(opened.response));
      // The same admin signed in elsewhere keeps listening.
      const elsewhere = readLiveStream((await openStream(cookie)).response);
      try {
        for (const stream of [...streams, elsewhere]) await stream.next((e) => e.event === 'ready');

        const signedOut = await postJson(proxy, '/api/auth/sign-out', {}, { cookie: session });
        expect(signedOut.status).toBe(200);
        const sent = performance.now();
        for (const stream of streams) {
          const closing = await stream.next((e) => e.event === 'closing', 1000);
          expect(closing.at - sent).toBeLessThan(1000);
          expect(closing.data).toEqual({ sessionEnded: true });
          await expect.poll(() => stream.ended, { timeout: 1000 }).toBe(true);
        }

        // A change after the sign-out reaches the other session only.
        const booking = await createBooking(database!.db);
        const changed = await postJson(
          proxy,
          `/api/admin/bookings/${booking.id}/status`,
          { status: 'cancelled', reason: 'Customer called to cancel' },
          { cookie },
        );
        expect(changed.status).toBe(200);
        await elsewhere.next(
          (e) => e.event === 'booking' && (e.data as LiveBookingChange).bookingId === booking.id,
          1000,
        );
        for (const stream of streams) {
          expect(stream.events.filter((e) => e.event === 'booking')).toEqual([]);
        }
        expect((await openStream(session)).status).toBe(401);
      } finally {
        await Promise.all([...streams, elsewhere].map((stream) => stream.close()));
      }
    });
  });

  describe('a process killed with live streams open', () => {
    it('stops counting its streams once its lease has run out', async () => {
      const leaseSeconds = 3;
      const doomed = await startServerProcess({
        DATABASE_URL: database!.url!,
        BETTER_AUTH_SECRET: 'a-secret-both-processes-share-and-is-long',
        SEED_CATALOGUE: 'false',
        LIVE_STREAM_LEASE_SECONDS: String(leaseSeconds),
        DEV_OUTBOX: 'true',
      });
      const session = await signInByEmailCode(
        direct(doomed.url),
        `killed-streams-${process.pid}@example.com`,
      );
      const held = [];
      for (let i = 0; i < 10; i++) {
        const stream = readLiveStream(
          await fetch(`${doomed.url}/api/live`, { headers: { Cookie: session } }),
        );
        await stream.next((e) => e.event === 'ready');
        held.push(stream);
      }
      const survivor = servers[0]!;
      const tryOpen = async () => {
        const response = await fetch(`${survivor}/api/live`, { headers: { Cookie: session } });
        const status = response.status;
        await response.body?.cancel();
        return status;
      };
      expect(await tryOpen()).toBe(429);

      // Killed without a word: nothing gives its places back but the lease running out.
      doomed.child.kill('SIGKILL');
      const killed = performance.now();
      await expect.poll(tryOpen, { timeout: (leaseSeconds + 2) * 1000, interval: 250 }).toBe(200);
      expect(performance.now() - killed).toBeLessThan((leaseSeconds + 1) * 1000);
      await Promise.all(held.map((stream) => stream.close()));
    }, 60_000);
  });

  describe.skipIf(!withRedis)('behind the balancer with REDIS_URL', () => {
    let proxy: RoundRobinProxy;
    const clientAddress = someClientAddress();
    /** What per-client limits count by: an IPv6 client's /64 network, written without leading zeros. */
    const bucket = addressBucket(clientAddress);
    const redis = createClient({ url: SHARED_REDIS_URL });
    beforeAll(async () => {
      proxy = await startRoundRobinProxy(redisServers, { clientAddress });
      await redis.connect();
    });
    afterAll(() => redis.destroy());

    it('counts the limits of both processes together in Redis, and bookings with their transaction', async () => {
      const check = () => postJson(proxy, '/api/referrals/validate', { code: 'ABCD2345' });
      for (let i = 0; i < 30; i++) expect((await check()).status).not.toBe(429);
      const refused = await check();
      expect(refused.status).toBe(429);
      expect(refused.body.error?.code).toBe('REFERRAL_CHECKS_LIMITED');
      expect(new Set(proxy.log.map((r) => r.upstream))).toEqual(new Set([0, 1]));

      // The counts are in Redis (the client's /64 network is the key), none in the database.
      expect(await redis.hGet(`rate-limit:referral-checks:${bucket}`, 'count')).toBe('31');
      const inDatabase = await database!.db
        .select()
        .from(requestCounters)
        .where(like(requestCounters.key, 'referral-checks:%'));
      expect(inDatabase).toEqual([]);

      // A booking's count is part of its transaction, so it stays in the database, shared all the same.
      for (let i = 0; i < BOOKINGS_PER_HOUR; i++) {
        expect((await postJson(proxy, '/api/bookings', bookingBody())).status).toBe(201);
      }
      const refusedBooking = await postJson(proxy, '/api/bookings', bookingBody());
      expect(refusedBooking.status).toBe(429);
      expect(refusedBooking.body.error?.code).toBe('BOOKINGS_RATE_LIMITED');
      const [bookings] = await database!.db
        .select()
        .from(requestCounters)
        .where(eq(requestCounters.key, `bookings:${bucket}`));
      expect(bookings?.count).toBe(BOOKINGS_PER_HOUR);
    });
  });
});
