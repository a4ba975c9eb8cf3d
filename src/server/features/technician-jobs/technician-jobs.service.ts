import { and, eq } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/booking-status';
import type { TechnicianJob } from '../../../shared/contracts/people';
import { rupeesToPaise } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/schemas/technician-work';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { canMove } from '../../../shared/booking-transitions';
import { applyStatusChange } from '../../domain/booking-lifecycle';
import { moveRefusalError } from '../../domain/move-refusals';
import type { Actor, LifecycleDeps, Transaction } from '../../domain/booking-lifecycle';
import { isBookingUuid, technicianIdOf } from '../../domain/booking-ownership';
import type { BookingRow } from '../../domain/booking-view';
import { estimatePending, estimatePendingError, visitFeeOnlyPrice } from '../../domain/revised-estimate';
import { countWrongStartCode, startCodeMatches } from '../../domain/start-code';
import { readJobView } from './technician-job-view';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { START_ATTEMPTS_PER_TECHNICIAN_PER_HOUR } from '../../limits';

// The technician's jobs: the list, starting a job at the door with the customer's code, and
// completing it with the payment. Moves go through the booking lifecycle as the technician, which
// allows only their own jobs, one step forward. A job that is not theirs is a 404 here too, before
// any code is compared, so a booking id tells another technician nothing and costs no tries.

const NOT_FOUND = 'Booking not found';

/**
 * Start attempts per technician per hour, right or wrong, on any of their jobs. Each job locks after
 * START_CODE_MAX_TRIES wrong codes; this caps guessing across many jobs as well.
 */
export const startAttemptsPerHour: Limit = {
  name: 'start-code',
  limit: START_ATTEMPTS_PER_TECHNICIAN_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Too many start attempts. Please wait a little and try again.',
};

/** The signed-in technician's id, for a path's booking id that could name a booking; else 404. */
export async function technicianFor(db: Database, user: SignedInUser, bookingId: string): Promise<number> {
  const technicianId = isBookingUuid(bookingId) ? await technicianIdOf(db, user.id) : null;
  if (technicianId === null) throw new AppError('NOT_FOUND', NOT_FOUND);
  return technicianId;
}

/** Locks one of this technician's jobs for a change; another's job, or none, is a 404. */
export async function lockOwnJob(
  tx: Transaction,
  technicianId: number,
  bookingId: string,
): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.technicianId, technicianId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export const technicianActor = (user: SignedInUser): Actor => ({ userId: user.id, role: 'technician' });

/** Why this technician may not move their own job to `to` now, or null when they may (`canMove`). */
export function ownJobRefusal(row: BookingRow, to: BookingStatus, now: Date): AppError | null {
  const refusal = canMove({ role: 'technician', assigned: true }, row, to, now);
  return refusal ? moveRefusalError(refusal, row.status, to) : null;
}

/** Wrong codes used up the tries: only an admin's reset lets the technician try again. */
export const startCodeLocked = () =>
  new AppError(
    'START_CODE_LOCKED',
    'Too many wrong start codes for this job. Please call the office to unlock it, then try again.',
    undefined,
    { attemptsLeft: 0, params: { tries: START_CODE_MAX_TRIES } },
  );

/** A job given out before start codes existed: an admin's reset gives it one. */
export const startCodeMissing = () =>
  new AppError('START_CODE_LOCKED', 'This job has no start code yet. Please call the office.', undefined, {
    reason: 'missing',
    attemptsLeft: 0,
  });

export function startCodeWrong(failures: number) {
  if (failures >= START_CODE_MAX_TRIES) return startCodeLocked();
  const attemptsLeft = START_CODE_MAX_TRIES - failures;
  return new AppError(
    'START_CODE_WRONG',
    `This start code is not right. Please ask the customer to read it again (${attemptsLeft} tries left).`,
    { code: 'This start code is not right.' },
    { attemptsLeft, params: { attemptsLeft } },
  );
}

export interface StartJobDeps {
  lifecycle: LifecycleDeps;
  limiter: RateLimiter;
}

/**
 * Starts a confirmed job with the code the customer reads out: confirmed → in_progress. A wrong code
 * is counted in a write that commits before the refusal is thrown (a refused try must still count);
 * after START_CODE_MAX_TRIES of them the job is locked until an admin resets it. Repeating a start
 * that worked (a retry on a flaky connection) answers the job as it is.
 */
export async function startJob(
  db: Database,
  { lifecycle, limiter }: StartJobDeps,
  user: SignedInUser,
  bookingId: string,
  code: string,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  await limiter.hit(startAttemptsPerHour, `technician:${technicianId}`, { now });
  const outcome = await db.transaction(async (tx): Promise<{ job: BookingRow } | { failures: number }> => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    if (row.status === 'in_progress' && row.startCode !== null && startCodeMatches(row.startCode, code)) {
      return { job: row };
    }
    const refusal = ownJobRefusal(row, 'in_progress', now);
    if (refusal) throw refusal;
    if (row.startCode === null) throw startCodeMissing();
    if (row.startCodeFailures >= START_CODE_MAX_TRIES) throw startCodeLocked();
    if (!startCodeMatches(row.startCode, code))
      return { failures: await countWrongStartCode(tx, row.id, now) };
    const started = await applyStatusChange(tx, lifecycle, row, {
      to: 'in_progress',
      actor: technicianActor(user),
      now,
    });
    return { job: started };
  });
  if ('failures' in outcome) throw startCodeWrong(outcome.failures);
  lifecycle.notifier.wake();
  return readJobView(db, outcome.job);
}

export interface Payment {
  paymentMethod: PaymentMethod;
  /** Whole rupees, as the technician counted them. */
  amountCollected: number;
  /** Close with the inspection visit's fee only, after the customer declined a new price. */
  visitFeeOnly?: boolean;
  /** A UPI payment's 12-digit reference, when the technician typed it. */
  upiReference?: string | undefined;
}

/**
 * Completes a started job: in_progress → completed, with how the customer paid and what was
 * collected (stored in paise) written in the same transaction as the move. The lifecycle completes
 * the referral and tells the customer. Repeating a completion that worked answers the job as it is.
 */
export async function completeJob(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  bookingId: string,
  payment: Payment,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const amountCollected = rupeesToPaise(payment.amountCollected);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    const retried =
      row.status === 'completed' &&
      row.paymentMethod === payment.paymentMethod &&
      row.amountCollected === amountCollected;
    if (retried) return row;
    const refusal = ownJobRefusal(row, 'completed', now);
    if (refusal) throw refusal;
    // Added repairs wait for the customer's answer (decision 056).
    if (estimatePending(row)) throw estimatePendingError();
    const lines = payment.visitFeeOnly ? await visitFeeOnlyPrice(tx, row) : {};
    return applyStatusChange(tx, lifecycle, row, {
      to: 'completed',
      actor: technicianActor(user),
      now,
      alsoSet: {
        ...lines,
        paymentMethod: payment.paymentMethod,
        amountCollected,
        upiReference: payment.upiReference ?? null,
      },
    });
  });
  lifecycle.notifier.wake();
  return readJobView(db, row);
}
