import { DEFAULT_WARRANTY_DAYS } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { formatRupees } from '../../../shared/money';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, servicePriceText } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';
import { repairNameIn } from '../../../shared/repair-names';

/** To the customer when the repair is done: what was done, what it cost, and the warranty. */
export function bookingCompletedEmail(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  return renderEmail(
    words.completed.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      words.completed.repaired(row.deviceModel),
      [
        ...row.selectedServicesDetails.map(
          (s) => `- ${repairNameIn(language, s)}: ${servicePriceText(s, language)}`,
        ),
        row.amountCollected !== null
          ? `- ${words.completed.paid(formatRupees(row.amountCollected))}`
          : `- ${words.facts.total(formatRupees(row.totalPrice))}`,
      ],
      words.completed.warranty({ days: DEFAULT_WARRANTY_DAYS, id: row.bookingId }),
      helpLine(support, language),
      words.completed.review(`${support.publicOrigin}/dashboard/history`),
    ],
    language,
  );
}

export function bookingCompletedSms(
  row: BookingRow,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).completed.sms({
    id: row.bookingId,
    device: row.deviceModel,
    total: formatRupees(row.totalPrice),
    days: DEFAULT_WARRANTY_DAYS,
  });
}
