import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  OTP_MAX_WRONG_TRIES_PER_CODE,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_VALIDITY_MINUTES,
} from '../../shared/constants';
import type { Database } from '../db/client';
import { codeFailures, oneTimeCodes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { networkBucket } from '../http/client-address';

// The rules of one-time codes (docs/decisions/005). Everything here runs on the server's clock,
// which tests replace.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const EMAIL_LINK_VALIDITY_HOURS = 24;
/** Codes and links sent to one address or number per hour. */
export const SENDS_PER_IDENTIFIER_PER_HOUR = 5;
/** Codes and links requested from one client address per hour. */
export const SENDS_PER_ADDRESS_PER_HOUR = 20;
/**
 * Consecutive wrong codes for one identifier from one client network (no hour between two) that lock
 * the identifier for an hour, for that network only: whoever guesses cannot lock the person out of
 * their own network.
 */
export const FAILURES_BEFORE_LOCK = 10;
/**
 * Consecutive wrong codes for one identifier from all networks together (no day between two) that lock
 * it everywhere for an hour: NIST SP 800-63B allows at most 100.
 */
export const FAILURES_BEFORE_LOCK_EVERYWHERE = 100;
/** The key of an identifier's count over all networks in `code_failures`. */
const EVERYWHERE = '';

export type Clock = () => Date;
type Channel = 'email' | 'sms';
type Purpose = 'sign_in' | 'email_link' | 'phone_proof';
/** The purposes whose secret is a 6-digit code typed back (the other is a link's token). */
type CodePurpose = Exclude<Purpose, 'email_link'>;

export interface CodeRequest {
  channel: Channel;
  purpose: Purpose;
  identifier: string;
  clientAddress: string;
  fullName?: string | undefined;
}

export interface OneTimeCodes {
  /** Checks the limits, replaces any earlier code and returns the new secret (code or link token). */
  issue(request: CodeRequest): Promise<{ secret: string; expiresAt: Date }>;
  /**
   * Takes the identifier's latest code of the purpose (sign-in unless told) back, typed at
   * `clientAddress`; throws the error the person should see. A code works only for the purpose it
   * was sent for.
   */
  verifyCode(
    channel: Channel,
    identifier: string,
    code: string,
    clientAddress: string,
    purpose?: CodePurpose,
  ): Promise<{ fullName: string | null }>;
  /** Takes a confirmation link's token back. */
  consumeLink(token: string): Promise<{ identifier: string; fullName: string | null }>;
  /** Drops a code whose message could not be sent, so that asking again is not refused. */
  withdraw(identifier: string, secret: string): Promise<void>;
}

function secondsUntil(later: Date, now: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000));
}

