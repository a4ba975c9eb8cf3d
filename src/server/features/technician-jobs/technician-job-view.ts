import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '../../../shared/booking-status';
import type { TechnicianJob, TechnicianJobListResponse } from '../../../shared/contracts/people';
import { START_CODE_MAX_TRIES } from '../../../shared/schemas/technician-work';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { technicianIdOf } from '../../domain/booking-ownership';
import type { BookingRow } from '../../domain/booking-view';
import { toEstimateView, toSignedOff } from '../../domain/booking-view';
import { baseOf } from '../../domain/visit-trip';

// A job as the technician reads it: the list of their jobs, and one job after a change.

/** What the technician's list shows of a job: never the start code itself. */
export const jobColumns = {
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
  workshop: bookings.workshop,
  revisitOf: bookings.revisitOf,
  revisitKind: bookings.revisitKind,
};

type JobRow = Pick<BookingRow, keyof typeof jobColumns>;

/** The booking a linked visit follows up, as its job card needs it. */
interface OriginalOfJob {
  bookingId: string;
  status: BookingStatus;
  totalPrice: number;
}

const originals = alias(bookings, 'original');
const originalColumns = {
  bookingId: originals.bookingId,
  status: originals.status,
  totalPrice: originals.totalPrice,
};

/**
 * What a linked visit's technician reads of the booking it follows up: a return visit collects the
 * device's repair until that booking is completed (decision 059).
 */
function revisitOfJob(row: JobRow, original: OriginalOfJob | null): TechnicianJob['revisitOf'] {
  if (!row.revisitKind || !original) return null;
  const owed = row.revisitKind === 'return' && original.status === 'ready_for_return';
  return { bookingId: original.bookingId, kind: row.revisitKind, amountDue: owed ? original.totalPrice : 0 };
}

/** A job as the API answers it after a change: with the booking it follows up, when it is a revisit. */
export async function readJobView(db: Pick<Database, 'select'>, row: JobRow): Promise<TechnicianJob> {
  if (!row.revisitOf) return toTechnicianJob(row, null);
  const [original] = await db.select(originalColumns).from(originals).where(eq(originals.id, row.revisitOf));
  return toTechnicianJob(row, original ?? null);
}

/**
 * A job as the API answers it. Each field is named, so that a whole booking row passed in (after a
 * start or a completion) keeps its start code to itself.
 */
export function toTechnicianJob(row: JobRow, original: OriginalOfJob | null): TechnicianJob {
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
    workshop: row.workshop,
    revisitOf: revisitOfJob(row, original),
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
    .select({ job: jobColumns, original: originalColumns })
    .from(bookings)
    .leftJoin(originals, eq(originals.id, bookings.revisitOf))
    .where(eq(bookings.technicianId, technicianId))
    .orderBy(desc(bookings.createdAt));
  return {
    jobs: rows.map(({ job, original }) => toTechnicianJob(job, original)),
    base: await baseOf(db, technicianId),
  };
}
