import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { messages } from '../db/schema/index';
import type { UndeliveredBody } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { Channel, Transport } from '../lib/outbox';

// One message of the outbox from its claim to its outcome: claimed with a lease, handed to its
// channel's transport, then recorded as sent, to retry or dead; or given back untried.

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is dead. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];

export interface Claimed {
  id: number;
  channel: Channel;
  to_address: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  /** The words with their secrets, when the record shows them redacted. */
  undelivered_body: UndeliveredBody | string | null;
  attempts: number;
}

/** The words to send: those kept beside a redacted record, else the record's own. */
function wordsOf(message: Claimed): { subject: string | null; text: string; html: string | null } {
  const kept =
    typeof message.undelivered_body === 'string'
      ? (JSON.parse(message.undelivered_body) as UndeliveredBody)
      : message.undelivered_body;
  return kept ?? { subject: message.subject, text: message.text_body, html: message.html_body };
}

/** What claiming and delivering need of the worker. */
export interface DeliveryContext {
  db: Database;
  logger: Logger;
  transports: Partial<Record<Channel, Transport>>;
  clock: () => Date;
  leaseMs: number;
}

/** Claims up to `limit` due messages, with a lease; the claim counts an attempt. */
export async function claimDue({ db, clock, leaseMs }: DeliveryContext, limit: number): Promise<Claimed[]> {
  const now = clock();
  const result = await db.execute(sql`
    update ${messages} set locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = attempts + 1
    where id in (
      select id from ${messages}
      where status = 'queued' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, channel, to_address, subject, text_body, html_body, undelivered_body, attempts`);
  // RETURNING keeps no order: oldest first, as they were written.
  return rowsOf<Claimed>(result).sort((a, b) => a.id - b.id);
}

async function deliverOne(
  { db, logger, transports, clock }: DeliveryContext,
  message: Claimed,
): Promise<void> {
  const transport = transports[message.channel];
  try {
    if (!transport) throw new Error(`no ${message.channel} transport is configured`);
    const words = wordsOf(message);
    await transport.deliver({
      channel: message.channel,
      to: message.to_address,
      text: words.text,
      ...(words.subject ? { subject: words.subject } : {}),
      ...(words.html ? { html: words.html } : {}),
    });
    // Delivered: the secrets it carried are the reader's alone now.
    await db
      .update(messages)
      .set({
        status: 'sent',
        sentAt: clock(),
        lockedUntil: null,
        error: null,
        transport: transport.name,
        undeliveredBody: null,
      })
      .where(eq(messages.id, message.id));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const delay = RETRY_DELAYS_MS[message.attempts - 1];
    logger.warn(
      { messageId: message.id, channel: message.channel, attempts: message.attempts, err: error },
      delay === undefined
        ? 'delivery failed for the last time: message is dead'
        : 'delivery failed: will retry',
    );
    await db
      .update(messages)
      .set(
        delay === undefined
          ? { status: 'dead', error: reason, lockedUntil: null, nextAttemptAt: null, undeliveredBody: null }
          : { error: reason, lockedUntil: null, nextAttemptAt: new Date(clock().getTime() + delay) },
      )
      .where(eq(messages.id, message.id));
  }
}

/** Gives claimed messages back untried: their lease and the attempt the claim counted. */
export async function releaseUnsent(db: Database, unsent: Claimed[]): Promise<void> {
  if (unsent.length === 0) return;
  await db.execute(sql`
    update ${messages} set locked_until = null, attempts = attempts - 1
    where id in (${sql.join(
      unsent.map((m) => sql`${m.id}`),
      sql`, `,
    )}) and status = 'queued'`);
}

/** Delivers one message; an outcome that cannot be recorded is logged, the lease then frees it. */
export function sendClaimed(context: DeliveryContext, message: Claimed): Promise<void> {
  return deliverOne(context, message).catch((error: unknown) => {
    context.logger.error({ err: error, messageId: message.id }, 'could not record a delivery');
  });
}
