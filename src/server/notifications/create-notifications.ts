import type { Database } from '../db/client';
import type { Env } from '../env';
import type { DevMailbox } from '../lib/dev-mailbox';
import type { Logger } from '../lib/logger';
import { createMailTransport } from '../lib/mailer';
import { createSmsTransport } from '../lib/sms';
import type { DeliveryWorker, DeliveryWorkerOptions } from './delivery-worker';
import { createDeliveryWorker } from './delivery-worker';
import type { Notifier } from './outbox';
import { createNotifier } from './outbox';

export interface Notifications {
  notifier: Notifier;
  worker: DeliveryWorker;
}

/**
 * The outbox writer and its delivery worker, over the configured mail and SMS transports: the mail
 * transport keeps one SMTP connection open for each message the worker may send at once.
 */
export function createNotifications(
  db: Database,
  logger: Logger,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'SMS_PROVIDER' | 'FAST2SMS_API_KEY' | 'SMS_API_URL'>,
  options: Pick<DeliveryWorkerOptions, 'clock' | 'leaseMs' | 'pollMs' | 'concurrency'> & {
    devMailbox?: DevMailbox;
  } = {},
): Notifications {
  const { devMailbox, ...workerOptions } = options;
  const transports = {
    email: createMailTransport(env, { connections: options.concurrency ?? 1 }),
    sms: createSmsTransport(env),
  };
  const worker = createDeliveryWorker({ db, logger, transports, ...workerOptions });
  const notifier = createNotifier({
    deliverable: { email: transports.email !== undefined, sms: transports.sms !== undefined },
    wake: () => worker.wake(),
    devMailbox,
  });
  return { notifier, worker };
}
