import { createClient } from '@redis/client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { requestCounters } from '../db/schema/index';
import type { Env } from '../env';
import type { ErrorCode } from '../../shared/api-error';
import { AppError } from '../http/app-error';
import type { Logger } from './logger';

// The one rate limiter: fixed windows counted in a store that every process shares. The database
// (request_counters) is the default; with REDIS_URL the counts move to Redis (decision 022). Callers
// only ever see `Limit` and `RateLimiter`.

export interface Limit {
  /** Names the limit; the counter key is `${name}:${client}`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the refusal says (the web shows its own text for `code`). */
  code: ErrorCode;
  message: string;
  /** What the refusal carries besides the wait: a reason for the web's words, and their values. */
  details?: { reason?: string; params?: Record<string, string | number> };
}

export interface LimitStore {
  /** Adds one to the key's window (a new window when the last has ended); the count and its end. */
  increment(
    key: string,
    windowMs: number,
    now: Date,
    tx?: Executor,
  ): Promise<{ count: number; endsAt: Date }>;
}

type Executor = Pick<Database, 'execute'>;

export interface RateLimiter {
  /** Counts one request of `client` against the limit; throws the refusal once it is used up. */
  hit(limit: Limit, client: string, options?: { now?: Date; tx?: Executor }): Promise<void>;
}

export function createDatabaseLimitStore(db: Database): LimitStore {
  return {
    async increment(key, windowMs, now, tx = db) {
      const endsAt = new Date(now.getTime() + windowMs);
      const result = await tx.execute(sql`
        insert into ${requestCounters} (key, count, window_ends_at) values (${key}, 1, ${endsAt})
        on conflict (key) do update set
          count = case when ${requestCounters.windowEndsAt} <= ${now} then 1 else ${requestCounters.count} + 1 end,
          window_ends_at = case when ${requestCounters.windowEndsAt} <= ${now} then ${endsAt}
            else ${requestCounters.windowEndsAt} end
        returning count, window_ends_at`);
      const row = rowsOf<{ count: number; window_ends_at: string | Date }>(result)[0]!;
      return { count: Number(row.count), endsAt: new Date(row.window_ends_at) };
    },
  };
}

/** The first request in a window opens it: `count` 1 until `endsAt`; the rest add one. */
const REDIS_INCREMENT = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
if ends == nil or ends <= now then
  ends = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 1, 'ends', ends)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ends}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), ends}`;

/** How long a count may wait for Redis before the database counts it instead. */
const REDIS_TIMEOUT_MS = 250;
/** After Redis failed a count, the counts of this long go straight to the database. */
const REDIS_RETRY_AFTER_MS = 2000;
/** How long a start waits for Redis before serving with the database's counts. */
const REDIS_CONNECT_WAIT_MS = 2000;

export interface RedisLimitStore extends LimitStore {
  close(): Promise<void>;
}

/** `promise`, or a rejection once `ms` have passed (a command already sent cannot be taken back). */
function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined); // an answer given up on may still fail later
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Counts in Redis, one atomic script per hit, with the database store's window rules (the window's
 * end is compared with the caller's clock, as there). Two kinds of count stay with `database`:
 * - a count made inside a transaction (`tx`), so that it still rolls back with the write it guards;
 * - any count while Redis does not answer (down, or slower than `timeoutMs`): limits keep holding,
 *   with a warning when Redis is lost and a note when it is back.
 */
export async function connectRedisLimitStore(options: {
  url: string;
  database: LimitStore;
  logger: Logger;
  timeoutMs?: number;
}): Promise<RedisLimitStore> {
  const { database, logger } = options;
  const timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
  const client = createClient({
    url: options.url,
    // Fail at once while disconnected, rather than queue the request until Redis is back.
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
  });
  let answering = true;
  let closed = false;
  let skipUntil = 0;
  const lost = (error: unknown) => {
    skipUntil = Date.now() + REDIS_RETRY_AFTER_MS;
    if (!answering || closed) return;
    answering = false;
    logger.warn(
      { err: error },
      'Redis does not answer: rate limits are counted in the database until it does',
    );
  };
  const answered = () => {
    skipUntil = 0;
    if (answering) return;
    answering = true;
    logger.info('Redis answers again: rate limits are counted in Redis');
  };
  client.on('error', lost);
  client.on('ready', answered);
  // Redis down at start is not fatal: once it refuses (or after a short wait), counts go to the
  // database while the client keeps reconnecting. Connected, it never holds the process open (unref
  // works only once connected).
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    client.connect().then(() => client.unref(), lost),
    new Promise((resolve) => {
      waited = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
      client.once('error', resolve);
    }),
  ]);
  clearTimeout(waited);

  return {
    async increment(key, windowMs, now, tx) {
      if (tx || !client.isReady || Date.now() < skipUntil) {
        return database.increment(key, windowMs, now, tx);
      }
      try {
        const reply = client.eval(REDIS_INCREMENT, {
          keys: [`rate-limit:${key}`],
          arguments: [String(now.getTime()), String(windowMs)],
        });
        const [count, endsAt] = (await answerWithin(reply, timeoutMs)) as [number, number];
        answered();
        return { count, endsAt: new Date(endsAt) };
      } catch (error) {
        lost(error);
        return database.increment(key, windowMs, now);
      }
    },
    close() {
      closed = true;
      if (client.isOpen) client.destroy();
      return Promise.resolve();
    },
  };
}

/** The store of this configuration: Redis when REDIS_URL is set, else the database. */
export async function createLimitStore(
  env: Pick<Env, 'REDIS_URL'>,
  db: Database,
  logger: Logger,
): Promise<LimitStore> {
  const database = createDatabaseLimitStore(db);
  if (!env.REDIS_URL) return database;
  return connectRedisLimitStore({ url: env.REDIS_URL, database, logger });
}

export function createRateLimiter(store: LimitStore, clock: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(limit, client, options = {}) {
      const now = options.now ?? clock();
      const { count, endsAt } = await store.increment(
        `${limit.name}:${client}`,
        limit.windowMs,
        now,
        options.tx,
      );
      if (count > limit.limit) {
        throw new AppError(limit.code, limit.message, undefined, {
          ...limit.details,
          retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
        });
      }
    },
  };
}
