import { createHmac, timingSafeEqual } from 'node:crypto';

// The key that opens the development outbox on this computer (decision 031). A socket from loopback
// does not prove a person at this computer: a tunnel or TCP relay running here (stunnel, `ssh -R`, a
// cloud tunnel) hands its visitors' bytes on from 127.0.0.1, adding no header. The key is printed in
// the server's start log, which only someone at this computer (or its logs) reads.

/** The cookie that keeps the key for the outbox's page and API in the browser that opened the link. */
export const OUTBOX_KEY_COOKIE = 'dev_outbox_key';

/**
 * The outbox key made from the server secret: the same across restarts (`npm run dev` restarts on
 * every change), different on every machine, and not a secret that signs anything else.
 */
export function outboxKeyFor(secret: string): string {
  return createHmac('sha256', secret).update('development outbox key').digest('base64url').slice(0, 24);
}

/** Whether `given` is `key`, compared in constant time. */
export function isOutboxKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
