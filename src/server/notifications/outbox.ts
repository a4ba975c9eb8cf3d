import type { Database } from '../db/client';
import { messages } from '../db/schema/index';
import type { DevMailbox } from '../lib/dev-mailbox';
import type { Channel } from '../lib/outbox';
import { redact } from '../lib/outbox';

/** A database or an open transaction: outbox writes join the caller's transaction. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

export interface Notification {
  channel: Channel;
  /** An e-mail address (lower-cased here) or +91XXXXXXXXXX. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** The template's name, kept with the record (booking_received, technician_assigned, ...). */
  template: string;
  bookingId?: string;
  /** Tracking-link tokens in it: delivered, but stored as ••••••. */
  secrets?: string[];
}

export interface Notifier {
  /**
   * Writes notifications to the outbox inside the caller's transaction (spec decision 17): they are
   * stored exactly when the change that causes them is, and delivered by the worker after the commit.
   */
  enqueue(tx: Executor, items: Notification[], now: Date): Promise<number[]>;
  /** After the commit: the worker looks for new work now rather than at its next poll. */
  wake(): void;
}

export interface NotifierOptions {
  /** Channels with a transport: their messages wait for the worker; others are kept as 'outbox'. */
  deliverable: Record<Channel, boolean>;
  wake?: () => void;
  /** Development only: keeps the words of messages with secrets, for /dev/outbox. */
  devMailbox?: DevMailbox | undefined;
}

/**
 * The record of a notification: secrets show as ••••••. A message the worker will deliver keeps its
 * words beside the record until then; one that stays in the outbox (no transport) never holds them.
 */
function recordOf(item: Notification, deliverable: boolean, now: Date) {
  const secrets = item.secrets ?? [];
  const hide = (text: string) => redact(text, secrets);
  return {
    channel: item.channel,
    toAddress: item.channel === 'email' ? item.to.toLowerCase() : item.to,
    subject: item.subject === undefined ? null : hide(item.subject),
    textBody: hide(item.text),
    htmlBody: item.html === undefined ? null : hide(item.html),
    undeliveredBody:
      deliverable && secrets.length > 0
        ? { subject: item.subject ?? null, text: item.text, html: item.html ?? null }
        : null,
    template: item.template,
    bookingId: item.bookingId ?? null,
    status: deliverable ? ('queued' as const) : ('outbox' as const),
    nextAttemptAt: deliverable ? now : null,
  };
}

export function createNotifier({ deliverable, wake, devMailbox }: NotifierOptions): Notifier {
  const insertOf = (tx: Executor, items: Notification[], now: Date) =>
    tx
      .insert(messages)
      .values(items.map((item) => recordOf(item, deliverable[item.channel], now)))
      .returning({ id: messages.id });
  // Development only: the words of messages whose record hides a secret, for /dev/outbox.
  const keepSecretWords = (items: Notification[], ids: number[]) => {
    items.forEach((item, index) => {
      if (item.secrets?.length)
        devMailbox?.keep(ids[index]!, { subject: item.subject ?? null, text: item.text });
    });
  };
  return {
    async enqueue(tx, items, now) {
      if (items.length === 0) return [];
      const ids = (await insertOf(tx, items, now)).map((row) => row.id);
      keepSecretWords(items, ids);
      return ids;
    },
    wake: () => wake?.(),
  };
}
