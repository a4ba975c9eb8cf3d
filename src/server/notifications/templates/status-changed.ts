import { bookingStatusLabels, bookingStatusMeanings } from '../../../shared/booking-status';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';

/** To the customer when the status moves in a way no other message covers (e.g. an admin's change). */
export function statusChangedEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`Booking ${row.bookingId}: ${bookingStatusLabels[row.status]}`, [
    `Hello ${row.name},`,
    `The status of your booking ${row.bookingId} (${row.deviceModel}) is now: ${bookingStatusLabels[row.status]}.`,
    bookingStatusMeanings[row.status],
    helpLine(support),
    `Follow your booking: ${support.publicOrigin}/dashboard`,
  ]);
}
