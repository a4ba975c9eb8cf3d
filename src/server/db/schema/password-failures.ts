import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Failed staff password sign-ins per sign-in name (decision 005). Counted for every name typed, whether
// or not an account has it, so that the answers never tell which names exist. A sign-in that gets
// through deletes the row; after a day without a failure the count starts again.
export const passwordFailures = pgTable(
  'password_failures',
  {
    /** A lower-case e-mail address or a +91 number, as typed on a sign-in page. */
    identifier: text('identifier').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('password_failures_last_failure_idx').on(t.lastFailureAt)],
);
