import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './timestamps';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
/**
 * queued: waiting for the delivery worker (next_attempt_at); outbox: kept here only, no transport
 * configured; sent: handed to a transport; failed: a direct send (sign-in codes) that failed;
 * dead: the worker gave up after its last retry (error holds why).
 */
/** What the delivery worker sends of a message whose record is redacted. */
export interface UndeliveredBody {
  subject: string | null;
  text: string;
  html: string | null;
}

export const messageStatus = pgEnum('message_status', ['queued', 'outbox', 'sent', 'failed', 'dead']);

// Every e-mail and SMS the product sends, whatever happens to it: the record of what was said to whom,
// and the outbox the delivery worker works through (src/server/notifications/delivery-worker.ts).
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    channel: messageChannel('channel').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The words to deliver when they hold a secret (a tracking link's token), which subject and bodies
     * show as ••••••: kept only while the message is queued, cleared once it is sent or dead.
     */
    undeliveredBody: jsonb('undelivered_body').$type<UndeliveredBody>(),
    status: messageStatus('status').notNull().default('queued'),
    /** The template it was made from (booking_received, sign_in_code, ...). */
    template: text('template'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    transport: text('transport'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try it (queued messages only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker is delivering it until then; a worker that died lets it go when this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_to_created_idx').on(t.toAddress, t.createdAt),
    index('messages_created_idx').on(t.createdAt),
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_booking_id_idx').on(t.bookingId),
  ],
);
