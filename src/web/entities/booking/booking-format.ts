import type { BookingView } from '@shared/contracts/bookings';
import { formatDateTime } from '@shared/format';

// How booking dates and places read to a person. Dates are India time (spec decision 14); a visit's
// date reads the same here as in the e-mails and texts (src/shared/booking-time.ts).
export { formatIndianDate, formatPreferredDate, formatVisitSlot } from '@shared/booking-time';

/** An ISO moment → '21 Nov 2026, 3:45 PM' in India time, in the given language (English if none). */
export function formatMoment(iso: string, language?: string): string {
  return formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The service address on one line. */
export function formatServiceAddress(booking: Pick<BookingView, 'address' | 'city' | 'state' | 'pincode'>) {
  return [booking.address, booking.city, `${booking.state} ${booking.pincode}`.trim()]
    .filter(Boolean)
    .join(', ');
}
