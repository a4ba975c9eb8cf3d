import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { DevMailbox } from './dev-mailbox';
import type { Logger } from './logger';
import { recordAndDeliver } from './outbox';
import type { DeliveryResult, Transport } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Codes and link tokens in it: delivered, but stored redacted. */
  secrets?: string[];
}

export interface Mailer {
  /** Records the mail and sends it over SMTP when configured; never throws for a delivery failure. */
  send(mail: Mail): Promise<DeliveryResult>;
}

// A mail server that accepts the connection and then stalls must not hold a message for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Mail over SMTP. With `connections`, up to that many SMTP connections are kept open and reused, one
 * message at a time on each (the outbox's worker, sending several at once): opening a connection
 * costs more round trips than a message (greeting, EHLO, often TLS and AUTH), and some servers make a
 * new client wait before greeting it. Without it, each message has a connection of its own.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  { connections }: { connections?: number } = {},
): Transport {
  // The SMTP library loads with the first message, not when the server starts (decision 021).
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      connections
        ? nodemailer.createTransport({
            url: smtpUrl,
            ...SMTP_TIMEOUTS,
            pool: true,
            maxConnections: connections,
            // A connection the server drops mid-message fails that message, which the outbox retries
            // with its backoff: one attempt per claim, well within the claim's lease.
            maxRequeues: 0,
            // Closed by us before a server's own idle timeout could close one as a message is handed
            // over; a burst reuses them, and a quiet outbox needs none open.
            idleTimeout: 10_000,
          })
        : nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    ));
  return {
    name: 'smtp',
    close() {
      const open = transporter;
      transporter = undefined;
      void open?.then((t) => t.close());
    },
    async deliver(message) {
      await (
        await connect()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

/**
 * The configured mail transport, or none (messages are then kept in the outbox); with `connections`,
 * it keeps that many SMTP connections open (see createSmtpTransport).
 */
export function createMailTransport(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  options: { connections?: number } = {},
): Transport | undefined {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM, options) : undefined;
}

/** Direct sends, for what a person waits for on the screen (sign-in codes and links). */
export function createMailer(
  db: Database,
  logger: Logger,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  devMailbox?: DevMailbox,
): Mailer {
  const transport = createMailTransport(env);
  return {
    send: (mail) =>
      recordAndDeliver(
        db,
        logger,
        { channel: 'email', ...mail, to: mail.to.toLowerCase() },
        transport,
        devMailbox,
      ),
  };
}
