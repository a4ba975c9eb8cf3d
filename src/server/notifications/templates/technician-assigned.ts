import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines, visitLine } from './booking-facts';
import { renderEmail } from './layout';

function firstName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'Our technician';
}

/** To the customer: who is coming. The technician's number lets them call ahead. */
export function technicianAssignedEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(`Technician assigned: ${row.bookingId}`, [
    `Hello ${row.name},`,
    `${firstName(row.technicianName)} will repair your ${row.deviceModel}.${row.technicianPhone ? ` You can reach them on ${row.technicianPhone}.` : ''} They will call you about 30 minutes before arriving.`,
    summaryLines(row),
    helpLine(support),
    `Follow your booking: ${support.publicOrigin}/dashboard`,
  ]);
}

export function technicianAssignedSms(row: BookingRow): string {
  return `Booking ${row.bookingId}: ${firstName(row.technicianName)}${row.technicianPhone ? ` (${row.technicianPhone})` : ''} will repair your ${row.deviceModel}. ${visitLine(row)}.`;
}
