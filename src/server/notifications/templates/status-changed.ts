import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { say, statusMeaning, statusWord } from '../words';

/** To the customer when the status moves in a way no other message covers (e.g. an admin's change). */
export function statusChangedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const status = statusWord(language, row.status);
  return renderEmail(
    say(language, 'statusChanged.subject', { id: row.bookingId, status }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'statusChanged.now', { id: row.bookingId, device: row.deviceModel, status }),
      statusMeaning(language, row.status),
      helpLine(support, language),
      say(language, 'facts.follow', { url: `${support.publicOrigin}/dashboard` }),
    ],
    language,
  );
}
