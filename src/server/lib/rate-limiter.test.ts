import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canStartRedis, startRedisServer } from '../../../tests/redis-server';
import type { TestRedis } from '../../../tests/redis-server';
import { createTestDatabase } from '../../../tests/test-database';
import { requestCounters } from '../db/schema/index';
import { connectRedisLimitStore, createDatabaseLimitStore, createRateLimiter } from './rate-limiter';
import type { Limit, RedisLimitStore } from './rate-limiter';

// The one rate limiter on a real database: fixed windows, shared by whoever uses the same database,
// and undone with the transaction that counted. Then the same rules on a real Redis (a redis-server
// of this file's own), and what happens when Redis stops answering.

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());
const limit: Limit = {
  name: 'probe',
  limit: 3,
  windowMs: 60_000,
  code: 'RATE_LIMITED',
  message: 'Slow down.',
};
let now = new Date('2026-11-22T04:00:00Z');
const limiter = createRateLimiter(createDatabaseLimitStore(db), () => now);

describe('the rate limiter', () => {
  it('refuses past the limit with the wait, and starts again in a new window', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit(limit, 'client-a');
    await expect(limiter.hit(limit, 'client-a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
    await limiter.hit(limit, 'client-b');
    now = new Date(now.getTime() + 60_000);
    await limiter.hit(limit, 'client-a');
  });

  it('counts for every limiter on the same database (as other processes would)', async () => {
    const other = createRateLimiter(createDatabaseLimitStore(db), () => now);
    await limiter.hit(limit, 'shared');
    await other.hit(limit, 'shared');
    await limiter.hit(limit, 'shared');
    await expect(other.hit(limit, 'shared')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  // Windows long past are deleted by the data-retention job (src/server/domain/data-retention.test.ts).
  it('forgets a hit whose transaction rolls back', async () => {
    await db
      .transaction(async (tx) => {
        await limiter.hit(limit, 'rolled-back', { tx });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    for (let i = 0; i < 3; i++) await limiter.hit(limit, 'rolled-back');
    const [row] = await db.select().from(requestCounters).where(eq(requestCounters.key, 'probe:rolled-back'));
    expect(row?.count).toBe(3);
  });
});

describe.skipIf(!canStartRedis)('the rate limiter on Redis', () => {
  let redis: TestRedis;
  const logs: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => logs.push(JSON.parse(line) as (typeof logs)[number]) },
  );
  const stores: RedisLimitStore[] = [];
  const connect = async (url = redis.url) => {
    const store = await connectRedisLimitStore({ url, database: createDatabaseLimitStore(db), logger });
    stores.push(store);
    return store;
  };
  /** Request counters the database holds for `client` (the Redis store's fallback). */
  const countedInDatabase = async (client: string) =>
    (
      await db
        .select()
        .from(requestCounters)
        .where(eq(requestCounters.key, `probe:${client}`))
    )[0]?.count ?? 0;
  const someClient = () => `client-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });
  afterAll(() => redis.stop());

  it('refuses past the limit with the wait, and starts again in a new window, as the database does', async () => {
    const onRedis = createRateLimiter(await connect(), () => now);
    const client = someClient();
    for (let i = 0; i < 3; i++) await onRedis.hit(limit, client);
    await expect(onRedis.hit(limit, client)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
    now = new Date(now.getTime() + 59_500);
    await expect(onRedis.hit(limit, client)).rejects.toMatchObject({ details: { retryAfterSeconds: 1 } });
    await onRedis.hit(limit, someClient());
    now = new Date(now.getTime() + 500);
    await onRedis.hit(limit, client);
    expect(await countedInDatabase(client)).toBe(0);
  });

  it('counts for every process that uses the same Redis', async () => {
    const first = createRateLimiter(await connect());
    const second = createRateLimiter(await connect());
    const client = someClient();
    await first.hit(limit, client, { now });
    await second.hit(limit, client, { now });
    await first.hit(limit, client, { now });
    await expect(second.hit(limit, client, { now })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps a count made inside a transaction in the database, so that it rolls back with it', async () => {
    const onRedis = createRateLimiter(await connect(), () => now);
    const client = someClient();
    await db
      .transaction(async (tx) => {
        await onRedis.hit(limit, client, { tx });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    expect(await countedInDatabase(client)).toBe(0);
    await db.transaction((tx) => onRedis.hit(limit, client, { tx }));
    expect(await countedInDatabase(client)).toBe(1);
  });

  it('counts in the database while Redis is down or slow, warns once, and goes back to Redis', async () => {
    const store = await connect();
    const onRedis = createRateLimiter(store, () => now);
    const client = someClient();
    await onRedis.hit(limit, client);
    logs.length = 0;

    await redis.stop();
    const stoppedAt = performance.now();
    for (let i = 0; i < 3; i++) await onRedis.hit(limit, client);
    await expect(onRedis.hit(limit, client)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(performance.now() - stoppedAt).toBeLessThan(1000);
    expect(await countedInDatabase(client)).toBe(4);
    expect(logs.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      'Redis does not answer: rate limits are counted in the database until it does',
    ]);

    await redis.start();
    await expect
      .poll(() => logs.some((l) => l.msg === 'Redis answers again: rate limits are counted in Redis'), {
        timeout: 5000,
      })
      .toBe(true);
    const fresh = someClient();
    await onRedis.hit(limit, fresh);
    expect(await countedInDatabase(fresh)).toBe(0);

    // A Redis that answers too slowly counts as down: the request does not wait for it.
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      await admin.sendCommand(['CLIENT', 'PAUSE', '1000', 'ALL']);
      const started = performance.now();
      await onRedis.hit(limit, fresh);
      expect(performance.now() - started).toBeLessThan(800);
      expect(await countedInDatabase(fresh)).toBe(1);
    } finally {
      admin.destroy();
    }
  });

  it('starts with Redis down, counting in the database, and uses Redis once it is there', async () => {
    await redis.stop();
    logs.length = 0;
    const onRedis = createRateLimiter(await connect(), () => now);
    const client = someClient();
    await onRedis.hit(limit, client);
    expect(await countedInDatabase(client)).toBe(1);
    expect(logs.some((l) => l.level === 40)).toBe(true);
    await redis.start();
    await expect
      .poll(() => logs.some((l) => l.msg === 'Redis answers again: rate limits are counted in Redis'), {
        timeout: 5000,
      })
      .toBe(true);
    await onRedis.hit(limit, client);
    expect(await countedInDatabase(client)).toBe(1);
  });
});
