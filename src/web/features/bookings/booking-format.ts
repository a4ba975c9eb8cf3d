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

const longWeekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'Asia/Kolkata' });

/** '2026-11-23' → '23 Nov 2026, Monday': the Indian way to read a chosen date, whatever the browser's locale. */
export function formatChosenDate(date: string): string {
  const moment = new Date(`${date}T00:00:00+05:30`);
  const parts = dateParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${longWeekday.format(moment)}`;
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
