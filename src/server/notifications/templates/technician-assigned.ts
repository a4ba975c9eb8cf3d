import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines, visitLine } from './booking-facts';
import { renderEmail } from './layout';

function firstName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] || 'Our technician';
}

/**
 * The code that starts the job. Said with the warning every time: anyone who knows it can mark the
 * visit as made, so it is for the technician at the door and nobody on the phone.
 */
function startCodeLine(row: BookingRow): string | null {
  return row.startCode
    ? `Your start code: ${row.startCode}. Share this code with the technician only when they are at your door.`
    : null;
}

/** To the customer: who is coming. The technician's number lets them call ahead. */
export function technicianAssignedEmail(row: BookingRow, support: SupportContacts) {
  const code = startCodeLine(row);
  return renderEmail(`Technician assigned: ${row.bookingId}`, [
    `Hello ${row.name},`,
    `${firstName(row.technicianName)} will repair your ${row.deviceModel}.${row.technicianPhone ? ` You can reach them on ${row.technicianPhone}.` : ''} They will call you about 30 minutes before arriving.`,
    ...(code ? [code] : []),
    summaryLines(row),
    helpLine(support),
    `Follow your booking with the tracking link in your booking confirmation, or sign in at ${support.publicOrigin}/dashboard`,
  ]);
}

export function technicianAssignedSms(row: BookingRow): string {
  const code = startCodeLine(row);
  return `Booking ${row.bookingId}: ${firstName(row.technicianName)}${row.technicianPhone ? ` (${row.technicianPhone})` : ''} will repair your ${row.deviceModel}. ${visitLine(row)}.${code ? ` ${code}` : ''}`;
}
