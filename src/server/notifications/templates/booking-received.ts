import type { Language } from '../../../shared/languages';
import { formatRupees } from '../../../shared/money';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { quoted, renderEmail } from './layout';
import { describeStatus, say, sayInEnglish, statusWord } from '../words';

/** To the customer, as soon as the booking is stored, with the link that follows it without signing in. */
export function bookingReceivedEmail(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
) {
  return renderEmail(
    say(language, 'received.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'received.thanks'),
      say(language, 'received.status', { status: describeStatus(language, row.status) }),
      summaryLines(row, language),
      helpLine(support, language),
      say(language, 'received.followAndCancel', { url: trackUrl }),
      say(language, 'facts.keepLinkPrivate'),
    ],
    language,
  );
}

export function bookingReceivedSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'received.sms', {
    id: row.bookingId,
    status: statusWord(language, row.status),
    device: row.deviceModel,
    total: formatRupees(row.totalPrice),
    url: trackUrl,
  });
}

/** To the admins (in English, as all staff messages): a new booking waits for a technician. */
export function newBookingAdminEmail(row: BookingRow, support: SupportContacts) {
  return renderEmail(
    sayInEnglish('staffEmails.newBooking.subject', {
      id: row.bookingId,
      device: row.deviceModel,
      city: row.city,
    }),
    [
      sayInEnglish('staffEmails.newBooking.waiting'),
      [sayInEnglish('staffEmails.newBooking.customer', row), ...summaryLines(row, 'en')],
      ...(row.problem ? [quoted(sayInEnglish('staffEmails.newBooking.problem'), row.problem)] : []),
      ...(row.lat !== null && row.lng !== null
        ? [sayInEnglish('staffEmails.newBooking.map', { lat: row.lat, lng: row.lng })]
        : []),
      sayInEnglish('staffEmails.newBooking.manage', { url: `${support.publicOrigin}/users_location` }),
    ],
    'en',
  );
}
