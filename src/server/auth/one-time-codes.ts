import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { codeWrongTries, oneTimeCodes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { networkBucket } from '../http/client-address';
import { HOUR_MS, MINUTE_MS } from '../lib/durations';
import {
  EMAIL_LINK_VALIDITY_HOURS,
  OTP_MAX_WRONG_TRIES_PER_CODE,
  OTP_VALIDITY_MINUTES,
  SIGN_IN_CODE_DIGITS,
} from '../limits';
import { clearFailures, countFailure, lockedUntil, readFailureCounts } from './code-failure-counts';
import { assertMaySend, networkOf, secondsUntil } from './code-send-limits';

// The rules of one-time codes (decisions 005 and 028): what a code is, which codes an answer is held
// against, and how wrong answers count. How often codes may be sent is `code-send-limits.ts`; the
// locks after wrong answers in a row are `code-failure-counts.ts`. Everything runs on the server's
// clock, which tests replace.

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

export interface CodeAnswer {
  channel: Channel;
  identifier: string;
  code: string;
  clientAddress: string;
  /** Sign-in unless told: a code works only for the purpose it was sent for. */
  purpose?: CodePurpose;
  /** The browser has signed in with this identifier before: a lock by strangers leaves it open. */
  knownDevice?: boolean;
}

export interface OneTimeCodes {
  /** Checks the limits, replaces this network's earlier code and returns the new secret (code or link token). */
  issue(request: CodeRequest): Promise<{ secret: string; expiresAt: Date }>;
  /** Takes a code back; throws the error the person should see. */
  verifyCode(answer: CodeAnswer): Promise<{ fullName: string | null }>;
  /** Takes a confirmation link's token back. */
  consumeLink(token: string): Promise<{ identifier: string; fullName: string | null }>;
  /** Drops a code whose message could not be sent, so that asking again is not refused. */
  withdraw(identifier: string, secret: string): Promise<void>;
}

type CodeRow = typeof oneTimeCodes.$inferSelect;
type Verdict =
  | { kind: 'ok'; fullName: string | null }
  | { kind: 'expired' }
  | { kind: 'dead' }
  | { kind: 'locked'; until: Date }
  | { kind: 'wrong'; attemptsLeft: number };

/**
 * The codes an answer from this network is held against: the newest it asked for itself, and the
 * newest of all (the last one in the person's inbox, whoever asked for it). Two at most, so that the
 * live codes of many requests do not multiply a guess's chances.
 */
function candidatesFor(live: CodeRow[], network: string): CodeRow[] {
  const own = live.find((row) => networkOf(row.requestedFrom) === network);
  const newest = live[0];
  return [own, newest].filter(
    (row, index, all): row is CodeRow => row !== undefined && all.indexOf(row) === index,
  );
}

function verdictError(verdict: Exclude<Verdict, { kind: 'ok' }>, now: Date): AppError {
  switch (verdict.kind) {
    case 'expired':
      return new AppError(
        'OTP_EXPIRED',
        `Your ${SIGN_IN_CODE_DIGITS}-digit code has expired (${OTP_VALIDITY_MINUTES} minutes). Please request a new one.`,
        undefined,
        { params: { minutes: OTP_VALIDITY_MINUTES } },
      );
    case 'dead':
      return new AppError(
        'OTP_LOCKED',
        `This code was entered wrongly ${OTP_MAX_WRONG_TRIES_PER_CODE} times and no longer works. Please request a new one.`,
        undefined,
        { reason: 'code', params: { tries: OTP_MAX_WRONG_TRIES_PER_CODE } },
      );
    case 'locked': {
      const minutes = Math.max(1, Math.ceil((verdict.until.getTime() - now.getTime()) / MINUTE_MS));
      return new AppError(
        'OTP_LOCKED',
        `Too many wrong codes. For your security, please try again in ${minutes} minutes.`,
        undefined,
        { retryAfterSeconds: secondsUntil(verdict.until, now), reason: 'account', params: { minutes } },
      );
    }
    case 'wrong':
      return new AppError(
        'OTP_INVALID',
        'The 6-digit code you entered is incorrect. Please check and try again.',
        undefined,
        { attemptsLeft: verdict.attemptsLeft },
      );
  }
}

export function createOneTimeCodes(db: Database, hashKey: string, clock: Clock): OneTimeCodes {
  // Keyed, so that a copy of the table does not reveal the codes (a 6-digit code has only a million
  // values); the identifier is part of the input, so equal codes of two people hash differently.
  const hashOf = (identifier: string, secret: string) =>
    createHmac('sha256', hashKey).update(`${identifier}\n${secret}`).digest('base64url');
  const linkHashOf = (token: string) =>
    createHmac('sha256', hashKey).update(`link\n${token}`).digest('base64url');
  const matches = (row: CodeRow, identifier: string, code: string) => {
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(hashOf(identifier, code));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    async issue({ channel, purpose, identifier, clientAddress, fullName }) {
      const now = clock();
      const isLink = purpose === 'email_link';
      const secret = isLink
        ? randomBytes(32).toString('base64url')
        : String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
      const codeHash = isLink ? linkHashOf(secret) : hashOf(identifier, secret);
      const expiresAt = new Date(
        now.getTime() + (isLink ? EMAIL_LINK_VALIDITY_HOURS * HOUR_MS : OTP_VALIDITY_MINUTES * MINUTE_MS),
      );
      await db.transaction(async (tx) => {
        // One request per identifier, then per client address, at a time: two quick clicks cannot both
        // pass the cool-down, nor parallel requests the caps. (Always in this order: no deadlock.)
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`);
        await assertMaySend(tx, { identifier, clientAddress, now });
        // A new code replaces the one this network asked for before; codes asked for elsewhere stay
        // live, so that a stranger asking cannot take the person's code away.
        const network = networkBucket(clientAddress);
        const earlier = await tx
          .select({ id: oneTimeCodes.id, requestedFrom: oneTimeCodes.requestedFrom })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.identifier, identifier),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.consumedAt),
              gt(oneTimeCodes.expiresAt, now),
            ),
          );
        const replaced = earlier
          .filter((row) => networkOf(row.requestedFrom) === network)
          .map((row) => row.id);
        if (replaced.length > 0) {
          await tx.update(oneTimeCodes).set({ consumedAt: now }).where(inArray(oneTimeCodes.id, replaced));
        }
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

    async verifyCode({ channel, identifier, code, clientAddress, purpose = 'sign_in', knownDevice = false }) {
      const now = clock();
      const network = networkBucket(clientAddress);
      const scope = { identifier, network, knownDevice, now };
      // Wrong tries must be counted even though the answer is an error, so the transaction returns
      // its verdict and the error is thrown after it commits.
      const verdict = await db.transaction(async (tx): Promise<Verdict> => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
        const counts = await readFailureCounts(tx, scope);
        const locked = lockedUntil(counts, scope);
        if (locked) return { kind: 'locked', until: locked };

        const live = await tx
          .select()
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.identifier, identifier),
              eq(oneTimeCodes.channel, channel),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.consumedAt),
              gt(oneTimeCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id));
        const candidates = candidatesFor(live, network);
        if (candidates.length === 0) return { kind: 'expired' };
        // Each network has its own 5 tries at a code: a stranger's guesses do not spend the person's.
        const triesRows = await tx
          .select()
          .from(codeWrongTries)
          .where(
            and(
              inArray(
                codeWrongTries.codeId,
                candidates.map((row) => row.id),
              ),
              eq(codeWrongTries.clientBucket, network),
            ),
          );
        const triesAt = (row: CodeRow) => triesRows.find((tries) => tries.codeId === row.id)?.tries ?? 0;
        const open = candidates.filter((row) => triesAt(row) < OTP_MAX_WRONG_TRIES_PER_CODE);
        if (open.length === 0) return { kind: 'dead' };

        const right = open.find((row) => matches(row, identifier, code));
        if (right) {
          // Signed in (or proved): no other live code of the kind is needed any more.
          await tx
            .update(oneTimeCodes)
            .set({ consumedAt: now })
            .where(
              inArray(
                oneTimeCodes.id,
                live.map((row) => row.id),
              ),
            );
          await clearFailures(tx, scope);
          return { kind: 'ok', fullName: right.fullName };
        }

        for (const row of open) {
          await tx
            .update(oneTimeCodes)
            .set({ wrongAttempts: sql`${oneTimeCodes.wrongAttempts} + 1` })
            .where(eq(oneTimeCodes.id, row.id));
          await tx
            .insert(codeWrongTries)
            .values({ codeId: row.id, clientBucket: network, tries: 1 })
            .onConflictDoUpdate({
              target: [codeWrongTries.codeId, codeWrongTries.clientBucket],
              set: { tries: sql`${codeWrongTries.tries} + 1` },
            });
        }
        const refusedUntil = await countFailure(tx, counts, scope);
        if (refusedUntil) return { kind: 'locked', until: refusedUntil };
        const attemptsLeft = Math.max(...open.map((row) => OTP_MAX_WRONG_TRIES_PER_CODE - triesAt(row) - 1));
        return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'dead' };
      });
      if (verdict.kind === 'ok') return { fullName: verdict.fullName };
      throw verdictError(verdict, now);
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
