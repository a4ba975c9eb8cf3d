import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { codeWrongTries, oneTimeCodes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { MINUTE_MS } from '../lib/durations';
import { OTP_MAX_WRONG_TRIES_PER_CODE, OTP_VALIDITY_MINUTES, SIGN_IN_CODE_DIGITS } from '../limits';
import type { FailureScope } from './code-failure-counts';
import { clearFailures, countFailure, lockedUntil, readFailureCounts } from './code-failure-counts';
import type { CodeHashes } from './code-hashes';
import { networkOf, secondsUntil } from './code-send-limits';

// Judging a typed code (decisions 005 and 028): which codes it is held against, how its wrong tries
// count per network, and the words of each refusal.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type CodeRow = typeof oneTimeCodes.$inferSelect;

export type Verdict =
  | { kind: 'ok'; fullName: string | null }
  | { kind: 'expired' }
  | { kind: 'dead' }
  | { kind: 'locked'; until: Date }
  | { kind: 'wrong'; attemptsLeft: number };

export interface TypedCode {
  channel: 'email' | 'sms';
  identifier: string;
  code: string;
  purpose: 'sign_in' | 'phone_proof';
}

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

export function verdictError(verdict: Exclude<Verdict, { kind: 'ok' }>, now: Date): AppError {
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

/**
 * The verdict on a typed code, with its wrong tries counted. Returned, not thrown, so that the
 * transaction that counted them commits.
 */
export async function judgeCode(
  tx: Transaction,
  hashes: CodeHashes,
  { channel, identifier, code, purpose }: TypedCode,
  scope: FailureScope,
): Promise<Verdict> {
  const { network, now } = scope;
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

  const right = open.find((row) => hashes.matches(row, identifier, code));
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
}
