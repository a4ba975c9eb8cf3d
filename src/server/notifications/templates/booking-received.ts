import { formatRupees } from '../../../shared/money';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { renderEmail } from './layout';

/** To the customer, as soon as the booking is stored. */
export function bookingReceivedEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`Booking received: ${row.bookingId}`, [
    `Hello ${row.name},`,
    'Thank you for booking a doorstep repair. We will call you within 30 minutes to confirm the visit.',
    summaryLines(row),
    helpLine(support),
    `Follow your booking: ${support.publicOrigin}/dashboard`,
  ]);
}

export function bookingReceivedSms(row: BookingRow): string {
  return `Booking ${row.bookingId} received: ${row.deviceModel}, ${formatRupees(row.totalPrice)}. We will call you within 30 minutes to confirm.`;
}

/** To the admins: a new booking waits for a technician. */
export function newBookingAdminEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`New booking ${row.bookingId}: ${row.deviceModel}, ${row.city}`, [
    'A new booking is waiting for confirmation.',
    [`Customer: ${row.name}, ${row.phone}, ${row.email}`, ...summaryLines(row)],
    ...(row.problem ? [`Problem: ${row.problem}`] : []),
    ...(row.lat !== null && row.lng !== null
      ? [`Map: https://www.google.com/maps?q=${row.lat},${row.lng}`]
      : []),
    `Manage bookings: ${support.publicOrigin}/users_location`,
  ]);
}
