import type { Database } from '../db/client';
import type { Env } from '../env';
import type { DevMailbox } from './dev-mailbox';
import type { Logger } from './logger';
import { recordAndDeliver } from './outbox';
import type { DeliveryResult, Transport } from './outbox';

export interface SmsSender {
  /** Whether a real SMS gateway is configured (otherwise messages stay in the outbox). */
  readonly hasGateway: boolean;
  /** `to` is an Indian mobile number in +91XXXXXXXXXX form. */
  send(to: string, text: string, secrets?: string[]): Promise<DeliveryResult>;
}

const SMS_TIMEOUT_MS = 10_000;

/**
 * Fast2SMS, an Indian SMS gateway: POST {base}/dev/bulkV2 with the API key in the authorization
 * header; it answers {"return": true, ...} on success and {"return": false, "message": ...} otherwise.
 */
export function createFast2SmsTransport(apiKey: string, baseUrl: string): Transport {
  return {
    name: 'fast2sms',
    async deliver(message) {
      const response = await fetch(new URL('/dev/bulkV2', baseUrl), {
        method: 'POST',
        headers: { authorization: apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          route: 'q',
          message: message.text,
          numbers: message.to.replace(/^\+91/, ''),
          flash: 0,
        }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        return?: boolean;
        message?: unknown;
      } | null;
      if (!response.ok || body?.return !== true) {
        const reported = body?.message;
        const detail = Array.isArray(reported)
          ? reported.join(' ')
          : typeof reported === 'string'
            ? reported
            : '';
        throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}

type SmsEnv = Pick<Env, 'SMS_PROVIDER' | 'FAST2SMS_API_KEY' | 'SMS_API_URL'>;

/** The configured SMS gateway, or none (texts are then kept in the outbox). */
export function createSmsTransport(env: SmsEnv): Transport | undefined {
  return env.SMS_PROVIDER === 'fast2sms' && env.FAST2SMS_API_KEY
    ? createFast2SmsTransport(env.FAST2SMS_API_KEY, env.SMS_API_URL)
    : undefined;
}

/** Direct sends, for what a person waits for on the screen (sign-in codes). */
export function createSmsSender(
  db: Database,
  logger: Logger,
  env: SmsEnv,
  devMailbox?: DevMailbox,
): SmsSender {
  const transport = createSmsTransport(env);
  return {
    hasGateway: transport !== undefined,
    send: (to, text, secrets) =>
      recordAndDeliver(
        db,
        logger,
        { channel: 'sms', to, text, ...(secrets ? { secrets } : {}) },
        transport,
        devMailbox,
      ),
  };
}
