import { bookingStatusLabels } from '../../../shared/booking-status';
import type { BookingStatus } from '../../../shared/booking-status';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';

const explanations: Partial<Record<BookingStatus, string>> = {
  pending: 'We are finding a technician for your repair and will call you to confirm.',
  confirmed: 'A technician is assigned to your repair.',
  in_progress: 'Your technician has started the repair.',
};

/** To the customer when the status moves in a way no other message covers (e.g. an admin's change). */
export function statusChangedEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`Booking ${row.bookingId}: ${bookingStatusLabels[row.status]}`, [
    `Hello ${row.name},`,
    `The status of your booking ${row.bookingId} (${row.deviceModel}) is now: ${bookingStatusLabels[row.status]}.`,
    ...(explanations[row.status] ? [explanations[row.status]!] : []),
    helpLine(support),
    `Follow your booking: ${support.publicOrigin}/dashboard`,
  ]);
}
