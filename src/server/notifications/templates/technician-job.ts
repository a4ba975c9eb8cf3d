import { pagePaths } from '../../../shared/paths';
import { formatRupees } from '../../../shared/money';
import type { BookingRow, SupportContacts } from './booking-facts';
import { visitLine } from './booking-facts';
import { sayInEnglish } from '../words';
import { quoted, renderEmail } from './layout';

// The technician's side of an assignment: the job with everything needed to go and do it, or word
// that a job they were given has gone to someone else, so that nobody turns up at the wrong door.
// In English, as all staff messages, whatever language the customer booked in.

/** When to go: the customer's preferred day and window, or a reminder that none was chosen. */
function technicianVisitLine(row: BookingRow): string {
  return row.preferredDate ? visitLine(row, 'en') : sayInEnglish('staffEmails.technicianJob.noVisit');
}

function repairsText(row: BookingRow): string {
  return row.selectedServicesDetails.map((s) => s.name).join(', ') || row.selectedIssuesText;
}

function addressText(row: BookingRow): string {
  return `${row.address}, ${row.city}, ${row.state} ${row.pincode}`;
}

/** What the staff's messages about a job name: the booking, the device, where and whom to call. */
export function jobFacts(row: BookingRow) {
  return {
    id: row.bookingId,
    device: row.deviceModel,
    city: row.city,
    pincode: row.pincode,
    name: row.name,
    phone: row.phone,
  };
}

function jobsLink(support: SupportContacts): string {
  return sayInEnglish('staffEmails.technicianJob.yourJobs', {
    url: `${support.publicOrigin}${pagePaths.technicianDashboard}`,
  });
}

/** To the technician: a new job, the customer to call, where, when, what and how much to collect. */
export function technicianJobEmail(row: BookingRow, support: SupportContacts) {
  const job = jobFacts(row);
  return renderEmail(
    sayInEnglish('staffEmails.technicianJob.subject', job),
    [
      sayInEnglish('staffEmails.technicianJob.assigned'),
      [
        sayInEnglish('staffEmails.technicianJob.bookingId', job),
        sayInEnglish('staffEmails.technicianJob.customer', job),
        sayInEnglish('staffEmails.technicianJob.address', { address: addressText(row) }),
        technicianVisitLine(row),
        sayInEnglish('staffEmails.technicianJob.device', job),
        sayInEnglish('staffEmails.technicianJob.repairs', { repairs: repairsText(row) }),
        sayInEnglish('staffEmails.technicianJob.collect', { amount: formatRupees(row.totalPrice) }),
      ],
      ...(row.problem ? [quoted(sayInEnglish('staffEmails.technicianJob.problem'), row.problem)] : []),
      ...(row.lat !== null && row.lng !== null
        ? [sayInEnglish('staffEmails.technicianJob.map', { lat: row.lat, lng: row.lng })]
        : []),
      jobsLink(support),
      sayInEnglish('staffEmails.technicianJob.cannotTake', { phone: support.supportPhone }),
    ],
    'en',
  );
}

export function technicianJobSms(row: BookingRow): string {
  return sayInEnglish('staffEmails.technicianJob.sms', {
    ...jobFacts(row),
    address: addressText(row),
    visit: technicianVisitLine(row),
    repairs: repairsText(row),
    amount: formatRupees(row.totalPrice),
  });
}

/** To the technician a job was taken from: it is no longer theirs. */
export function technicianJobWithdrawnEmail(row: BookingRow, support: SupportContacts) {
  const job = jobFacts(row);
  return renderEmail(
    sayInEnglish('staffEmails.jobWithdrawn.subject', job),
    [
      sayInEnglish('staffEmails.jobWithdrawn.withdrawn', job),
      jobsLink(support),
      sayInEnglish('staffEmails.jobQuestions', { phone: support.supportPhone }),
    ],
    'en',
  );
}

export function technicianJobWithdrawnSms(row: BookingRow): string {
  return sayInEnglish('staffEmails.jobWithdrawn.sms', jobFacts(row));
}

/** To the technician of a job that was cancelled: do not go. */
export function technicianJobCancelledEmail(row: BookingRow, support: SupportContacts) {
  const job = jobFacts(row);
  return renderEmail(
    sayInEnglish('staffEmails.jobCancelled.subject', job),
    [
      sayInEnglish('staffEmails.jobCancelled.cancelled', job),
      jobsLink(support),
      sayInEnglish('staffEmails.jobQuestions', { phone: support.supportPhone }),
    ],
    'en',
  );
}

export function technicianJobCancelledSms(row: BookingRow): string {
  return sayInEnglish('staffEmails.jobCancelled.sms', jobFacts(row));
}
