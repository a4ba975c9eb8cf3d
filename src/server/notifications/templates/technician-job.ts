import { pagePaths } from '../../../shared/paths';
import { formatRupees } from '../../../shared/money';
import type { BookingRow, SupportContacts } from './booking-facts';
import { visitLine } from './booking-facts';
import { quoted, renderEmail } from './layout';

// The technician's side of an assignment: the job with everything needed to go and do it, or word
// that a job they were given has gone to someone else, so that nobody turns up at the wrong door.
// In English, as all staff messages, whatever language the customer booked in.

/** When to go: the customer's preferred day and window, or a reminder that none was chosen. */
function technicianVisitLine(row: BookingRow): string {
  return row.preferredDate
    ? visitLine(row, 'en')
    : 'Preferred visit: none chosen; call the customer to agree a time.';
}

function repairsText(row: BookingRow): string {
  return row.selectedServicesDetails.map((s) => s.name).join(', ') || row.selectedIssuesText;
}

function addressText(row: BookingRow): string {
  return `${row.address}, ${row.city}, ${row.state} ${row.pincode}`;
}

/** To the technician: a new job, the customer to call, where, when, what and how much to collect. */
export function technicianJobEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(
    `New job ${row.bookingId}: ${row.deviceModel}, ${row.city}`,
    [
      'A repair has been assigned to you. Please call the customer about 30 minutes before you arrive.',
      [
        `Booking ID: ${row.bookingId}`,
        `Customer: ${row.name}, ${row.phone}`,
        `Address: ${addressText(row)}`,
        technicianVisitLine(row),
        `Device: ${row.deviceModel}`,
        `Repairs: ${repairsText(row)}`,
        `Amount to collect: ${formatRupees(row.totalPrice)}`,
      ],
      ...(row.problem ? [quoted('Problem, as the customer described it:', row.problem)] : []),
      ...(row.lat !== null && row.lng !== null
        ? [`Map: https://www.google.com/maps?q=${row.lat},${row.lng}`]
        : []),
      `Your jobs: ${support.publicOrigin}${pagePaths.technicianDashboard}`,
      `Cannot take it? Call the office on ${support.supportPhone}.`,
    ],
    'en',
  );
}

export function technicianJobSms(row: BookingRow): string {
  return `New job ${row.bookingId}: ${row.name}, ${row.phone}, ${addressText(row)}. ${technicianVisitLine(row)}. ${row.deviceModel}: ${repairsText(row)}. Collect ${formatRupees(row.totalPrice)}.`;
}

/** To the technician a job was taken from: it is no longer theirs. */
export function technicianJobWithdrawnEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(
    `Job reassigned: ${row.bookingId}`,
    [
      `Booking ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}) has been given to another technician. It is no longer yours: please do not visit or call the customer.`,
      `Your jobs: ${support.publicOrigin}${pagePaths.technicianDashboard}`,
      `Questions? Call the office on ${support.supportPhone}.`,
    ],
    'en',
  );
}

export function technicianJobWithdrawnSms(row: BookingRow): string {
  return `Job ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}) has been reassigned to another technician and is no longer yours. Please do not visit.`;
}

/** To the technician of a job that was cancelled: do not go. */
export function technicianJobCancelledEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(
    `Job cancelled: ${row.bookingId}`,
    [
      `Booking ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}) has been cancelled. Please do not visit or call the customer.`,
      `Your jobs: ${support.publicOrigin}${pagePaths.technicianDashboard}`,
      `Questions? Call the office on ${support.supportPhone}.`,
    ],
    'en',
  );
}

export function technicianJobCancelledSms(row: BookingRow): string {
  return `Job ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}) has been cancelled. Please do not visit.`;
}
