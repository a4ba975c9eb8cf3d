import { formatTimeWindow } from '@shared/booking-time';
import type { BookingView } from '@shared/contracts/bookings';

// How booking dates and places read to a person. Dates are India time (spec decision 14).

const dateParts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-23' → 'Mon, 23 Nov 2026' (built from parts: ICU versions differ on the comma after the month). */
export function formatPreferredDate(date: string): string {
  const parts = dateParts.formatToParts(new Date(`${date}T00:00:00+05:30`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A visit's date and window: 'Wed, 25 Nov 2026, 1:00 PM – 3:00 PM', or the date alone without one. */
export function formatVisitSlot(date: string, time: string | null): string {
  return time ? `${formatPreferredDate(date)}, ${formatTimeWindow(time)}` : formatPreferredDate(date);
}

const longDateParts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-25' → '25 Nov 2026, Wednesday': the Indian way of reading a date typed into a date field. */
export function formatIndianDate(date: string): string {
  const parts = longDateParts.formatToParts(new Date(`${date}T12:00:00+05:30`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('weekday')}`;
}

/** An ISO moment → '21 Nov 2026, 3:45 pm' in India time. */
export function formatMoment(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The service address on one line. */
export function formatServiceAddress(booking: Pick<BookingView, 'address' | 'city' | 'state' | 'pincode'>) {
  return [booking.address, booking.city, `${booking.state} ${booking.pincode}`.trim()]
    .filter(Boolean)
    .join(', ');
}