export function createOneTimeCodes(db: Database, hashKey: string, clock: Clock): OneTimeCodes {
  // Keyed, so that a copy of the table does not reveal the codes (a 6-digit code has only a million
  // values); the identifier is part of the input, so equal codes of two people hash differently.
  const hashOf = (identifier: string, secret: string) =>
    createHmac('sha256', hashKey).update(`${identifier}\n${secret}`).digest('base64url');
  const linkHashOf = (token: string) =>
    createHmac('sha256', hashKey).update(`link\n${token}`).digest('base64url');

  return {
    async issue({ channel, purpose, identifier, clientAddress, fullName }) {
      const now = clock();
      const isLink = purpose === 'email_link';
      const secret = isLink
        ? randomBytes(32).toString('base64url')
        : String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = isLink ? linkHashOf(secret) : hashOf(identifier, secret);
      const expiresAt = new Date(
        now.getTime() + (isLink ? EMAIL_LINK_VALIDITY_HOURS * HOUR_MS : OTP_VALIDITY_MINUTES * MINUTE_MS),
      );
      await db.transaction(async (tx) => {
        // One request per identifier, then per client address, at a time: two quick clicks cannot both
        // pass the cool-down, nor parallel requests the address cap. (Always in this order: no deadlock.)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`);
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const recent = await tx
          .select({ createdAt: oneTimeCodes.createdAt })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.identifier, identifier), gt(oneTimeCodes.createdAt, hourAgo)))
          .orderBy(desc(oneTimeCodes.createdAt));
        const latest = recent[0];
        if (latest) {
          const resendAt = new Date(latest.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
          if (resendAt > now) {
            const wait = secondsUntil(resendAt, now);
            throw new AppError(
              'RESEND_COOLDOWN',
              `You can request another OTP in ${wait} seconds`,
              undefined,
              { retryAfterSeconds: wait, params: { seconds: wait } },
            );
          }
        }
        const oldest = recent[recent.length - 1];
        if (recent.length >= SENDS_PER_IDENTIFIER_PER_HOUR && oldest) {
          throw new AppError('RATE_LIMITED', 'Please wait before requesting another OTP', undefined, {
            retryAfterSeconds: secondsUntil(new Date(oldest.createdAt.getTime() + HOUR_MS), now),
            reason: 'code_requests',
          });
        }
        const [fromAddress] = await tx
          .select({ n: count() })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.requestedFrom, clientAddress), gt(oneTimeCodes.createdAt, hourAgo)));
        if ((fromAddress?.n ?? 0) >= SENDS_PER_ADDRESS_PER_HOUR) {
          throw new AppError('RATE_LIMITED', 'Please wait before requesting another OTP', undefined, {
            retryAfterSeconds: 15 * 60,
            reason: 'code_requests',
          });
        }
        // Only the newest code of a kind works.
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(oneTimeCodes.identifier, identifier),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.consumedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values({
          channel,
          purpose,
          identifier,
          codeHash,
          fullName: fullName ?? null,
          expiresAt,
          requestedFrom: clientAddress,
          createdAt: now,
        });
      });
      return { secret, expiresAt };
    },

    async verifyCode(channel, identifier, code, clientAddress, purpose = 'sign_in') {
      const now = clock();
      const network = networkBucket(clientAddress);
      // Wrong tries must be counted even though the answer is an error, so the transaction returns
      // its verdict and the error is thrown after it commits.
      const verdict = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
        const counts = await tx
          .select()
          .from(codeFailures)
          .where(
            and(
              eq(codeFailures.identifier, identifier),
              inArray(codeFailures.clientBucket, [EVERYWHERE, network]),
            ),
          );
        const everywhere = counts.find((row) => row.clientBucket === EVERYWHERE);
        const here = counts.find((row) => row.clientBucket === network);
        for (const row of [everywhere, here]) {
          if (row?.lockedUntil && row.lockedUntil > now)
            return { kind: 'locked' as const, until: row.lockedUntil };
        }
        const [latest] = await tx
          .select()
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.identifier, identifier),
              eq(oneTimeCodes.channel, channel),
              eq(oneTimeCodes.purpose, purpose),
            ),
          )
          .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
          .limit(1);
        if (!latest || latest.consumedAt || latest.expiresAt <= now) return { kind: 'expired' as const };
        if (latest.wrongAttempts >= OTP_MAX_WRONG_TRIES_PER_CODE) return { kind: 'dead' as const };

        const expected = Buffer.from(latest.codeHash);
        const given = Buffer.from(hashOf(identifier, code));
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, latest.id));
          // The person's own network and the count over all networks start again; a lock on a network
          // that guessed stays until its hour is over.
          await tx
            .delete(codeFailures)
            .where(
              and(
                eq(codeFailures.identifier, identifier),
                inArray(codeFailures.clientBucket, [EVERYWHERE, network]),
              ),
            );
          return { kind: 'ok' as const, fullName: latest.fullName };
        }

        const wrongAttempts = latest.wrongAttempts + 1;
        await tx.update(oneTimeCodes).set({ wrongAttempts }).where(eq(oneTimeCodes.id, latest.id));
        // Failures stay consecutive while each comes within a pause of the one before: an hour on one
        // network, a day over all of them.
        const counted = [
          { clientBucket: network, row: here, pauseMs: HOUR_MS, lockAt: FAILURES_BEFORE_LOCK },
          {
            clientBucket: EVERYWHERE,
            row: everywhere,
            pauseMs: 24 * HOUR_MS,
            lockAt: FAILURES_BEFORE_LOCK_EVERYWHERE,
          },
        ];
        let lockedUntil: Date | null = null;
        for (const { clientBucket, row, pauseMs, lockAt } of counted) {
          const stillCounting = row && row.lastFailureAt.getTime() > now.getTime() - pauseMs;
          const failures = stillCounting ? row.failures + 1 : 1;
          const until = failures >= lockAt ? new Date(now.getTime() + HOUR_MS) : null;
          lockedUntil ??= until;
          const values = { failures, lastFailureAt: now, lockedUntil: until };
          await tx
            .insert(codeFailures)
            .values({ identifier, clientBucket, ...values })
            .onConflictDoUpdate({
              target: [codeFailures.identifier, codeFailures.clientBucket],
              set: values,
            });
        }
        if (lockedUntil) return { kind: 'locked' as const, until: lockedUntil };
        const attemptsLeft = OTP_MAX_WRONG_TRIES_PER_CODE - wrongAttempts;
        return attemptsLeft > 0 ? { kind: 'wrong' as const, attemptsLeft } : { kind: 'dead' as const };
      });

      switch (verdict.kind) {
        case 'ok':
          return { fullName: verdict.fullName };
        case 'expired':
          throw new AppError(
            'OTP_EXPIRED',
            `Your 6-digit code has expired (${OTP_VALIDITY_MINUTES} minutes). Please request a new one.`,
            undefined,
            { params: { minutes: OTP_VALIDITY_MINUTES } },
          );
        case 'dead':
          throw new AppError(
            'OTP_LOCKED',
            `This code was entered wrongly ${OTP_MAX_WRONG_TRIES_PER_CODE} times and no longer works. Please request a new one.`,
            undefined,
            { reason: 'code', params: { tries: OTP_MAX_WRONG_TRIES_PER_CODE } },
          );
        case 'locked': {
          const minutes = Math.max(1, Math.ceil((verdict.until.getTime() - now.getTime()) / MINUTE_MS));
          throw new AppError(
            'OTP_LOCKED',
            `Too many wrong codes. For your security, please try again in ${minutes} minutes.`,
            undefined,
            { retryAfterSeconds: secondsUntil(verdict.until, now), reason: 'account', params: { minutes } },
          );
        }
        case 'wrong':
          throw new AppError(
            'OTP_INVALID',
            'The 6-digit code you entered is incorrect. Please check and try again.',
            undefined,
            { attemptsLeft: verdict.attemptsLeft },
          );
      }
    },

    async consumeLink(token) {
      const now = clock();
      const codeHash = linkHashOf(token);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, 'email_link')))
          .for('update');
        if (!row || row.consumedAt) return { kind: 'invalid' as const };
        if (row.expiresAt <= now) return { kind: 'expired' as const };
        await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
        return { kind: 'ok' as const, identifier: row.identifier, fullName: row.fullName };
      });
      if (result.kind === 'invalid') {
        throw new AppError('OTP_INVALID', 'This link is not valid or has already been used.', undefined, {
          reason: 'link',
        });
      }
      if (result.kind === 'expired') {
        throw new AppError(
          'OTP_EXPIRED',
          'This link has expired. Please sign up again to get a new one.',
          undefined,
          {
            reason: 'link',
          },
        );
      }
      return { identifier: result.identifier, fullName: result.fullName };
    },

    async withdraw(identifier, secret) {
      await db
        .delete(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.identifier, identifier),
            sql`${oneTimeCodes.codeHash} in (${hashOf(identifier, secret)}, ${linkHashOf(secret)})`,
          ),
        );
    },
  };
}
