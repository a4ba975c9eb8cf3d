import { cancelRefusal, cancellableUntil, rescheduleRefusal, subtotalOf } from '../../shared/booking-rules';
import { RESCHEDULE_MAX_MOVES } from '../../shared/constants';
import type {
  BookedService,
  BookingDetailResponse,
  BookingTimelineStep,
  BookingView,
  OnTheWay,
  RescheduleState,
  SignedOff,
} from '../../shared/contracts/bookings';
import type { TrackedBooking } from '../../shared/contracts/tracking';
import type { Database } from '../db/client';
import type { bookings } from '../db/schema/index';
import type { SelectedServiceDetail, StoredEstimate } from '../db/schema/bookings';
import type { EstimateView } from '../../shared/contracts/door';
import { estimateDifference } from '../../shared/schemas/revised-estimate';
import { estimatePending } from './revised-estimate';
import { listBookingEvents } from './booking-lifecycle';
import { countCustomerMoves } from './booking-reschedule';
import { chooseBookingLanguage } from '../notifications/message-language';
import { noLinks, readOneBookingLinks } from './booking-links';
import type { BookingLinks } from './booking-links';
import type { WorkshopView } from '../../shared/contracts/door';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * The start code is shown only while it is needed: a technician is on the way to a confirmed job, or
 * a new price waits for the customer, who may approve it with the code on the technician's phone.
 */
function visibleStartCode(row: BookingRow): string | null {
  if (row.technicianId === null) return null;
  const awaitsSignOff = row.status === 'completed' && row.signedOffAt === null;
  return row.status === 'confirmed' || estimatePending(row) || awaitsSignOff ? row.startCode : null;
}

/** The customer's sign-off of a completed repair (decision 057), once given. */
export function toSignedOff(row: Pick<BookingRow, 'signedOffAt' | 'signedOffBy'>): SignedOff | null {
  return row.signedOffAt && row.signedOffBy
    ? { at: row.signedOffAt.toISOString(), by: row.signedOffBy }
    : null;
}

/** A revised estimate as its customer and technician read it, with the difference line by line. */
export function toEstimateView(estimate: StoredEstimate | null): EstimateView | null {
  if (!estimate) return null;
  const { added, removed } = estimateDifference(estimate);
  return {
    status: estimate.status,
    lines: estimate.lines.map(toBookedService),
    added: added.map(toBookedService),
    removed: removed.map(toBookedService),
    previousTotal: estimate.previousTotal,
    subtotal: estimate.subtotal,
    discount: estimate.discount,
    total: estimate.total,
    proposedAt: estimate.proposedAt,
    answeredAt: estimate.answeredAt,
    answeredBy: estimate.answeredBy,
  };
}

/** A booked repair as the API shows it (its warranty stays inside: the warranty card reads it). */
export function toBookedService(service: SelectedServiceDetail): BookedService {
  const { id, name, slug, translations, priceAmount, priceOnInspection } = service;
  return {
    id,
    name,
    ...(slug ? { slug } : {}),
    ...(translations ? { translations } : {}),
    priceAmount,
    ...(priceOnInspection ? { priceOnInspection } : {}),
  };
}

/** What the API shows of a booking; internal columns (idempotency key, source address) stay inside. */
/** A booking as its customer (and the admin desk) reads it; `links` where its linked visits matter. */
export function toBookingView(row: BookingRow, now: Date, links: BookingLinks = noLinks): BookingView {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    lat: row.lat,
    lng: row.lng,
    deviceId: row.deviceId,
    deviceModel: row.deviceModel,
    deviceUnlisted: row.deviceUnlisted,
    problem: row.problem,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    selectedIssues: row.selectedIssues,
    selectedIssuesText: row.selectedIssuesText,
    selectedServicesDetails: row.selectedServicesDetails.map(toBookedService),
    subtotal: subtotalOf(row.selectedServicesDetails),
    referralCode: row.referralCode,
    referralDiscount: row.referralDiscount,
    totalPrice: row.totalPrice,
    technicianName: row.technicianName,
    technicianPhone: row.technicianPhone,
    startCode: visibleStartCode(row),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledReason: row.cancelledReason,
    createdAt: row.createdAt.toISOString(),
    canCancel: cancelRefusal(row, now) === null,
    cancellableUntil: cancellableUntil(row)?.toISOString() ?? null,
    onTheWay: trackedOnTheWay(row, now),
    deviceCondition: row.deviceCondition,
    estimate: toEstimateView(row.estimate),
    signedOff: toSignedOff(row),
    workshop: toWorkshopView(row, links),
    revisitOf: links.revisitOf,
    linkedVisits: links.linkedVisits,
    invoiceNumber: links.invoiceNumber,
  };
}

/** The device's workshop record with the visit that brings it back (the latest not cancelled). */
export function toWorkshopView(row: BookingRow, links: BookingLinks): WorkshopView | null {
  if (!row.workshop) return null;
  const returns = links.linkedVisits.filter(
    (visit) => visit.kind === 'return' && visit.status !== 'cancelled',
  );
  return { ...row.workshop, returnVisit: returns.at(-1) ?? null };
}

