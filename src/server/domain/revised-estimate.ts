import { and, eq } from 'drizzle-orm';
import { priceBooking } from '../../shared/booking-rules';
import type { EstimateAnswerWay, RevisedEstimateChange } from '../../shared/schemas/revised-estimate';
import { bookingEvents, bookings } from '../db/schema/index';
import type { BookingEventKind, SelectedServiceDetail, StoredEstimate } from '../db/schema/bookings';
import { AppError } from '../http/app-error';
import { revisedEstimateMessages } from '../notifications/trip-messages';
import { announceBookingChange } from './booking-announcements';
import type { Actor, LifecycleDeps, Transaction } from './booking-lifecycle';
import { inspectionVisitLine, priceListedDevice } from './booking-pricing';
import { findInspectionVisit } from './inspection-visit';
import type { BookingRow } from './booking-view';
import { issueTrackingLink, trackingUrl } from './tracking-links';
import { priceExtraWork } from './work-rates';

// A revised estimate at the door (decision 056), beside the other booking writes of the domain. The
// technician proposes new lines, priced from the catalogue for the booking's device or, for work the
// catalogue does not list, by the admin's rate card (decision 060); the customer approves them (the
// booking's lines and total become the estimate's) or declines them (the booking keeps its own, and
// may close with the inspection visit's fee). It changes no status: completing while an estimate
// waits is refused by the technician's completion (ESTIMATE_PENDING).

/** Whether a revised estimate on `row` waits for the customer's answer (a cancelled job's does not). */
export const estimatePending = (row: Pick<BookingRow, 'estimate' | 'status'>) =>
  row.status === 'in_progress' && row.estimate?.status === 'pending';

export const estimatePendingError = () =>
  new AppError(
    'ESTIMATE_PENDING',
    'The customer has not answered the new price yet. Ask them to approve or decline it first.',
  );

const estimateClosed = (status: string) =>
  new AppError(
    'TRANSITION_NOT_ALLOWED',
    'A new price can be proposed only while the repair is in progress.',
    undefined,
    { reason: 'estimate_closed', params: { status } },
  );

const repairsInvalid = (message: string) => new AppError('VALIDATION_FAILED', message, { add: message });

async function recordEstimateEvent(
  tx: Transaction,
  row: BookingRow,
  kind: Extract<BookingEventKind, 'estimate' | 'estimate_approved' | 'estimate_declined'>,
  estimate: StoredEstimate,
  actor: Actor,
  now: Date,
  answer?: { way: EstimateAnswerWay; network: string },
) {
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind,
    fromStatus: row.status,
    toStatus: row.status,
    actorUserId: actor.userId,
    actorRole: actor.role,
    details: {
      previousTotal: estimate.previousTotal,
      total: estimate.total,
      ...(answer ? { answeredBy: answer.way, network: answer.network } : {}),
    },
    createdAt: now,
  });
}

async function writeBooking(tx: Transaction, row: BookingRow, set: Partial<BookingRow>, now: Date) {
  const [updated] = await tx
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await announceBookingChange(tx, updated);
  return updated;
}

/**
 * The lines the change leaves: the booking's, less those removed, with the added repairs (priced from
 * the catalogue for the booking's device) and the described work (priced by its rate) at the end.
 */
async function revisedLines(
  tx: Transaction,
  row: BookingRow,
  change: RevisedEstimateChange,
): Promise<SelectedServiceDetail[]> {
  const booked = row.selectedServicesDetails;
  const bookedIds = new Set(booked.map((line) => line.id));
  if (change.remove.some((id) => !bookedIds.has(id))) {
    throw repairsInvalid('Only repairs on this booking can be removed.');
  }
  if (change.add.some((id) => bookedIds.has(id))) {
    throw repairsInvalid('This repair is already on the booking.');
  }
  if (change.add.length > 0 && (row.deviceUnlisted || row.deviceId === null)) {
    throw new AppError(
      'ESTIMATE_UNLISTED',
      'A device that is not listed has no catalogue prices. Please describe the work and choose a rate.',
    );
  }
  const added =
    change.add.length > 0 ? (await priceListedDevice(tx, row.deviceId!, change.add)).services : [];
  const described = await priceExtraWork(tx, change.extra, booked);
  const lines = [...booked.filter((line) => !change.remove.includes(line.id)), ...added, ...described];
  if (lines.length === 0) throw repairsInvalid('Please keep at least one repair on the booking.');
  return lines;
}

