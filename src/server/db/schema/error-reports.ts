import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

// What went wrong for people, for the admin desk and for alerts (decision 033).

/**
 * Errors in customers' browsers, as `/api/client-errors` stores them: already stripped of query
 * strings, tracking tokens, e-mail addresses and phone numbers, and no client address or user. Kept
 * for RETENTION_DAYS.errorReports.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    /** 'error' (uncaught), 'rejection' (unhandled), 'boundary' (a page's error screen), 'chunk'. */
    kind: text('kind').notNull(),
    /** Where the boundary stood: shell, public, customer, technician or admin; null outside one. */
    area: text('area'),
    message: text('message').notNull(),
    /** The page's path, tokens replaced, no query or fragment. */
    page: text('page').notNull(),
    stack: text('stack'),
    /** How many errors this report stands for: 1 divided by the rate its kind is sampled at. */
    weight: integer('weight').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
);

/**
 * Requests that ended in 500, counted per hour, method and route (the route's pattern, never the
 * path), in the database so that every process adds to the same count. Kept as long as the reports.
 */
export const serverErrorCounts = pgTable(
  'server_error_counts',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.method, t.route] })],
);
