import { bookingStatusLabels, describeBookingStatus } from '../../../shared/booking-status';
import { formatRupees } from '../../../shared/money';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { quoted, renderEmail } from './layout';

/** To the customer, as soon as the booking is stored, with the link that follows it without signing in. */
export function bookingReceivedEmail(row: BookingRow, support: SupportContacts, trackUrl: string) {
  return renderEmail(`Booking received: ${row.bookingId}`, [
    `Hello ${row.name},`,
    'Thank you for booking a doorstep repair. We have received your booking and will call you within 30 minutes to confirm the visit.',
    `Status: ${describeBookingStatus(row.status)}`,
    summaryLines(row),
    helpLine(support),
    `Follow your booking, see who is coming and cancel if you need to: ${trackUrl}`,
    'Keep this link to yourself: anyone who has it can follow and cancel this booking.',
  ]);
}

export function bookingReceivedSms(row: BookingRow, trackUrl: string): string {
  return `Booking ${row.bookingId} received (status: ${bookingStatusLabels[row.status]}): ${row.deviceModel}, ${formatRupees(row.totalPrice)}. We will call you within 30 minutes to confirm the visit. Track: ${trackUrl}`;
}

/** To the admins: a new booking waits for a technician. */
export function newBookingAdminEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`New booking ${row.bookingId}: ${row.deviceModel}, ${row.city}`, [
    'A new booking is waiting for confirmation.',
    [`Customer: ${row.name}, ${row.phone}, ${row.email}`, ...summaryLines(row)],
    ...(row.problem ? [quoted('Problem, as the customer wrote it:', row.problem)] : []),
    ...(row.lat !== null && row.lng !== null
      ? [`Map: https://www.google.com/maps?q=${row.lat},${row.lng}`]
      : []),
    `Manage bookings: ${support.publicOrigin}/users_location`,
  ]);
}
