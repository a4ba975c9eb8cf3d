import { and, eq } from 'drizzle-orm';
import type { BookingStatus } from '../../shared/booking-status';
import { primaryRole } from '../../shared/roles';
import { canMove } from '../../shared/booking-transitions';
import type { Database } from '../db/client';
import { bookingEvents, bookings, referrals } from '../db/schema/index';
import type { BookingActorRole } from '../db/schema/bookings';
import { AppError } from '../http/app-error';
import { statusChangeMessages } from '../notifications/booking-messages';
import type { Notifier } from '../notifications/outbox';
import type { BookingRow, SupportContacts } from '../notifications/templates/booking-facts';
import { announceBookingChange } from './booking-announcements';
import { moveRefusalError } from './move-refusals';
import { technicianIdOf } from './booking-ownership';
import { hasMoneyRecords, recordCompletionMoney } from './booking-money';
import { issueTrackingLink, trackingUrl } from './tracking-links';
import type { ShopIdentity } from '../../shared/shop-identity';

// The booking lifecycle (spec decision 15): the only code that changes a booking's status. Every
// change is checked against the actor's rules, written with its booking_events row, its referral
// effect and its notifications, all in one transaction. A visit moved to another date and window
// (the status unchanged) is written the same way by booking-reschedule.ts beside it.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Actor {
  /** Null for a guest or the system. */
  userId: string | null;
  role: BookingActorRole;
}

/** Who a signed-in person acts as where no area says otherwise (making a booking). */
export function actorFor(user: { id: string; roles: readonly string[] } | null): Actor {
  if (!user) return { userId: null, role: 'guest' };
  return { userId: user.id, role: primaryRole(user.roles) };
}

export interface LifecycleDeps {
  notifier: Notifier;
  support: SupportContacts;
  /** Who the invoices issued with completions are from (decision 062). */
  shop: ShopIdentity;
}

export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';
const REASON_MAX_LENGTH = 500;

/**
 * Writes the event of a booking that has just been made (inside the creating transaction), its
 * tracking link and its announcement; returns the link's address, which the booking-received
 * messages carry (the token itself is never kept).
 */
export async function recordBookingCreated(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  actor: Actor,
  now: Date,
): Promise<string> {
  await recordBookingEvent(tx, { bookingId: row.id, from: null, to: row.status, actor, reason: null, now });
  const token = await issueTrackingLink(tx, row.id, now);
  await announceBookingChange(tx, row);
  return trackingUrl(deps.support.publicOrigin, token, row);
}

export interface StatusChange {
  to: BookingStatus;
  actor: Actor;
  reason?: string | null | undefined;
  now: Date;
  /**
   * Other columns that change with the status: the technician (and the start code) when a booking is
   * assigned, the payment when the technician completes it (and the lines, when the job closes with
   * the inspection visit's fee only), the pickup receipt's record when the device goes to the workshop.
   */
  alsoSet?: Partial<
    Pick<
      BookingRow,
      | 'technicianId'
      | 'technicianName'
      | 'technicianPhone'
      | 'startCode'
      | 'paymentMethod'
      | 'amountCollected'
      | 'upiReference'
      | 'selectedIssues'
      | 'selectedIssuesText'
      | 'selectedServicesDetails'
      | 'totalPrice'
      | 'referralDiscount'
      | 'workshop'
    >
  >;
}

/** Checks whether `actor` may make this move on this booking (`canMove`); throws the refusal when not. */
async function refuseUnlessAllowed(tx: Transaction, row: BookingRow, change: StatusChange) {
  const { actor, to } = change;
  // A technician's move is on their own job only: someone else's looks like no job at all.
  const assigned =
    actor.role === 'technician' &&
    actor.userId !== null &&
    row.technicianId !== null &&
    row.technicianId === (await technicianIdOf(tx, actor.userId));
  const refusal = canMove({ role: actor.role, assigned }, row, to, change.now, change.reason);
  if (refusal) throw moveRefusalError(refusal, row.status, to);
}

/** The referral follows its booking (spec decisions 7 and 16). */
async function moveReferral(tx: Transaction, row: BookingRow, to: BookingStatus, now: Date) {
  if (to === 'completed') {
    await tx
      .update(referrals)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(referrals.bookingId, row.id));
    return;
  }
  if (row.status !== 'completed') return;
  const [referral] = await tx
    .select({ id: referrals.id, rewardPaid: referrals.rewardPaid })
    .from(referrals)
    .where(eq(referrals.bookingId, row.id))
    .for('update');
  if (!referral) return;
  if (referral.rewardPaid) {
    throw new AppError(
      'REFERRAL_REWARD_PAID',
      "This booking's referral reward has been paid, so it must stay completed. Mark the reward unpaid first if it was paid by mistake.",
    );
  }
  await tx.update(referrals).set({ status: 'pending', updatedAt: now }).where(eq(referrals.id, referral.id));
}

/**
 * Moves a booking, already locked by the caller's transaction, to a new status: checks the actor's
 * rules, writes the change, its event, its referral effect and its notifications.
 */
