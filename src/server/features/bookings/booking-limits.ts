import { formatPhone } from '../../../shared/format-phone';
import { emailKey } from '../../db/email-key';
import { HOUR_MS } from '../../lib/durations';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { BOOKINGS_PER_ADDRESS_PER_HOUR, BOOKINGS_PER_CONTACT_PER_HOUR } from '../../limits';
import type { Transaction } from '../../domain/booking-lifecycle';

// How many bookings may be made in an hour (decision 034). Guests book without an account, so
// something must keep one machine from filling every visit window or texting any number it likes;
// but Indian carriers put many of their customers behind one IPv4 address (Jio, Airtel), so the
// client address has a high ceiling and the booking's own contact (its phone, its mailbox) a low one.

export interface BookingLimits {
  /** Bookings from one client address (an IPv6 /64 counts as one) in an hour. */
  perAddress: number;
  /** Bookings for one phone number, and for one mailbox, in an hour. */
  perContact: number;
}

/** The figures of decision 034; BOOKINGS_PER_HOUR_PER_ADDRESS and _PER_CONTACT change them. */
export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  perAddress: BOOKINGS_PER_ADDRESS_PER_HOUR,
  perContact: BOOKINGS_PER_CONTACT_PER_HOUR,
};

/** Bookings per client address: a ceiling for one machine, far above what one carrier address sends. */
function bookingsPerAddress(limit: number, supportPhone: string): Limit {
  return {
    name: 'bookings',
    limit,
    windowMs: HOUR_MS,
    code: 'BOOKINGS_RATE_LIMITED',
    message: `Many bookings have been made from this connection in the last hour. Please call us on ${supportPhone} or try again later.`,
    details: { reason: 'address', params: { phone: supportPhone } },
  };
}

/** Bookings per phone number and per mailbox: one person books a few devices, not dozens. */
function bookingsPerContact(limit: number, supportPhone: string): Limit {
  return {
    name: 'bookings-contact',
    limit,
    windowMs: HOUR_MS,
    code: 'BOOKINGS_RATE_LIMITED',
    message: `Many bookings have been made with this phone number or e-mail address in the last hour. Please call us on ${supportPhone} to book more.`,
    details: { reason: 'contact', params: { phone: supportPhone } },
  };
}

export interface BookingCount {
  limiter: RateLimiter;
  limits: BookingLimits;
  clientAddress: string;
  /** +91XXXXXXXXXX */
  phone: string;
  email: string;
  /** +91XXXXXXXXXX: said in the refusal, so that a customer turned away can still book by phone. */
  supportPhone: string;
  now: Date;
}

/**
 * Counts a booking against its client address, its phone and its mailbox, in the booking's
 * transaction: a booking refused or rolled back does not count. Throws BOOKINGS_RATE_LIMITED (reason
 * `address` or `contact`) with the support phone once one of them is used up.
 */
export async function countBooking(tx: Transaction, count: BookingCount): Promise<void> {
  const { limiter, limits, now } = count;
  const phone = formatPhone(count.supportPhone);
  await limiter.hit(bookingsPerAddress(limits.perAddress, phone), count.clientAddress, { now, tx });
  const perContact = bookingsPerContact(limits.perContact, phone);
  await limiter.hit(perContact, `phone:${count.phone}`, { now, tx });
  await limiter.hit(perContact, `mailbox:${emailKey(count.email)}`, { now, tx });
}
