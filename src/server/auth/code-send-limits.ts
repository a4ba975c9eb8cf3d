import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { networkBucket } from '../http/client-address';
import { HOUR_MS, MINUTE_MS } from '../lib/durations';
import {
  CODE_SENDS_PER_ADDRESS_PER_HOUR,
  CODE_SENDS_PER_ADDRESS_RETRY_AFTER_MINUTES,
  CODE_SENDS_PER_IDENTIFIER_PER_CODE_LIFETIME,
  CODE_SENDS_PER_IDENTIFIER_PER_HOUR,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_VALIDITY_MINUTES,
} from '../limits';

// How often a code or link may be sent (decisions 005 and 028). The cool-down and the hourly cap count
// what one client network asked for, so that a stranger asking for codes elsewhere does not hold the
// person back; a cap over all networks, spanning a code's lifetime, keeps an inbox from being flooded
// and leaves whoever it refuses a live code to type.

const LIFETIME_MS = OTP_VALIDITY_MINUTES * MINUTE_MS;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The network a code was asked for from (rows from before addresses were kept have none). */
export const networkOf = (requestedFrom: string | null) =>
  requestedFrom ? networkBucket(requestedFrom) : '';

export function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

/**
 * Throws the refusal a request for a new code or link gets, if any. Runs inside the transaction that
 * stores the code, under the identifier's and the address's advisory locks.
 */
export async function assertMaySend(
  tx: Transaction,
  { identifier, clientAddress, now }: { identifier: string; clientAddress: string; now: Date },
): Promise<void> {
  const network = networkBucket(clientAddress);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt, requestedFrom: oneTimeCodes.requestedFrom })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.identifier, identifier), gt(oneTimeCodes.createdAt, hourAgo)))
    .orderBy(desc(oneTimeCodes.createdAt));

  const fromHere = recent.filter((row) => networkOf(row.requestedFrom) === network);
  const latest = fromHere[0];
  if (latest) {
    const resendAt = new Date(latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    if (resendAt > now) {
      const wait = secondsUntil(resendAt, now);
      throw new AppError('RESEND_COOLDOWN', `You can request another OTP in ${wait} seconds`, undefined, {
        retryAfterSeconds: wait,
        params: { seconds: wait },
      });
    }
  }
  const oldestFromHere = fromHere.at(-1);
  if (fromHere.length >= CODE_SENDS_PER_IDENTIFIER_PER_HOUR && oldestFromHere) {
    throw new AppError('RATE_LIMITED', 'Please wait before requesting another OTP', undefined, {
      retryAfterSeconds: secondsUntil(new Date(oldestFromHere.createdAt.getTime() + HOUR_MS), now),
      reason: 'code_requests',
    });
  }

  // The codes this cap counts are all still live: the person it refuses has one to type.
  const live = recent.filter((row) => row.createdAt.getTime() > now.getTime() - LIFETIME_MS);
  const oldestLive = live.at(-1);
  if (live.length >= CODE_SENDS_PER_IDENTIFIER_PER_CODE_LIFETIME && oldestLive) {
    const retryAfterSeconds = secondsUntil(new Date(oldestLive.createdAt.getTime() + LIFETIME_MS), now);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Several codes were sent here in the last few minutes. Please enter the newest one you received, or request another in ${minutes} minutes.`,
      undefined,
      { retryAfterSeconds, reason: 'recent_codes', params: { minutes } },
    );
  }

  const [fromAddress] = await tx
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestedFrom, clientAddress), gt(oneTimeCodes.createdAt, hourAgo)));
  if ((fromAddress?.n ?? 0) >= CODE_SENDS_PER_ADDRESS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Please wait before requesting another OTP', undefined, {
      retryAfterSeconds: CODE_SENDS_PER_ADDRESS_RETRY_AFTER_MINUTES * 60,
      reason: 'code_requests',
    });
  }
}
