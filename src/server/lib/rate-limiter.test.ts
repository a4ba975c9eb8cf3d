import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-database';
import { requestCounters } from '../db/schema/index';
import { eq } from 'drizzle-orm';
import { createDatabaseLimitStore, createRateLimiter } from './rate-limiter';
import type { Limit } from './rate-limiter';

// The one rate limiter on a real database: fixed windows, shared by whoever uses the same database,
// and undone with the transaction that counted.

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
