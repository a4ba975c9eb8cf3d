import { bookingStatusLabelsIn, describeBookingStatus } from '../../../shared/booking-status';
import type { Language } from '../../../shared/languages';
import { formatRupees } from '../../../shared/money';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { quoted, renderEmail } from './layout';
import { pickWords } from './words/index';

/** To the customer, as soon as the booking is stored, with the link that follows it without signing in. */
export function bookingReceivedEmail(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  return renderEmail(
    words.received.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      words.received.thanks,
      words.received.status(describeBookingStatus(row.status, language)),
      summaryLines(row, language),
      helpLine(support, language),
      words.received.followAndCancel(trackUrl),
      words.facts.keepLinkPrivate,
    ],
    language,
  );
}

export function bookingReceivedSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).received.sms({
    id: row.bookingId,
    status: bookingStatusLabelsIn[language][row.status],
    device: row.deviceModel,
    total: formatRupees(row.totalPrice),
    url: trackUrl,
  });
}

/** To the admins (in English, as all staff messages): a new booking waits for a technician. */
export function newBookingAdminEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(
    `New booking ${row.bookingId}: ${row.deviceModel}, ${row.city}`,
    [
      'A new booking is waiting for confirmation.',
      [`Customer: ${row.name}, ${row.phone}, ${row.email}`, ...summaryLines(row, 'en')],
      ...(row.problem ? [quoted('Problem, as the customer wrote it:', row.problem)] : []),
      ...(row.lat !== null && row.lng !== null
        ? [`Map: https://www.google.com/maps?q=${row.lat},${row.lng}`]
        : []),
      `Manage bookings: ${support.publicOrigin}/users_location`,
    ],
    'en',
  );
}
