import { and, eq, ne } from 'drizzle-orm';
import type { AdminRevisit, RevisitKind } from '../../shared/schemas/linked-visit';
import type { RescheduleData } from '../../shared/schemas/reschedule';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/index';
import type { SelectedServiceDetail } from '../db/schema/bookings';
import { isUniqueViolation } from '../db/unique-violation';
import { makeBookingId } from './booking-id';
import { AppError } from '../http/app-error';
import { bookingCreatedMessages } from '../notifications/booking-messages';
import { announceBookingChange } from './booking-announcements';
import { lockBooking, recordBookingCreated } from './booking-lifecycle';
import type { Actor, LifecycleDeps, Transaction } from './booking-lifecycle';
import { inspectionVisitLine } from './booking-pricing';
import type { BookingRow } from './booking-view';
import { findInspectionVisit } from './inspection-visit';
import { inWindowQueue, lockWindow, requirePlace, withNearestFreeWindows } from './window-places';

// Linked visits (issue 32, decision 059): a booking that follows up another. The customer books the
// return of a device the workshop has ready; an admin books a visit to finish an unfinished job or for
// a warranty problem. A linked visit keeps the original's repairs as its lines at ₹0: they are paid
// (or owed) on the original. An admin may price a visit, as one inspection-visit line at their price.
// A return visit's completion completes its original: that move is the lifecycle's (applyStatusChange).

const BOOKING_ID_ATTEMPTS = 5;

export interface LinkedVisitRequest {
  kind: RevisitKind;
  slot: { preferredDate: string; preferredTime: string };
  actor: Actor;
  now: Date;
  /** Paise the admin charges for the visit itself; free when absent or 0. */
  price?: number | undefined;
}

function closed(reason: 'return_closed' | 'revisit_closed', status: string) {
  const message =
    reason === 'return_closed'
      ? 'A return visit can be booked once the workshop has the device ready.'
      : 'A revisit can be booked for a job that was started or completed.';
  return new AppError('TRANSITION_NOT_ALLOWED', message, undefined, { reason, params: { status } });
}

/** Why this kind of visit cannot follow `original` now, or null: checked under the original's lock. */
async function linkedVisitRefusal(tx: Transaction, original: BookingRow, kind: RevisitKind) {
  if (kind === 'return') {
    if (original.status !== 'ready_for_return') return closed('return_closed', original.status);
    const [open] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.revisitOf, original.id),
          eq(bookings.revisitKind, 'return'),
          ne(bookings.status, 'cancelled'),
        ),
      )
      .limit(1);
    if (open) {
      return new AppError(
        'TRANSITION_NOT_ALLOWED',
        'A return visit is already booked for this device. Move that visit if the time does not suit you.',
        undefined,
        { reason: 'return_booked' },
      );
    }
    return null;
  }
  if (original.status !== 'in_progress' && original.status !== 'completed') {
    return closed('revisit_closed', original.status);
  }
  return null;
}

/** The visit's lines: the original's repairs at ₹0, and the admin's price as a visit line. */
async function linesOf(tx: Transaction, original: BookingRow, price: number | undefined) {
  const kept: SelectedServiceDetail[] = original.selectedServicesDetails.map((line) => ({
    ...line,
    priceAmount: 0,
  }));
  if (!price) return kept;
  const visit = await findInspectionVisit(tx);
  if (!visit) {
    throw new AppError(
      'UNLISTED_BOOKING_UNAVAILABLE',
      'The inspection visit has no price just now, so a revisit cannot be priced.',
    );
  }
  return [
    ...kept.filter((line) => line.id !== visit.serviceId),
    { ...inspectionVisitLine(visit), priceAmount: price },
  ];
}

async function insertLinkedVisit(tx: Transaction, original: BookingRow, request: LinkedVisitRequest) {
  const lines = await linesOf(tx, original, request.price);
  const [row] = await tx
    .insert(bookings)
    .values({
      bookingId: makeBookingId(request.now),
      userId: original.userId,
      deviceId: original.deviceId,
      deviceUnlisted: original.deviceUnlisted,
      name: original.name,
      email: original.email,
      phone: original.phone,
      address: original.address,
      city: original.city,
      state: original.state,
      pincode: original.pincode,
      lat: original.lat,
      lng: original.lng,
      deviceModel: original.deviceModel,
      problem: original.problem,
      preferredDate: request.slot.preferredDate,
      preferredTime: request.slot.preferredTime,
      selectedIssues: lines.map((line) => line.id),
      selectedIssuesText: lines.map((line) => line.name).join(', '),
      selectedServicesDetails: lines,
      totalPrice: request.price ?? 0,
      language: original.language,
      // The device is known: its condition travels with it to the visit that brings it back.
      deviceCondition: original.deviceCondition,
      revisitOf: original.id,
      revisitKind: request.kind,
    })
    .returning();
  return row!;
}

/**
 * Books a visit linked to `originalId` in the slot asked for, under the original's lock and the
 * window's (decision 051): the place is counted like any booking's. Its customer gets the booking's
 * messages with its own tracking link; the original's pages learn of it live.
 */
export async function bookLinkedVisit(
  db: Database,
  deps: LifecycleDeps,
  originalId: string,
  request: LinkedVisitRequest,
): Promise<{ original: BookingRow; visit: BookingRow }> {
  const { slot, now } = request;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await inWindowQueue(slot.preferredDate, slot.preferredTime, () =>
        db.transaction(async (tx) => {
          const original = await lockBooking(tx, originalId);
          const refusal = await linkedVisitRefusal(tx, original, request.kind);
          if (refusal) throw refusal;
          await lockWindow(tx, slot.preferredDate, slot.preferredTime);
          await requirePlace(tx, {
            pincode: original.pincode,
            date: slot.preferredDate,
            window: slot.preferredTime,
          });
          const visit = await insertLinkedVisit(tx, original, request);
          const trackUrl = await recordBookingCreated(tx, deps, visit, request.actor, now);
          const messages = await bookingCreatedMessages(tx, visit, { support: deps.support }, trackUrl);
          await deps.notifier.enqueue(tx, messages, now);
          await announceBookingChange(tx, original);
          return { original, visit };
        }),
      );
      deps.notifier.wake();
      return result;
    } catch (error) {
      if (attempt < BOOKING_ID_ATTEMPTS && isUniqueViolation(error, 'bookings_booking_id_unique')) continue;
      throw await withNearestFreeWindows(db, error, now);
    }
  }
}

/** The visits that follow up a booking, oldest first. */
export async function listLinkedVisits(db: Pick<Database, 'select'>, originalId: string) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.revisitOf, originalId))
    .orderBy(bookings.createdAt, bookings.id);
}

/** The customer (signed in, or through the tracking link) picks the return window of a ready device. */
export async function bookReturnVisit(
  db: Database,
  lifecycle: LifecycleDeps,
  original: BookingRow,
  slot: RescheduleData,
  actor: Actor,
  now: Date,
): Promise<BookingRow> {
  await bookLinkedVisit(db, lifecycle, original.id, { kind: 'return', slot, actor, now });
  return original;
}

/** An admin books a visit linked to a booking: free unless they price it. Answers the new visit. */
export async function bookAdminRevisit(
  db: Database,
  lifecycle: LifecycleDeps,
  originalId: string,
  revisit: AdminRevisit,
  actor: Actor,
  now: Date,
): Promise<BookingRow> {
  const { kind, price, preferredDate, preferredTime } = revisit;
  const { visit } = await bookLinkedVisit(db, lifecycle, originalId, {
    kind,
    slot: { preferredDate, preferredTime },
    actor,
    now,
    price,
  });
  return visit;
}
