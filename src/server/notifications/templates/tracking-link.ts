import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';

/** To the customer when an admin replaced their tracking link: the old one no longer works. */
export function trackingLinkEmail(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  return renderEmail(
    words.trackingLink.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      words.trackingLink.intro(row.bookingId),
      words.facts.follow(trackUrl),
      words.facts.keepLinkPrivate,
      helpLine(support, language),
    ],
    language,
  );
}

export function trackingLinkSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).trackingLink.sms({ id: row.bookingId, url: trackUrl });
}
