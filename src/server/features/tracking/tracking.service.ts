import { readOneBookingLinks } from '../../domain/booking-links';
import type { TrackedAvailabilityResponse } from '../../../shared/contracts/schedule';
import type { TrackedBooking } from '../../../shared/contracts/tracking';
import type { Database } from '../../db/client';
import type { RescheduleData } from '../../../shared/schemas/reschedule';
import { changeBookingStatus } from '../../domain/booking-lifecycle';
import type { LifecycleDeps } from '../../domain/booking-lifecycle';
import { countCustomerMoves, rescheduleBooking } from '../../domain/booking-reschedule';
import { getBookingTimeline, toTrackedBooking } from '../../domain/booking-view';
import { windowCapacity } from '../../domain/capacity';
import type { BookingRow } from '../../domain/booking-view';
import { findTrackedBooking } from '../../domain/tracking-links';
import { AppError } from '../../http/app-error';
import { HOUR_MS } from '../../lib/durations';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { TRACKING_MISSES_PER_ADDRESS_PER_HOUR } from '../../limits';

/**
 * Unknown tokens one client address may try in an hour. A token is 128 random bits, so guessing is
 * hopeless anyway; this keeps anyone from scanning, and a customer who mistypes a link is not hurt.
 */
export const trackingMisses: Limit = {
  name: 'tracking-misses',
  limit: TRACKING_MISSES_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Too many tracking links were not found. Please try again later, or call us.',
};

const notFound = () =>
  new AppError('NOT_FOUND', 'This tracking link is not valid any more. Please check the link, or call us.');

/** The booking a token follows; an unknown or revoked token is a 404, counted against the client. */
export async function getTrackedBookingRow(
  db: Database,
  limiter: RateLimiter,
  token: string,
  client: string,
  now: Date,
): Promise<BookingRow> {
  const row = await findTrackedBooking(db, token);
  if (row) return row;
  await limiter.hit(trackingMisses, client, { now });
  throw notFound();
}

export async function viewTrackedBooking(db: Database, row: BookingRow, now: Date): Promise<TrackedBooking> {
  const timeline = await getBookingTimeline(db, row.id);
  const links = await readOneBookingLinks(db, row);
  return toTrackedBooking(row, timeline, await countCustomerMoves(db, row.id), now, links);
}

/** Cancels through the link with the customer's own rules (status and the 2-hour notice). */
export async function cancelTrackedBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  row: BookingRow,
  now: Date,
): Promise<TrackedBooking> {
  const cancelled = await changeBookingStatus(db, lifecycle, row.id, {
    to: 'cancelled',
    actor: { userId: null, role: 'guest' },
    now,
  });
  return viewTrackedBooking(db, cancelled, now);
}

/** Moves the visit through the link with the customer's own rules (status, notice, cap, slot). */
export async function rescheduleTrackedBooking(
  db: Database,
  lifecycle: LifecycleDeps,
  row: BookingRow,
  slot: RescheduleData,
  now: Date,
): Promise<TrackedBooking> {
  const moved = await rescheduleBooking(db, lifecycle, row.id, {
    slot,
    actor: { userId: null, role: 'guest' },
    now,
  });
  return viewTrackedBooking(db, moved, now);
}

/**
 * The places left per window at the booking's pincode (decision 052), for the link's reschedule
 * dialog: the same count as the public availability, less the pincode itself, which the link never
 * shows, and with the booking not counted against its own window (a move frees it, as
 * `requirePlace` counts). Read afresh, like everything the link answers.
 */
export async function trackedAvailability(
  db: Database,
  row: BookingRow,
  query: { from: string; days: number },
  now: Date,
): Promise<TrackedAvailabilityResponse> {
  const { unlimited, served, days } = await windowCapacity(
    db,
    { pincode: row.pincode, from: query.from, days: query.days },
    now,
    row.id,
  );
  return { unlimited, served, days };
}
