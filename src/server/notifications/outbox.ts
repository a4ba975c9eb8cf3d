import type { Database } from '../db/client';
import { messages } from '../db/schema/index';
import type { Channel } from '../lib/outbox';

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
}

export function createNotifier({ deliverable, wake }: NotifierOptions): Notifier {
  return {
    async enqueue(tx, items, now) {
      if (items.length === 0) return [];
      const rows = await tx
        .insert(messages)
        .values(
          items.map((item) => ({
            channel: item.channel,
            toAddress: item.channel === 'email' ? item.to.toLowerCase() : item.to,
            subject: item.subject ?? null,
            textBody: item.text,
            htmlBody: item.html ?? null,
            template: item.template,
            bookingId: item.bookingId ?? null,
            status: deliverable[item.channel] ? ('queued' as const) : ('outbox' as const),
            nextAttemptAt: deliverable[item.channel] ? now : null,
          })),
        )
        .returning({ id: messages.id });
      return rows.map((row) => row.id);
    },
    wake: () => wake?.(),
  };
}
