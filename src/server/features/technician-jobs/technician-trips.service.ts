import { and, eq } from 'drizzle-orm';
import { isTripDay } from '../../../shared/trip-day';
import type { TechnicianJob } from '../../../shared/contracts/people';
import type { GeoPoint } from '../../../shared/visit-order';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { EstimateDeps } from '../../domain/arrival-estimate';
import { estimateArrival } from '../../domain/arrival-estimate';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import type { BookingRow } from '../../domain/booking-view';
import { applyNotAvailable, applyOnTheWay, departurePoint, isOnTheWayRetry } from '../../domain/visit-trip';
import { AppError } from '../../http/app-error';
import { lockOwnJob, technicianActor, technicianFor } from './technician-jobs.service';
import { readJobView } from './technician-job-view';

// The technician's trip to a confirmed job (issue 31): 'On my way' with an arrival estimate, and
// 'Customer not available' at the door. Another technician's job is a 404, as for starting one.

/**
 * 'On my way' and 'not available' are for a confirmed visit only (before, nobody set the time; after,
 * the job has begun), and from the visit's day: nobody is at the door of next week's visit.
 */
function refuseTrip(row: BookingRow, now: Date): AppError | null {
  if (row.status !== 'confirmed') {
    return new AppError(
      'TRANSITION_NOT_ALLOWED',
      `This job is ${row.status.replace('_', ' ')}, so this can only be said of a confirmed visit.`,
      undefined,
      { reason: 'not_confirmed', params: { status: row.status } },
    );
  }
  return isTripDay(row.preferredDate, now) ? null : visitNotToday();
}

/** What is done at the door waits for the visit's day (decision 053). */
export const visitNotToday = () =>
  new AppError(
    'TRANSITION_NOT_ALLOWED',
    'This visit is on a later day: this opens on the day of the visit.',
    undefined,
    { reason: 'not_today' },
  );

/** Reads one of this technician's jobs, without a lock; another's, or none, is a 404. */
export async function readOwnJob(db: Database, technicianId: number, bookingId: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.technicianId, technicianId)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row;
}

export interface TripDeps {
  lifecycle: LifecycleDeps;
  estimate: EstimateDeps;
}

/**
 * The technician sets off for a confirmed job: the estimate is worked out first (a routing server may
 * take seconds, and no row is locked meanwhile), from where they are, else the previous stop of the
 * day, else their base; then the trip, its event and the customer's messages are written under the
 * row's lock. A repeat within a few minutes (a retry) answers the job as it is and sends nothing.
 */
export async function setOffForJob(
  db: Database,
  deps: TripDeps,
  user: SignedInUser,
  bookingId: string,
  position: GeoPoint | null,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const current = await readOwnJob(db, technicianId, bookingId);
  const refusal = refuseTrip(current, now);
  if (refusal) throw refusal;
  if (isOnTheWayRetry(current, now)) return readJobView(db, current);
  const from = position ?? (await departurePoint(db, technicianId, current));
  const to = current.lat !== null && current.lng !== null ? { lat: current.lat, lng: current.lng } : null;
  const estimate = await estimateArrival({ from, to }, deps.estimate);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    const refusal = refuseTrip(row, now);
    if (refusal) throw refusal;
    if (isOnTheWayRetry(row, now)) return row;
    return applyOnTheWay(tx, deps.lifecycle, row, { actor: technicianActor(user), estimate, now });
  });
  deps.lifecycle.notifier.wake();
  return readJobView(db, row);
}

/**
 * The customer was not at the address of a confirmed job: the attempt is kept as an event (the note
 * as its reason), the status stays, and the customer is sent a link to pick a new window.
 */
export async function reportCustomerNotAvailable(
  db: Database,
  lifecycle: LifecycleDeps,
  user: SignedInUser,
  bookingId: string,
  note: string | null,
  now: Date,
): Promise<TechnicianJob> {
  const technicianId = await technicianFor(db, user, bookingId);
  const row = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    const refusal = refuseTrip(row, now);
    if (refusal) throw refusal;
    return applyNotAvailable(tx, lifecycle, row, { actor: technicianActor(user), note, now });
  });
  lifecycle.notifier.wake();
  return readJobView(db, row);
}
