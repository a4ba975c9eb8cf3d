import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema/index';
import type { DevMailbox } from './dev-mailbox';
import type { Logger } from './logger';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** Sign-in codes and link tokens: delivered, but stored as •••••• (decision 008). */
  secrets?: string[];
}

export const REDACTED = '••••••';

/** The text with every secret in it replaced by ••••••. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => (secret ? out.replaceAll(secret, REDACTED) : out), text);
}

export interface DeliveryResult {
  id: number;
  status: 'outbox' | 'sent' | 'failed';
  error?: string;
}

/** A transport hands a recorded message to the outside world, or throws. */
export interface Transport {
  name: string;
  deliver(message: OutgoingMessage): Promise<void>;
  /** Lets go of the connections it keeps open, if any; a later delivery opens new ones. */
  close?(): void;
}

/**
 * Records the message, then hands it to the transport when there is one. The record is written first
 * so that nothing is lost if delivery fails; the outcome is written back to it.
 */
export async function recordAndDeliver(
  db: Database,
  logger: Logger,
  message: OutgoingMessage,
  transport: Transport | undefined,
  devMailbox?: DevMailbox,
): Promise<DeliveryResult> {
  const secrets = message.secrets ?? [];
  const [row] = await db
    .insert(messages)
    .values({
      channel: message.channel,
      toAddress: message.to,
      subject: message.subject === undefined ? null : redact(message.subject, secrets),
      textBody: redact(message.text, secrets),
      htmlBody: message.html === undefined ? null : redact(message.html, secrets),
      status: transport ? 'queued' : 'outbox',
      transport: transport?.name ?? null,
    })
    .returning({ id: messages.id });
  const id = row!.id;
  if (!transport) {
    devMailbox?.keep(id, { subject: message.subject ?? null, text: message.text });
    logger.info({ messageId: id, channel: message.channel, to: message.to }, 'message kept in the outbox');
    return { id, status: 'outbox' };
  }
  try {
    await transport.deliver(message);
    await db
      .update(messages)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(messages.id, id));
    return { id, status: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(
      { messageId: id, channel: message.channel, transport: transport.name, err: error },
      'delivery failed',
    );
    await db
      .update(messages)
      .set({ status: 'failed', attempts: 1, error: reason.slice(0, 1000) })
      .where(eq(messages.id, id));
    return { id, status: 'failed', error: reason };
  }
}

export async function listMessagesTo(db: Database, to: string | undefined, limit: number) {
  // The id ties a row to its unredacted words in the development mailbox.
  const query = db
    .select({
      id: messages.id,
      to: messages.toAddress,
      channel: messages.channel,
      subject: messages.subject,
      text: messages.textBody,
      status: messages.status,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(to ? eq(messages.toAddress, to) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return query;
}
