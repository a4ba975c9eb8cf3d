import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
/** outbox: kept here only, no transport configured; sent / failed: handed to a transport. */
export const messageStatus = pgEnum('message_status', ['queued', 'outbox', 'sent', 'failed']);

// Every e-mail and SMS the product sends, whatever happens to it: the record of what was said to whom.
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    channel: messageChannel('channel').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: messageStatus('status').notNull().default('queued'),
    transport: text('transport'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_to_created_idx').on(t.toAddress, t.createdAt),
    index('messages_created_idx').on(t.createdAt),
  ],
);
