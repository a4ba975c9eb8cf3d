import { bookingStatusLabelsIn, bookingStatusMeaningsIn } from '../../../shared/booking-status';
import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';

/** To the customer when the status moves in a way no other message covers (e.g. an admin's change). */
export function statusChangedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  const status = bookingStatusLabelsIn[language][row.status];
  return renderEmail(
    words.statusChanged.subject({ id: row.bookingId, status }),
    [
      words.layout.greeting(row.name),
      words.statusChanged.now({ id: row.bookingId, device: row.deviceModel, status }),
      bookingStatusMeaningsIn[language][row.status],
      helpLine(support, language),
      words.facts.follow(`${support.publicOrigin}/dashboard`),
    ],
    language,
  );
}
