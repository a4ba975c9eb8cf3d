import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';

/** To the customer when an admin replaced their tracking link: the old one no longer works. */
export function trackingLinkEmail(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
) {
  const id = row.bookingId;
  return renderEmail(
    say(language, 'trackingLink.subject', { id }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'trackingLink.intro', { id }),
      say(language, 'facts.follow', { url: trackUrl }),
      say(language, 'facts.keepLinkPrivate'),
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
  return say(language, 'trackingLink.sms', { id: row.bookingId, url: trackUrl });
}
