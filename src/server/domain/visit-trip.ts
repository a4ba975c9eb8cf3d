import { and, eq, ne } from 'drizzle-orm';
import type { GeoPoint } from '../../shared/visit-order';
import { orderVisits, pointOf } from '../../shared/visit-order';
import type { Database } from '../db/client';
import { bookingEvents, bookings, technicians } from '../db/schema/index';
import type { OnTheWayDetails } from '../db/schema/bookings';
import { notAvailableMessages, onTheWayMessages } from '../notifications/trip-messages';
import type { BookingRow } from '../notifications/templates/booking-facts';
import { MINUTE_MS } from '../lib/durations';
import { announceBookingChange } from './booking-announcements';
import type { Actor, LifecycleDeps, Transaction } from './booking-lifecycle';
import { issueTrackingLink, trackingUrl } from './tracking-links';

// The technician's trip to a confirmed visit (issue 31): 'On my way' with an arrival estimate, and
// 'Customer not available' at the door. Neither changes the status: each writes its booking_events
// row (kind 'on_the_way' or 'not_available'), the booking's trip columns, the announcement of the
// change (live tracking) and the customer's messages, in the caller's transaction.

type Executor = Pick<Database, 'select'>;

/** A window's start as a sortable key ('09:00-11:00' → '09:00'); no window sorts last. */
const windowKey = (stop: { preferredTime: string | null }) => stop.preferredTime?.slice(0, 5) ?? '99:99';

/** The technician's base location, or null when none is set. */
export async function baseOf(db: Executor, technicianId: number): Promise<GeoPoint | null> {
  const [row] = await db
    .select({ lat: technicians.baseLat, lng: technicians.baseLng })
    .from(technicians)
    .where(eq(technicians.id, technicianId));
  return row ? pointOf(row) : null;
}

/**
 * Where the technician sets off from for `row`, when they do not say: the stop before it on that
 * day's round (visit order), else their base, else nothing known.
 */
export async function departurePoint(
  db: Executor,
  technicianId: number,
  row: BookingRow,
): Promise<GeoPoint | null> {
  const base = await baseOf(db, technicianId);
  if (!row.preferredDate) return base;
  const day = await db
    .select({ id: bookings.id, lat: bookings.lat, lng: bookings.lng, preferredTime: bookings.preferredTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.technicianId, technicianId),
        eq(bookings.preferredDate, row.preferredDate),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .orderBy(bookings.createdAt);
  const round = orderVisits(day, windowKey, base);
  const index = round.findIndex((stop) => stop.stop.id === row.id);
  const before = round
    .slice(0, Math.max(0, index))
    .reverse()
    .find((stop) => pointOf(stop.stop) !== null);
  return before ? pointOf(before.stop) : base;
}

/** A second 'On my way' this soon after the first is a retry: it answers the job as it is. */
export const ON_THE_WAY_RETRY_MS = 5 * MINUTE_MS;

export function isOnTheWayRetry(row: BookingRow, now: Date): boolean {
  return row.onTheWayAt !== null && now.getTime() - row.onTheWayAt.getTime() < ON_THE_WAY_RETRY_MS;
}

/** Records the technician setting off for the locked, confirmed `row`, with its estimate. */
export async function applyOnTheWay(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  { actor, estimate, now }: { actor: Actor; estimate: OnTheWayDetails; now: Date },
): Promise<BookingRow> {
  const expectedAt = new Date(now.getTime() + estimate.etaMinutes * MINUTE_MS);
  const [updated] = await tx
    .update(bookings)
    .set({ onTheWayAt: now, expectedArrivalAt: expectedAt, updatedAt: now })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'on_the_way',
    fromStatus: row.status,
    toStatus: row.status,
    actorUserId: actor.userId,
    actorRole: actor.role,
    details: estimate,
    createdAt: now,
  });
  await announceBookingChange(tx, updated);
  await deps.notifier.enqueue(
    tx,
    onTheWayMessages(updated, { etaMinutes: estimate.etaMinutes, expectedAt }, { support: deps.support }),
    now,
  );
  return updated;
}

/**
 * Records that the customer was not at the address of the locked, confirmed `row` (the note as the
 * event's reason), ends the trip, and sends the customer a fresh tracking link to pick a new window.
 */
export async function applyNotAvailable(
  tx: Transaction,
  deps: LifecycleDeps,
  row: BookingRow,
  { actor, note, now }: { actor: Actor; note: string | null; now: Date },
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ onTheWayAt: null, expectedArrivalAt: null, updatedAt: now })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw new Error(`booking ${row.id} changed while it was locked`);
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'not_available',
    fromStatus: row.status,
    toStatus: row.status,
    actorUserId: actor.userId,
    actorRole: actor.role,
    reason: note,
    createdAt: now,
  });
  await announceBookingChange(tx, updated);
  const token = await issueTrackingLink(tx, row.id, now);
  await deps.notifier.enqueue(
    tx,
    notAvailableMessages(
      updated,
      { support: deps.support },
      trackingUrl(deps.support.publicOrigin, token, updated),
    ),
    now,
  );
  return updated;
}
