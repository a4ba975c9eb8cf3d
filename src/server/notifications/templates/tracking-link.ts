import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';

/** To the customer when an admin replaced their tracking link: the old one no longer works. */
export function trackingLinkEmail(row: BookingRow, support: SupportContacts, trackUrl: string) {
  return renderEmail(`New tracking link: ${row.bookingId}`, [
    `Hello ${row.name},`,
    `Here is a new link to follow booking ${row.bookingId}. The link we sent before no longer works.`,
    `Follow your booking: ${trackUrl}`,
    'Keep this link to yourself: anyone who has it can follow and cancel this booking.',
    helpLine(support),
  ]);
}

export function trackingLinkSms(row: BookingRow, trackUrl: string): string {
  return `Booking ${row.bookingId}: your new tracking link is ${trackUrl} (the old one no longer works).`;
}
