import { and, count, eq, inArray } from 'drizzle-orm';
import { rescheduleRefusal } from '../../shared/booking-rules';
import type { RescheduleRefusal } from '../../shared/booking-rules';
import { CANCELLATION_NOTICE_HOURS, RESCHEDULE_MAX_MOVES } from '../../shared/constants';
import { rescheduleSchema } from '../../shared/schemas/reschedule';
import type { RescheduleData } from '../../shared/schemas/reschedule';
import type { Database } from '../db/client';
import { bookingEvents, bookings } from '../db/schema/index';
import type { RescheduleDetails } from '../db/schema/bookings';
import { AppError, validationError } from '../http/app-error';
import { rescheduledMessages } from '../notifications/booking-messages';
import type { BookingRow } from '../notifications/templates/booking-facts';
import { announceBookingChange } from './booking-announcements';
import { lockBooking } from './booking-lifecycle';
import { inWindowQueue, lockWindow, requirePlace, withNearestFreeWindows } from './window-places';
import type { Actor, LifecycleDeps, Transaction } from './booking-lifecycle';

// Moving a visit to another date and window (SPEC 9: 'Cancellation or rescheduling needs at least 2
// hours' notice'). Part of the booking lifecycle: the move, its booking_events row (kind
// 'rescheduled', the status unchanged) and its messages are written under the booking's row lock, in
// one transaction. Decision 017.

type Executor = Pick<Database, 'select'>;

/** Who may move a visit online: its customer, signed in or holding the tracking link. */
export interface CustomerActor extends Actor {
  role: 'customer' | 'guest';
}

/** The moves a booking's customer has made online: the ones the cap counts. */
export async function countCustomerMoves(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ moves: count() })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        eq(bookingEvents.kind, 'rescheduled'),
        inArray(bookingEvents.actorRole, ['customer', 'guest']),
      ),
    );
  return row?.moves ?? 0;
}

// The same reasons as a refused cancellation, in the words of a move; `reason` picks the web's text.
const refusals: Record<RescheduleRefusal, () => AppError> = {
  cancelled: () =>
    new AppError(
      'BOOKING_ALREADY_CANCELLED',
      'This booking has been cancelled, so its visit cannot be moved.',
      undefined,
      { reason: 'reschedule' },
    ),
  completed: () =>
    new AppError('BOOKING_COMPLETED', 'This repair is completed, so its visit cannot be moved.', undefined, {
      reason: 'reschedule',
    }),
  in_progress: () =>
    new AppError(
      'BOOKING_IN_PROGRESS',
      'The technician has already started this repair, so the visit cannot be moved now.',
      undefined,
      { reason: 'reschedule' },
    ),
  too_late: () =>
    new AppError(
      'RESCHEDULE_TOO_LATE',
      `Visits can be moved up to ${CANCELLATION_NOTICE_HOURS} hours before they start. Please call us if you need to change this one.`,
      undefined,
      { params: { hours: CANCELLATION_NOTICE_HOURS } },
    ),
  limit: () =>
    new AppError(
      'RESCHEDULE_LIMIT_REACHED',
      `This visit has already been moved ${RESCHEDULE_MAX_MOVES} times, the most we allow online. Please call us to change it again.`,
      undefined,
      { params: { max: RESCHEDULE_MAX_MOVES } },
    ),
};

export interface VisitMove {
  /** The new slot, as the route parsed it with rescheduleSchema. */
  slot: RescheduleData;
  actor: CustomerActor;
  now: Date;
}

/**
 * Moves the visit of a booking, locked by the caller's transaction: checks the status, the 2-hour
 * notice of the current slot, the cap and the new slot (against the locked row), then writes the
 * move, its event, its announcement and its messages.
 */
export async function applyVisitMove(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  move: VisitMove,
): Promise<BookingRow> {
  const { actor, now } = move;
  const refusal = rescheduleRefusal(row, await countCustomerMoves(tx, row.id), now);
  if (refusal) throw refusals[refusal]();
  const checked = rescheduleSchema(now, row).safeParse(move.slot);
  if (!checked.success) throw validationError(checked.error);
  const slot = checked.data;
  // The new window's place, counted under its lock (decision 051); the booking leaves its old one.
  await lockWindow(tx, slot.preferredDate, slot.preferredTime);
  const wanted = {
    pincode: row.pincode,
    date: slot.preferredDate,
    window: slot.preferredTime,
    bookingId: row.id,
  };
  await requirePlace(tx, wanted);
  const [updated] = await tx
    .update(bookings)
    // A trip to the old slot is over: 'on the way' no longer holds for the new one.
    .set({
      preferredDate: slot.preferredDate,
      preferredTime: slot.preferredTime,
      onTheWayAt: null,
      expectedArrivalAt: null,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  const details: RescheduleDetails = {
    fromDate: row.preferredDate,
    fromTime: row.preferredTime,
    toDate: slot.preferredDate,
    toTime: slot.preferredTime,
  };
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'rescheduled',
    fromStatus: row.status,
    toStatus: row.status,
    actorUserId: actor.userId,
    actorRole: actor.role,
    details,
    createdAt: now,
  });
  await announceBookingChange(tx, updated);
  const messages = await rescheduledMessages(
    tx,
    updated,
    { date: row.preferredDate, time: row.preferredTime },
    { support: deps.support },
  );
  await deps.notifier.enqueue(tx, messages, now);
  return updated;
}

/** Moves a booking's visit in its own transaction; the worker is woken once it has committed. */
export async function rescheduleBooking(
  db: Database,
  deps: LifecycleDeps,
  bookingId: string,
  move: VisitMove,
): Promise<BookingRow> {
  const updated = await inWindowQueue(move.slot.preferredDate, move.slot.preferredTime, () =>
    db.transaction(async (tx) => {
      const row = await lockBooking(tx, bookingId);
      return applyVisitMove(tx, deps, row, move);
    }),
  ).catch(async (error: unknown) => {
    throw await withNearestFreeWindows(db, error, move.now);
  });
  deps.notifier.wake();
  return updated;
}