/** The technician's trip while the visit is confirmed and they said 'On my way'; else null. */
export function trackedOnTheWay(
  row: Pick<BookingRow, 'status' | 'onTheWayAt' | 'expectedArrivalAt'>,
  now: Date,
): OnTheWay | null {
  if (row.status !== 'confirmed' || !row.onTheWayAt || !row.expectedArrivalAt) return null;
  return {
    at: row.onTheWayAt.toISOString(),
    expectedArrivalAt: row.expectedArrivalAt.toISOString(),
    minutes: Math.max(0, Math.ceil((row.expectedArrivalAt.getTime() - now.getTime()) / 60_000)),
  };
}

/**
 * The statuses a booking has reached, the technician's trips and the moves of its visit, oldest first,
 * as its customer sees them: each change of status once (a new technician on a confirmed booking is
 * not a new step), each 'On my way' that still stands, each move with its new slot, without who made
 * it or why. A trip ends without arriving when the customer was not there ('not_available') or the
 * visit moved ('rescheduled'): it is dropped then, as the booking's trip columns are, so the customer
 * is not told someone is on the way to a visit that is no longer happening.
 */
export async function getBookingTimeline(
  db: Pick<Database, 'select'>,
  bookingId: string,
): Promise<BookingTimelineStep[]> {
  const events = await listBookingEvents(db, bookingId);
  const steps: BookingTimelineStep[] = [];
  const dropTrips = () => {
    for (let i = steps.length - 1; i >= 0; i--) if (steps[i]!.kind === 'on_the_way') steps.splice(i, 1);
  };
  for (const event of events) {
    const at = event.createdAt.toISOString();
    if (event.kind === 'not_available') dropTrips();
    else if (event.kind === 'on_the_way') steps.push({ kind: 'on_the_way', status: event.toStatus, at });
    else if (event.kind === 'rescheduled') {
      dropTrips();
      if (!event.details || !('toDate' in event.details)) continue;
      const { toDate, toTime } = event.details;
      steps.push({ kind: 'rescheduled', status: event.toStatus, at, toDate, toTime });
    } else if (event.fromStatus !== event.toStatus)
      steps.push({ kind: 'status', status: event.toStatus, at });
  }
  return steps;
}

/** Whether the customer may move the visit now, given the moves they have made. */
export function rescheduleStateOf(row: BookingRow, movesMade: number, now: Date): RescheduleState {
  return {
    canReschedule: rescheduleRefusal(row, movesMade, now) === null,
    reschedulesLeft: Math.max(0, RESCHEDULE_MAX_MOVES - movesMade),
  };
}

/** The owner's details view: the booking, its timeline and whether its visit may be moved. */
export async function toBookingDetail(
  db: Pick<Database, 'select'>,
  row: BookingRow,
  now: Date,
): Promise<BookingDetailResponse> {
  return {
    booking: toBookingView(row, now, await readOneBookingLinks(db, row)),
    timeline: await getBookingTimeline(db, row.id),
    ...rescheduleStateOf(row, await countCustomerMoves(db, row.id), now),
  };
}

/** The first word of a name: all a tracking link shows of the customer and the technician. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

/**
 * What a tracking link shows (spec decision 18): enough to follow the visit and let the technician
 * in, nothing that says where the customer lives or how to reach them.
 */
export function toTrackedBooking(
  row: BookingRow,
  timeline: BookingTimelineStep[],
  movesMade: number,
  now: Date,
  links: BookingLinks = noLinks,
): TrackedBooking {
  const workshop = toWorkshopView(row, links);
  return {
    ...rescheduleStateOf(row, movesMade, now),
    bookingId: row.bookingId,
    status: row.status,
    customerFirstName: firstName(row.name) ?? '',
    maskedPhone: `•••••• ${row.phone.slice(-4)}`,
    deviceModel: row.deviceModel,
    selectedServicesDetails: row.selectedServicesDetails.map(toBookedService),
    referralDiscount: row.referralDiscount,
    totalPrice: row.totalPrice,
    language: chooseBookingLanguage(row),
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    technicianFirstName: row.technicianId !== null ? firstName(row.technicianName) : null,
    startCode: visibleStartCode(row),
    canCancel: cancelRefusal(row, now) === null,
    cancellableUntil: cancellableUntil(row)?.toISOString() ?? null,
    hasWarranty: row.status === 'completed',
    onTheWay: trackedOnTheWay(row, now),
    deviceCondition: row.deviceCondition,
    estimate: toEstimateView(row.estimate),
    signedOff: toSignedOff(row),
    workshop: workshop && { ...workshop, takenBy: firstName(workshop.takenBy) ?? '' },
    revisitOf: links.revisitOf,
    invoiceNumber: links.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
    timeline,
  };
}
