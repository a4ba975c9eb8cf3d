import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { RETENTION_DAYS } from '../../shared/retention';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import {
  bookings,
  clientErrors,
  codeFailures,
  contactSubmissions,
  guideOutcomes,
  messages,
  oneTimeCodes,
  passwordFailures,
  phoneProofs,
  rateLimits,
  requestCounters,
  serverErrorCounts,
  sessions,
  verifications,
} from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { Transaction } from './booking-lifecycle';

// What the privacy page promises to delete, deleted: every period comes from src/shared/retention.ts,
// which the page's sentences are built from. Each run deletes whatever is past its period, so a run
// repeated, or run by two processes, deletes nothing twice; an advisory lock lets one process at a
// time do the work while the others skip that round.

const DAY_MS = 24 * 3600_000;
const RETENTION_LOCK = 4242002;

export interface RetentionCounts {
  signInCodes: number;
  sessions: number;
  attemptCounters: number;
  bookingRetryKeys: number;
  messageCopies: number;
  contactMessages: number;
  guideAnswers: number;
  errorReports: number;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

const count = async (query: Promise<unknown[]>) => (await query).length;
const id = { id: sql`1` };

/** Codes and links of our own, and the auth library's reset links and sign-in states. */
async function removeSignInCodes(tx: Transaction, now: Date): Promise<number> {
  const codesBefore = daysBefore(now, RETENTION_DAYS.signInCodesAfterExpiry);
  return (
    (await count(tx.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, codesBefore)).returning(id))) +
    (await count(tx.delete(verifications).where(lt(verifications.expiresAt, codesBefore)).returning(id))) +
    (await count(tx.delete(phoneProofs).where(lt(phoneProofs.expiresAt, codesBefore)).returning(id)))
  );
}

async function removeAttemptCounters(tx: Transaction, now: Date): Promise<number> {
  const countersBefore = daysBefore(now, RETENTION_DAYS.attemptCounters);
  return (
    (await count(
      tx
        .delete(codeFailures)
        .where(
          and(
            lt(codeFailures.lastFailureAt, countersBefore),
            sql`coalesce(${codeFailures.lockedUntil}, '-infinity') < ${countersBefore}`,
          ),
        )
        .returning(id),
    )) +
    (await count(
      tx.delete(requestCounters).where(lt(requestCounters.windowEndsAt, countersBefore)).returning(id),
    )) +
    (await count(
      tx.delete(rateLimits).where(lt(rateLimits.lastRequest, countersBefore.getTime())).returning(id),
    )) +
    (await count(
      tx.delete(passwordFailures).where(lt(passwordFailures.lastFailureAt, countersBefore)).returning(id),
    ))
  );
}

/** A booking's Idempotency-Key and request hash are forgotten; the booking stays. */
function forgetBookingRetryKeys(tx: Transaction, now: Date): Promise<number> {
  return count(
    tx
      .update(bookings)
      .set({ idempotencyKey: null, idempotencyRequestHash: null })
      .where(
        and(
          isNotNull(bookings.idempotencyKey),
          lt(bookings.createdAt, daysBefore(now, RETENTION_DAYS.bookingRetryKeys)),
        ),
      )
      .returning(id),
  );
}

/** Copies of messages, contact messages, guide answers and error reports past their periods. */
async function removeOldRecords(
  tx: Transaction,
  now: Date,
): Promise<Pick<RetentionCounts, 'messageCopies' | 'contactMessages' | 'guideAnswers' | 'errorReports'>> {
  return {
    messageCopies: await count(
      tx
        .delete(messages)
        .where(lt(messages.createdAt, daysBefore(now, RETENTION_DAYS.messageCopies)))
        .returning(id),
    ),
    contactMessages: await count(
      tx
        .delete(contactSubmissions)
        .where(lt(contactSubmissions.createdAt, daysBefore(now, RETENTION_DAYS.contactMessages)))
        .returning(id),
    ),
    guideAnswers: await count(
      tx
        .delete(guideOutcomes)
        .where(lt(guideOutcomes.createdAt, daysBefore(now, RETENTION_DAYS.guideAnswers)))
        .returning(id),
    ),
    errorReports:
      (await count(
        tx
          .delete(clientErrors)
          .where(lt(clientErrors.createdAt, daysBefore(now, RETENTION_DAYS.errorReports)))
          .returning(id),
      )) +
      (await count(
        tx
          .delete(serverErrorCounts)
          .where(lt(serverErrorCounts.hour, daysBefore(now, RETENTION_DAYS.errorReports)))
          .returning(id),
      )),
  };
}

/** Deletes what is past its period; null when another process is doing it right now. */
export async function removeExpiredData(db: Database, now: Date): Promise<RetentionCounts | null> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as taken`),
    );
    if (!lock?.taken) return null;
    return {
      signInCodes: await removeSignInCodes(tx, now),
      // An ended session goes with the IP address and browser kept beside it.
      sessions: await count(tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning(id)),
      attemptCounters: await removeAttemptCounters(tx, now),
      bookingRetryKeys: await forgetBookingRetryKeys(tx, now),
      ...(await removeOldRecords(tx, now)),
    };
  });
}

export interface RetentionJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface RetentionJobOptions {
  /** Time between runs (an hour: nothing is kept much past its period). */
  intervalMs?: number;
  /** The first run, after start: soon, but out of the way of a cold start. */
  firstRunMs?: number;
  clock?: () => Date;
}

/** Runs removeExpiredData now and then, from start until stop. */
export function startRetentionJob(
  db: Database,
  logger: Logger,
  options: RetentionJobOptions = {},
): RetentionJob {
  const { intervalMs = 3600_000, firstRunMs = 60_000, clock = () => new Date() } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = removeExpiredData(db, clock())
      .then((counts) => {
        if (counts && Object.values(counts).some((n) => n > 0))
          logger.info({ deleted: counts }, 'data retention');
      })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'data retention run failed; retrying next round'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstRunMs);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