export async function applyStatusChange(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  change: StatusChange,
): Promise<BookingRow> {
  const { to, actor, now } = change;
  await refuseUnlessAllowed(tx, row, change);
  const byCustomer = actor.role === 'customer' || actor.role === 'guest';
  const reason =
    byCustomer && to === 'cancelled'
      ? CANCELLED_BY_CUSTOMER
      : change.reason?.trim().slice(0, REASON_MAX_LENGTH) || null;
  await moveReferral(tx, row, to, now);
  const alsoSet = await completeReturnedOriginal(tx, deps, row, change);
  const [updated] = await tx
    .update(bookings)
    .set({
      ...alsoSet,
      status: to,
      cancelledAt: to === 'cancelled' ? now : null,
      cancelledReason: to === 'cancelled' ? reason : null,
      completedAt: to === 'completed' ? now : null,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await recordBookingEvent(tx, { bookingId: row.id, from: row.status, to, actor, reason, now });
  if (to === 'completed') await recordCompletionMoney(tx, deps.shop, updated, { ...change, alsoSet });
  await announceBookingChange(tx, updated, { previousTechnicianId: row.technicianId });
  // The pickup receipt, the call to pick a return window and the invoice carry a fresh tracking link.
  const linked = to === 'at_workshop' || to === 'ready_for_return' || to === 'completed';
  const trackUrl = linked
    ? trackingUrl(deps.support.publicOrigin, await issueTrackingLink(tx, row.id, now), updated)
    : null;
  const messages = await statusChangeMessages(
    tx,
    updated,
    row.status,
    byCustomer,
    { support: deps.support },
    trackUrl,
  );
  await deps.notifier.enqueue(tx, messages, now);
  return updated;
}

/**
 * A return visit's completion completes the device's own booking, still ready for return (decision
 * 059): what was collected pays the original's total first, the rest is the visit's. Answers the
 * columns the visit itself is completed with.
 */
async function completeReturnedOriginal(
  tx: Transaction,
  deps: LifecycleDeps,
  visit: BookingRow,
  change: StatusChange,
): Promise<StatusChange['alsoSet']> {
  if (change.to !== 'completed' || visit.revisitKind !== 'return' || !visit.revisitOf) return change.alsoSet;
  const original = await lockBooking(tx, visit.revisitOf);
  if (original.status !== 'ready_for_return') return change.alsoSet;
  const { paymentMethod, amountCollected, upiReference } = change.alsoSet ?? {};
  const paid = paymentMethod && amountCollected !== null && amountCollected !== undefined;
  const share = paid ? Math.min(amountCollected, original.totalPrice) : 0;
  await applyStatusChange(tx, deps, original, {
    to: 'completed',
    actor: { userId: null, role: 'system' },
    reason: `Returned with ${visit.bookingId}`,
    now: change.now,
    alsoSet: paid ? { paymentMethod, amountCollected: share, upiReference } : {},
  });
  return paid ? { ...change.alsoSet, amountCollected: amountCollected - share } : change.alsoSet;
}

/**
 * One line of a booking's history. Status changes write it through applyStatusChange; an admin's
 * change that keeps the status (a new technician) writes it directly, so every admin write is kept.
 */
export async function recordBookingEvent(
  tx: Transaction,
  event: {
    bookingId: string;
    from: BookingStatus | null;
    to: BookingStatus;
    actor: Actor;
    reason: string | null;
    now: Date;
  },
): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    fromStatus: event.from,
    toStatus: event.to,
    actorUserId: event.actor.userId,
    actorRole: event.actor.role,
    reason: event.reason,
    createdAt: event.now,
  });
}

/** Locks a booking for a change in this transaction; a missing one is a 404. */
export async function lockBooking(tx: Transaction, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row;
}

/** Changes a booking's status in its own transaction; the worker is woken once it has committed. */
export async function changeBookingStatus(
  db: Database,
  deps: LifecycleDeps,
  bookingId: string,
  change: StatusChange,
): Promise<BookingRow> {
  const updated = await db.transaction(async (tx) => {
    const row = await lockBooking(tx, bookingId);
    return applyStatusChange(tx, deps, row, change);
  });
  deps.notifier.wake();
  return updated;
}

/**
 * Removes a booking (and, by cascade, its history and referral) that the caller's transaction holds
 * locked. One with an invoice or money in its ledger is kept for the accounts (decision 063).
 */
export async function deleteLockedBooking(tx: Transaction, row: BookingRow): Promise<void> {
  if (await hasMoneyRecords(tx, row.id)) {
    throw new AppError(
      'BOOKING_INVOICED',
      'This booking has an invoice or payments, so it is kept for the accounts. Cancel or refund it instead.',
    );
  }
  await tx.delete(bookings).where(eq(bookings.id, row.id));
  await announceBookingChange(tx, row, { deleted: true });
}

/** A booking's events, oldest first. */
export async function listBookingEvents(db: Pick<Database, 'select'>, bookingId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.id);
}
