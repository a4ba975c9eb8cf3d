import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneTimeCodes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { networkBucket } from '../http/client-address';
import { HOUR_MS, MINUTE_MS } from '../lib/durations';
import { EMAIL_LINK_VALIDITY_HOURS, OTP_VALIDITY_MINUTES, SIGN_IN_CODE_DIGITS } from '../limits';
import { judgeCode, verdictError } from './code-answers';
import { createCodeHashes } from './code-hashes';
import { assertMaySend, networkOf } from './code-send-limits';

// The rules of one-time codes (decisions 005 and 028): what a code is, and its life from sending to
// use. Which codes an answer is held against and how wrong answers count is `code-answers.ts`, how
// they are stored `code-hashes.ts`; how often codes may be sent is `code-send-limits.ts`; the locks
// after wrong answers in a row are `code-failure-counts.ts`. Everything runs on the server's
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

/** Stores a new code, in place of the one this network asked for before, once the limits allow it. */
async function storeCode(
  db: Database,
  request: CodeRequest,
  stored: { codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { channel, purpose, identifier, clientAddress, fullName } = request;
  const { codeHash, expiresAt, now } = stored;
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
    const replaced = earlier.filter((row) => networkOf(row.requestedFrom) === network).map((row) => row.id);
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
}

/** Takes a confirmation link's row, once, if it is still valid. */
async function takeLink(db: Database, codeHash: string, now: Date) {
  return db.transaction(async (tx) => {
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
}

export function createOneTimeCodes(db: Database, hashKey: string, clock: Clock): OneTimeCodes {
  const hashes = createCodeHashes(hashKey);

  return {
    async issue({ channel, purpose, identifier, clientAddress, fullName }) {
      const now = clock();
      const isLink = purpose === 'email_link';
      const secret = isLink
        ? randomBytes(32).toString('base64url')
        : String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
      const codeHash = isLink ? hashes.linkHash(secret) : hashes.codeHash(identifier, secret);
      const expiresAt = new Date(
        now.getTime() + (isLink ? EMAIL_LINK_VALIDITY_HOURS * HOUR_MS : OTP_VALIDITY_MINUTES * MINUTE_MS),
      );
      await storeCode(
        db,
        { channel, purpose, identifier, clientAddress, fullName },
        { codeHash, expiresAt, now },
      );
      return { secret, expiresAt };
    },

    async verifyCode({ channel, identifier, code, clientAddress, purpose = 'sign_in', knownDevice = false }) {
      const now = clock();
      const network = networkBucket(clientAddress);
      const scope = { identifier, network, knownDevice, now };
      // Wrong tries must be counted even though the answer is an error, so the transaction returns
      // its verdict and the error is thrown after it commits.
      const verdict = await db.transaction((tx) =>
        judgeCode(tx, hashes, { channel, identifier, code, purpose }, scope),
      );
      if (verdict.kind === 'ok') return { fullName: verdict.fullName };
      throw verdictError(verdict, now);
    },

    async consumeLink(token) {
      const now = clock();
      const result = await takeLink(db, hashes.linkHash(token), now);
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
            sql`${oneTimeCodes.codeHash} in (${hashes.codeHash(identifier, secret)}, ${hashes.linkHash(secret)})`,
          ),
        );
    },
  };
}
