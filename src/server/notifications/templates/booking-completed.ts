import { DEFAULT_WARRANTY_DAYS } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { formatRupees } from '../../../shared/money';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, servicePriceText } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';
import { repairNameIn } from '../../../shared/repair-names';

/** To the customer when the repair is done: what was done, what it cost, and the warranty. */
export function bookingCompletedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
  /** The booking's tracking link, whose invoice page prints and downloads the invoice. */
  trackUrl: string | null = null,
) {
  return renderEmail(
    say(language, 'completed.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'completed.repaired', { device: row.deviceModel }),
      [
        ...row.selectedServicesDetails.map(
          (s) => `- ${repairNameIn(language, s)}: ${servicePriceText(s, language)}`,
        ),
        row.amountCollected !== null
          ? `- ${say(language, 'completed.paid', { amount: formatRupees(row.amountCollected) })}`
          : `- ${say(language, 'facts.total', { amount: formatRupees(row.totalPrice) })}`,
      ],
      say(language, 'completed.warranty', { days: DEFAULT_WARRANTY_DAYS, id: row.bookingId }),
      // A booking with nothing to pay has no invoice (decision 062).
      ...(trackUrl && row.totalPrice > 0
        ? [say(language, 'completed.invoice', { url: `${trackUrl}/invoice` })]
        : []),
      helpLine(support, language),
      say(language, 'completed.review', { url: `${support.publicOrigin}/dashboard/history` }),
    ],
    language,
  );
}

export function bookingCompletedSms(
  row: BookingRow,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'completed.sms', {
    id: row.bookingId,
    device: row.deviceModel,
    total: formatRupees(row.totalPrice),
    days: DEFAULT_WARRANTY_DAYS,
  });
}
