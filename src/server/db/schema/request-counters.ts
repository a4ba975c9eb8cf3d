import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Fixed-window counters of the one rate limiter (src/server/lib/rate-limiter.ts), in the database so
// that every process on one PostgreSQL counts together. (rate_limits is the auth library's own.)
export const requestCounters = pgTable('request_counters', {
  /** The limit's name and the client it counts, e.g. 'referral-refusals:203.0.113.7'. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
