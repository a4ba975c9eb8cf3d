import { formatPreferredDate, formatTimeWindow } from '../../../shared/booking-time';
import { pagePaths } from '../../../shared/paths';
import { sayInEnglish } from '../words';
import type { BookingRow, SupportContacts } from './booking-facts';
import { renderEmail } from './layout';

// The technician's morning summary (issue 31): the day's visits in window order, each with its time,
// area and pincode, device and repairs. In English, as all staff messages.

/** A visit's window, or word that the customer chose none (the visit is then listed first). */
function timeOf(row: BookingRow): string {
  return row.preferredTime
    ? formatTimeWindow(row.preferredTime, 'en')
    : sayInEnglish('staffEmails.daySummary.anyTime');
}

function repairsOf(row: BookingRow): string {
  return row.selectedServicesDetails.map((s) => s.name).join(', ') || row.selectedIssuesText;
}

function visitLine(row: BookingRow): string {
  return sayInEnglish('staffEmails.daySummary.visit', {
    time: timeOf(row),
    pincode: row.pincode,
    area: row.city,
    device: row.deviceModel,
    repairs: repairsOf(row),
    id: row.bookingId,
  });
}

/** `jobs` are the day's visits, already in window order. */
export function technicianDayEmail(jobs: BookingRow[], date: string, support: SupportContacts) {
  return renderEmail(
    sayInEnglish('staffEmails.daySummary.subject', {
      date: formatPreferredDate(date, 'en'),
      count: jobs.length,
    }),
    [
      sayInEnglish('staffEmails.daySummary.intro'),
      jobs.map(visitLine),
      sayInEnglish('staffEmails.daySummary.callAhead'),
      sayInEnglish('staffEmails.technicianJob.yourJobs', {
        url: `${support.publicOrigin}${pagePaths.technicianDashboard}`,
      }),
    ],
    'en',
  );
}

export function technicianDaySms(jobs: BookingRow[], date: string, support: SupportContacts): string {
  const visits = jobs
    .map((row) => {
      const time = row.preferredTime?.slice(0, 5) ?? sayInEnglish('staffEmails.daySummary.anyTimeShort');
      return `${time} ${row.pincode}`;
    })
    .join('; ');
  return sayInEnglish('staffEmails.daySummary.sms', {
    date: formatPreferredDate(date, 'en'),
    count: jobs.length,
    visits,
    url: `${support.publicOrigin}${pagePaths.technicianDashboard}`,
  });
}
