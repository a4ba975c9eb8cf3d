import { formatDateTime } from '../../../shared/format';
import type { Language } from '../../../shared/languages';
import { pagePaths } from '../../../shared/paths';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';

// The visit day (issue 31), to the customer in the booking's language: the technician is on the way
// (their first name, about how many minutes, around what time), or came and could not reach them
// (with the tracking link, whose page picks a new window).

function firstName(name: string | null, language: Language): string {
  return (name ?? '').trim().split(/\s+/)[0] || say(language, 'visitTrip.someone');
}

/** What the messages say of the arrival: minutes from now, and the clock time in India. */
export interface Arrival {
  etaMinutes: number;
  expectedAt: Date;
}

export function onTheWayEmail(
  row: BookingRow,
  arrival: Arrival,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const technician = firstName(row.technicianName, language);
  return renderEmail(
    say(language, 'visitTrip.onTheWaySubject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'visitTrip.onTheWay', {
        technician,
        id: row.bookingId,
        device: row.deviceModel,
        minutes: arrival.etaMinutes,
        time: formatDateTime(arrival.expectedAt, language, { timeStyle: 'short' }),
      }),
      say(language, 'visitTrip.keepPhoneNear', { technician }),
      summaryLines(row, language),
      helpLine(support, language),
      say(language, 'facts.followWithLinkOrSignIn', {
        url: `${support.publicOrigin}${pagePaths.dashboard}`,
      }),
    ],
    language,
  );
}

export function onTheWaySms(
  row: BookingRow,
  arrival: Arrival,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'visitTrip.onTheWaySms', {
    id: row.bookingId,
    technician: firstName(row.technicianName, language),
    minutes: arrival.etaMinutes,
    phone: support.supportPhone,
  });
}

/** `trackUrl`: a fresh tracking link, whose page moves the visit to a new window. */
export function notAvailableEmail(
  row: BookingRow,
  trackUrl: string,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  return renderEmail(
    say(language, 'visitTrip.notAvailableSubject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'visitTrip.notAvailable', {
        technician: firstName(row.technicianName, language),
        id: row.bookingId,
        device: row.deviceModel,
      }),
      say(language, 'visitTrip.pickNewTime', { url: trackUrl }),
      say(language, 'facts.keepLinkPrivate'),
      summaryLines(row, language),
      helpLine(support, language),
    ],
    language,
  );
}

export function notAvailableSms(
  row: BookingRow,
  trackUrl: string,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'visitTrip.notAvailableSms', {
    id: row.bookingId,
    url: trackUrl,
    phone: support.supportPhone,
  });
}
