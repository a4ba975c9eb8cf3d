import type { Language } from '../../../shared/languages';
import { estimateDifference } from '../../../shared/schemas/revised-estimate';
import { formatRupees } from '../../../shared/money';
import { repairNameIn } from '../../../shared/repair-names';
import type { StoredEstimate } from '../../db/schema/bookings';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';

// A revised price at the door (decision 056), to the customer in the booking's language: what the
// technician added and took off, line by line, the new total against the old, and the tracking link
// whose page approves or declines it.

function differenceLines(estimate: StoredEstimate, language: Language): string[] {
  const { added, removed } = estimateDifference(estimate);
  return [
    ...added.map((line) =>
      say(language, 'revisedEstimate.added', {
        repair: repairNameIn(language, line),
        amount: formatRupees(line.priceAmount),
      }),
    ),
    ...removed.map((line) =>
      say(language, 'revisedEstimate.removed', {
        repair: repairNameIn(language, line),
        amount: formatRupees(line.priceAmount),
      }),
    ),
  ];
}

const totals = (estimate: StoredEstimate) => ({
  total: formatRupees(estimate.total),
  previous: formatRupees(estimate.previousTotal),
});

export function revisedEstimateEmail(
  row: BookingRow,
  estimate: StoredEstimate,
  trackUrl: string,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const technician = (row.technicianName ?? '').trim().split(/\s+/)[0] || say(language, 'visitTrip.someone');
  return renderEmail(
    say(language, 'revisedEstimate.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'revisedEstimate.intro', { technician, device: row.deviceModel, id: row.bookingId }),
      differenceLines(estimate, language),
      say(language, 'revisedEstimate.totals', totals(estimate)),
      say(language, 'revisedEstimate.answer', { url: trackUrl }),
      say(language, 'revisedEstimate.inPerson'),
      say(language, 'revisedEstimate.untilAnswered'),
      say(language, 'facts.keepLinkPrivate'),
      helpLine(support, language),
    ],
    language,
  );
}

export function revisedEstimateSms(
  row: BookingRow,
  estimate: StoredEstimate,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'revisedEstimate.sms', { id: row.bookingId, url: trackUrl, ...totals(estimate) });
}
