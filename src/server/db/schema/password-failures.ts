import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Failed staff password sign-ins (decisions 005 and 028), counted three ways: per sign-in name and
// client network (the lock a guesser gets), per name over all networks (`client_bucket` '', the
// ceiling), and per network over all names (`identifier` '', someone trying many names). Counted for
// every name typed, whether or not an account has it, so that the answers never tell which names
// exist. A sign-in that gets through deletes its name's rows; after a day without a failure a count
// starts again.
export const passwordFailures = pgTable(
  'password_failures',
  {
    /** A lower-case e-mail address or a +91 number as typed on a sign-in page, or '' for every name. */
    identifier: text('identifier').notNull(),
    /** The client's network (IPv4 /24, IPv6 /64), or '' for every network. */
    clientBucket: text('client_bucket').notNull().default(''),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.identifier, t.clientBucket] }),
    index('password_failures_last_failure_idx').on(t.lastFailureAt),
  ],
);
