import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { requestCounters } from '../db/schema/index';
import type { ErrorCode } from '../../shared/api-error';
import { AppError } from '../http/app-error';

// The one rate limiter: fixed windows counted in the database (request_counters), so every process on
// one PostgreSQL shares the counts. A Redis store can replace the store without touching callers.

export interface Limit {
  /** Names the limit; the counter key is `${name}:${client}`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the refusal says (the web shows its own text for `code`). */
  code: ErrorCode;
  message: string;
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
          retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
        });
      }
    },
  };
}