/**
 * Proposes new lines for the locked, in-progress `row`, replacing any estimate still waiting, and
 * sends the customer the difference with a fresh tracking link to answer it.
 */
export async function proposeEstimate(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  change: RevisedEstimateChange,
  { actor, now }: { actor: Actor; now: Date },
): Promise<BookingRow> {
  if (row.status !== 'in_progress') throw estimateClosed(row.status);
  const lines = await revisedLines(tx, row, change);
  const price = priceBooking(lines, row.referralCode !== null);
  const estimate: StoredEstimate = {
    status: 'pending',
    lines,
    previousLines: row.selectedServicesDetails,
    previousTotal: row.totalPrice,
    ...price,
    proposedAt: now.toISOString(),
    answeredAt: null,
    answeredBy: null,
  };
  const updated = await writeBooking(tx, row, { estimate }, now);
  await recordEstimateEvent(tx, row, 'estimate', estimate, actor, now);
  const token = await issueTrackingLink(tx, row.id, now);
  await deps.notifier.enqueue(
    tx,
    revisedEstimateMessages(
      updated,
      estimate,
      { support: deps.support },
      trackingUrl(deps.support.publicOrigin, token, updated),
    ),
    now,
  );
  return updated;
}

export interface EstimateAnswer {
  approve: boolean;
  way: EstimateAnswerWay;
  /** The answering device's network address. */
  network: string;
  actor: Actor;
  now: Date;
}

/**
 * The customer's answer to the estimate waiting on the locked `row`. Approved: the booking takes the
 * estimate's lines and total. Declined: the booking keeps its own. The same answer again (a retry)
 * returns the booking as it is; any other answer once one is given is refused.
 */
export async function answerEstimate(
  tx: Transaction,
  row: BookingRow,
  answer: EstimateAnswer,
): Promise<BookingRow> {
  const estimate = row.estimate;
  const status = answer.approve ? 'approved' : 'declined';
  if (estimate?.status === status) return row;
  if (!estimate || estimate.status !== 'pending' || row.status !== 'in_progress') {
    throw new AppError('ESTIMATE_NOT_PENDING', 'There is no new price waiting for an answer.');
  }
  const answered: StoredEstimate = {
    ...estimate,
    status,
    answeredAt: answer.now.toISOString(),
    answeredBy: answer.way,
  };
  const lines = answer.approve
    ? {
        selectedIssues: estimate.lines.map((line) => line.id),
        selectedIssuesText: estimate.lines.map((line) => line.name).join(', '),
        selectedServicesDetails: estimate.lines,
        totalPrice: estimate.total,
        referralDiscount: estimate.discount,
      }
    : {};
  const updated = await writeBooking(tx, row, { ...lines, estimate: answered }, answer.now);
  await recordEstimateEvent(
    tx,
    row,
    answer.approve ? 'estimate_approved' : 'estimate_declined',
    answered,
    answer.actor,
    answer.now,
    { way: answer.way, network: answer.network },
  );
  return updated;
}

/**
 * The lines and total of a job closed with the inspection visit's fee only (decision 018's fee): for
 * a customer who declined a new price and wants none of the repairs done.
 */
export async function visitFeeOnlyPrice(tx: Transaction, row: BookingRow) {
  if (row.estimate?.status !== 'declined') {
    throw new AppError(
      'ESTIMATE_NOT_DECLINED',
      'The visit fee alone applies only when the customer has declined a new price.',
    );
  }
  const visit = await findInspectionVisit(tx);
  if (!visit) {
    throw new AppError(
      'UNLISTED_BOOKING_UNAVAILABLE',
      'The inspection visit has no price just now. Please call the office.',
    );
  }
  const line = inspectionVisitLine(visit);
  const price = priceBooking([line], row.referralCode !== null);
  return {
    selectedIssues: [line.id],
    selectedIssuesText: line.name,
    selectedServicesDetails: [line],
    totalPrice: price.total,
    referralDiscount: price.discount,
  };
}
