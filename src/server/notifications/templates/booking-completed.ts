import { DEFAULT_WARRANTY_DAYS } from '../../../shared/constants';
import { formatRupees } from '../../../shared/money';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, servicePriceText } from './booking-facts';
import { renderEmail } from './layout';

/** To the customer when the repair is done: what was done, what it cost, and the warranty. */
export function bookingCompletedEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`Repair completed: ${row.bookingId}`, [
    `Hello ${row.name},`,
    `Your ${row.deviceModel} has been repaired. Thank you for choosing us.`,
    [
      ...row.selectedServicesDetails.map((s) => `- ${s.name}: ${servicePriceText(s)}`),
      row.amountCollected !== null
        ? `- Paid: ${formatRupees(row.amountCollected)}`
        : `- Total: ${formatRupees(row.totalPrice)}`,
    ],
    `The repair carries our ${DEFAULT_WARRANTY_DAYS}-day warranty on parts and labour. Keep this e-mail: the booking ID ${row.bookingId} is your warranty reference.`,
    helpLine(support),
    `Tell us how it went: ${support.publicOrigin}/dashboard/history`,
  ]);
}

export function bookingCompletedSms(row: BookingRow): string {
  return `Repair ${row.bookingId} completed: ${row.deviceModel}, ${formatRupees(row.totalPrice)}. ${DEFAULT_WARRANTY_DAYS}-day warranty; keep your booking ID.`;
}
