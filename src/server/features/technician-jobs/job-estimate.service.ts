import type { TechnicianJob } from '../../../shared/contracts/people';
import type { RevisedEstimateChange } from '../../../shared/schemas/revised-estimate';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import type { LifecycleDeps, Transaction } from '../../domain/booking-lifecycle';
import { applySignOff } from '../../domain/customer-sign-off';
import type { BookingRow } from '../../domain/booking-view';
import { answerEstimate, proposeEstimate } from '../../domain/revised-estimate';
import { listDeviceRepairs } from '../../domain/booking-pricing';
import { findInspectionVisit } from '../../domain/inspection-visit';
import { listActiveWorkRates } from '../../domain/work-rates';
import type { WorkRate } from '../../../shared/contracts/work-rates';
import { toBookedService } from '../../domain/booking-view';
import type { BookedService } from '../../../shared/contracts/bookings';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { countWrongStartCode, startCodeMatches } from '../../domain/start-code';
import {
  lockOwnJob,
  startAttemptsPerHour,
  startCodeLocked,
  startCodeMissing,
  startCodeWrong,
  technicianActor,
  technicianFor,
} from './technician-jobs.service';
import { readJobView } from './technician-job-view';
import type { StartJobDeps } from './technician-jobs.service';

// A new price at the door (decision 056): the technician proposes it on their job, and the customer
// may approve it on the technician's phone with the start code they read out at the start; the
// customer's sign-off of the completed repair (decision 057) is taken the same way. A wrong code counts
// against the same tries as the start, and the same hourly cap.

/**
 * The repairs the job's device offers, at the catalogue's prices, for the technician's revised
 * estimate (none for a device that is not listed), and the rates for work the catalogue does not list.
 */
export async function listJobRepairs(
  db: Database,
  user: SignedInUser,
  bookingId: string,
): Promise<{ repairs: BookedService[]; rates: WorkRate[]; visitFee: number | null }> {
  const technicianId = await technicianFor(db, user, bookingId);
  const [job] = await db
    .select({ deviceId: bookings.deviceId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.technicianId, technicianId)));
  if (!job) throw new AppError('NOT_FOUND', 'Booking not found');
  const repairs = job.deviceId === null ? [] : await listDeviceRepairs(db, job.deviceId);
  const visit = await findInspectionVisit(db);
  const rates = await listActiveWorkRates(db);
  return { repairs: repairs.map(toBookedService), rates, visitFee: visit?.fee ?? null };
}

/** Proposes new lines for one of the technician's started jobs; the customer is sent a link to answer. */
export async function proposeJobEstimate(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  bookingId: string,
  change: RevisedEstimateChange,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    return proposeEstimate(tx, lifecycle, row, change, { actor: technicianActor(user), now });
  });
  lifecycle.notifier.wake();
  return readJobView(db, row);
}

/**
 * Runs `apply` on one of the technician's jobs once the customer's start code, typed on the
 * technician's phone, is right: a wrong code counts against the same tries and hourly cap as the
 * start, committed before the refusal.
 */
async function withCustomerCode(
  db: Database,
  { limiter }: Pick<StartJobDeps, 'limiter'>,
  user: SignedInUser,
  bookingId: string,
  code: string,
  now: Date,
  apply: (tx: Transaction, row: BookingRow) => Promise<BookingRow>,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  await limiter.hit(startAttemptsPerHour, `technician:${technicianId}`, { now });
  const outcome = await db.transaction(async (tx): Promise<{ job: BookingRow } | { failures: number }> => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    if (row.startCode === null) throw startCodeMissing();
    if (row.startCodeFailures >= START_CODE_MAX_TRIES) throw startCodeLocked();
    if (!startCodeMatches(row.startCode, code)) {
      return { failures: await countWrongStartCode(tx, row.id, now) };
    }
    return { job: await apply(tx, row) };
  });
  if ('failures' in outcome) throw startCodeWrong(outcome.failures);
  return readJobView(db, outcome.job);
}

/** The customer approves the waiting price in person: their start code on the technician's phone. */
export async function approveJobEstimateWithCode(
  db: Database,
  deps: Pick<StartJobDeps, 'limiter'>,
  user: SignedInUser,
  bookingId: string,
  { code, network }: { code: string; network: string },
  now: Date,
): Promise<TechnicianJob> {
  const answer = { approve: true, way: 'code' as const, network, actor: technicianActor(user), now };
  return withCustomerCode(db, deps, user, bookingId, code, now, (tx, row) => answerEstimate(tx, row, answer));
}

/** The customer confirms the completed repair's lines and total in person, with their start code. */
export async function signOffJobWithCode(
  db: Database,
  deps: Pick<StartJobDeps, 'limiter'>,
  user: SignedInUser,
  bookingId: string,
  { code, network }: { code: string; network: string },
  now: Date,
): Promise<TechnicianJob> {
  const signOff = { way: 'code' as const, network, actor: technicianActor(user), now };
  return withCustomerCode(db, deps, user, bookingId, code, now, (tx, row) => applySignOff(tx, row, signOff));
}
