import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The live streams (Server-Sent Events) every process holds open, so that one person's streams are
// counted across processes (decision 031). Each process renews its own lease; the streams of a
// process whose lease has run out (it died without closing them) no longer count.
export const liveStreamProcesses = pgTable('live_stream_processes', {
  /** Random, made when the process starts. */
  id: text('id').primaryKey(),
  /** The process renews this while it runs; once past, its streams count no more. */
  leaseEndsAt: timestamp('lease_ends_at', { withTimezone: true }).notNull(),
});

export const liveStreams = pgTable(
  'live_streams',
  {
    id: text('id').primaryKey(),
    processId: text('process_id')
      .notNull()
      .references(() => liveStreamProcesses.id, { onDelete: 'cascade' }),
    /** Whose stream it is: 'user:{id}' or 'tracked:{booking id}'. */
    owner: text('owner').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_streams_owner_idx').on(t.owner), index('live_streams_process_id_idx').on(t.processId)],
);
