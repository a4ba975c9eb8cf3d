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

export function createSmtpTransport(smtpUrl: string, from: string): Transport {
  // The SMTP library loads with the first message, not when the server starts (decision 021).
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      // A mail server that accepts the connection and then stalls must not hold a message for minutes.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    name: 'smtp',
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

/** The configured mail transport, or none (messages are then kept in the outbox). */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Transport | undefined {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : undefined;
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
