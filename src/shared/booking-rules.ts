import { isStartedStatus } from './booking-status';
import type { BookingStatus } from './booking-status';
import { visitStart } from './booking-time';
import { CANCELLATION_NOTICE_HOURS, REFERRAL_DISCOUNT_PAISE, RESCHEDULE_MAX_MOVES } from './constants';

// The booking rules both sides need, one home each: what a booking costs and whether the customer
// may still cancel it. The server decides with them; the web only shows what they say.

export interface PricedService {
  /** Paise. */
  priceAmount: number;
}

/** Sum of the chosen repairs, in paise. */
export function subtotalOf(services: readonly PricedService[]): number {
  return services.reduce((sum, s) => sum + s.priceAmount, 0);
}

/** The referral discount a booking gets: ₹50, never more than the repairs cost. */
export function appliedDiscount(subtotal: number, hasReferral: boolean, discount = REFERRAL_DISCOUNT_PAISE) {
  return hasReferral ? Math.min(discount, subtotal) : 0;
}

export interface BookingPrice {
  subtotal: number;
  discount: number;
  total: number;
}

/** Subtotal, discount and what the customer pays (all paise). */
export function priceBooking(
  services: readonly PricedService[],
  hasReferral: boolean,
  discount = REFERRAL_DISCOUNT_PAISE,
): BookingPrice {
  const subtotal = subtotalOf(services);
  const applied = appliedDiscount(subtotal, hasReferral, discount);
  return { subtotal, discount: applied, total: subtotal - applied };
}

const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 60 * 60 * 1000;

export type CancelRefusal = 'cancelled' | 'completed' | 'in_progress' | 'too_late';

export interface CancellableBooking {
  status: BookingStatus;
  /** 'YYYY-MM-DD' (India) or null. */
  preferredDate: string | null;
  preferredTime: string | null;
}

/**
 * The last moment the customer may cancel online: 2 hours before the visit starts (the window's
 * start, or 9:00 without one; spec decision 14). Null when no date was chosen: any time until then.
 */
export function cancellableUntil(booking: Pick<CancellableBooking, 'preferredDate' | 'preferredTime'>) {
  if (!booking.preferredDate) return null;
  return new Date(visitStart(booking.preferredDate, booking.preferredTime).getTime() - NOTICE_MS);
}

/** Why the customer may not cancel now, or null when they may. */
export function cancelRefusal(booking: CancellableBooking, now: Date): CancelRefusal | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'completed') return 'completed';
  if (isStartedStatus(booking.status)) return 'in_progress';
  const until = cancellableUntil(booking);
  if (until && now.getTime() > until.getTime()) return 'too_late';
  return null;
}

export type RescheduleRefusal = CancelRefusal | 'limit';

/**
 * Why the customer may not move the visit now, or null when they may (SPEC 9: the same 2 hours'
 * notice as cancelling, counted from the current visit's start), plus the cap on moves made online.
 */
export function rescheduleRefusal(
  booking: CancellableBooking,
  movesMade: number,
  now: Date,
): RescheduleRefusal | null {
  return cancelRefusal(booking, now) ?? (movesMade >= RESCHEDULE_MAX_MOVES ? 'limit' : null);
}

/**
 * Whether a visit on this date and window would already be inside the notice the moment it is
 * booked (the form warns before the customer commits to it).
 */
export function startsWithinNotice(preferredDate: string, preferredTime: string | null, now: Date): boolean {
  const until = cancellableUntil({ preferredDate, preferredTime });
  if (!until) return false;
  const start = until.getTime() + NOTICE_MS;
  return start > now.getTime() - 24 * 3600_000 && now.getTime() > until.getTime();
}
