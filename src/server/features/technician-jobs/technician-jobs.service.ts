import { and, desc, eq } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/booking-status';
import type { TechnicianJob, TechnicianJobListResponse } from '../../../shared/contracts/people';
import { rupeesToPaise } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/schemas/technician-work';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { canMove } from '../../../shared/booking-transitions';
import { applyStatusChange, moveRefusalError } from '../../domain/booking-lifecycle';
import type { Actor, LifecycleDeps, Transaction } from '../../domain/booking-lifecycle';
import { isBookingUuid, technicianIdOf } from '../../domain/booking-ownership';
import type { BookingRow } from '../../domain/booking-view';
import { toEstimateView, toSignedOff } from '../../domain/booking-view';
import { estimatePending, estimatePendingError, visitFeeOnlyPrice } from '../../domain/revised-estimate';
import { countWrongStartCode, startCodeMatches } from '../../domain/start-code';
import { baseOf } from '../../domain/visit-trip';
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

/** What the technician's list shows of a job: never the start code itself. */
const jobColumns = {
  id: bookings.id,
  bookingId: bookings.bookingId,
  status: bookings.status,
  name: bookings.name,
  phone: bookings.phone,
  address: bookings.address,
  city: bookings.city,
  state: bookings.state,
  pincode: bookings.pincode,
  lat: bookings.lat,
  lng: bookings.lng,
  deviceModel: bookings.deviceModel,
  deviceUnlisted: bookings.deviceUnlisted,
  problem: bookings.problem,
  preferredDate: bookings.preferredDate,
  preferredTime: bookings.preferredTime,
  selectedServicesDetails: bookings.selectedServicesDetails,
  totalPrice: bookings.totalPrice,
  createdAt: bookings.createdAt,
  startCodeFailures: bookings.startCodeFailures,
  paymentMethod: bookings.paymentMethod,
  amountCollected: bookings.amountCollected,
  completedAt: bookings.completedAt,
  onTheWayAt: bookings.onTheWayAt,
  expectedArrivalAt: bookings.expectedArrivalAt,
  deviceCondition: bookings.deviceCondition,
  estimate: bookings.estimate,
  signedOffAt: bookings.signedOffAt,
  signedOffBy: bookings.signedOffBy,
};

type JobRow = Pick<BookingRow, keyof typeof jobColumns>;

/**
 * A job as the API answers it. Each field is named, so that a whole booking row passed in (after a
 * start or a completion) keeps its start code to itself.
 */
export function toTechnicianJob(row: JobRow): TechnicianJob {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    name: row.name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    lat: row.lat,
    lng: row.lng,
    deviceModel: row.deviceModel,
    deviceUnlisted: row.deviceUnlisted,
    problem: row.problem,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    selectedServicesDetails: row.selectedServicesDetails,
    totalPrice: row.totalPrice,
    createdAt: row.createdAt.toISOString(),
    startCodeLocked: row.startCodeFailures >= START_CODE_MAX_TRIES,
    paymentMethod: row.paymentMethod,
    amountCollected: row.amountCollected,
    completedAt: row.completedAt?.toISOString() ?? null,
    onTheWayAt: row.onTheWayAt?.toISOString() ?? null,
    expectedArrivalAt: row.expectedArrivalAt?.toISOString() ?? null,
    deviceCondition: row.deviceCondition,
    estimate: toEstimateView(row.estimate),
    signedOff: toSignedOff(row),
  };
}

/**
 * The bookings assigned to the technician who is signed in, matched by technician id, never by name,
 * with their base location (where the day's round starts), or null.
 */
export async function listAssignedJobs(db: Database, userId: string): Promise<TechnicianJobListResponse> {
  const technicianId = await technicianIdOf(db, userId);
  if (technicianId === null) return { jobs: [], base: null };
  const rows = await db
    .select(jobColumns)
    .from(bookings)
    .where(eq(bookings.technicianId, technicianId))
    .orderBy(desc(bookings.createdAt));
  return { jobs: rows.map(toTechnicianJob), base: await baseOf(db, technicianId) };
}

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
function ownJobRefusal(row: BookingRow, to: BookingStatus, now: Date): AppError | null {
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
  return toTechnicianJob(outcome.job);
}

export interface Payment {
  paymentMethod: PaymentMethod;
  /** Whole rupees, as the technician counted them. */
  amountCollected: number;
  /** Close with the inspection visit's fee only, after the customer declined a new price. */
  visitFeeOnly?: boolean;
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
      alsoSet: { ...lines, paymentMethod: payment.paymentMethod, amountCollected },
    });
  });
  lifecycle.notifier.wake();
  return toTechnicianJob(row);
}
