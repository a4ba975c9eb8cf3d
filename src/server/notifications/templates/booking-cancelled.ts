import type { BookingRow, SupportContacts } from './booking-facts';
import { summaryLines } from './booking-facts';
import { renderEmail } from './layout';

/** To the customer, whoever cancelled. */
export function bookingCancelledEmail(row: BookingRow, support: SupportContacts, byCustomer: boolean) {
  return renderEmail(`Booking cancelled: ${row.bookingId}`, [
    `Hello ${row.name},`,
    byCustomer
      ? `Your booking ${row.bookingId} (${row.deviceModel}) has been cancelled as you asked.`
      : `We are sorry: your booking ${row.bookingId} (${row.deviceModel}) has been cancelled.${row.cancelledReason ? ` Reason: ${row.cancelledReason}` : ''}`,
    `Need a repair after all? Book again at ${support.publicOrigin}/devices or call ${support.supportPhone}.`,
  ]);
}

export function bookingCancelledSms(row: BookingRow, support: SupportContacts): string {
  return `Booking ${row.bookingId} has been cancelled. To book again call ${support.supportPhone}.`;
}

/** To the admins when a customer cancels. */
export function customerCancelledAdminEmail(row: BookingRow) {
  return renderEmail(`Booking cancelled by customer: ${row.bookingId}`, [
    `${row.name} cancelled booking ${row.bookingId}.`,
    summaryLines(row),
  ]);
}
