import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { summaryLines } from './booking-facts';
import { renderEmail } from './layout';
import { say, sayInEnglish } from '../words';

/** To the customer, whoever cancelled. An admin's reason is quoted as the admin wrote it. */
export function bookingCancelledEmail(
  row: BookingRow,
  support: SupportContacts,
  byCustomer: boolean,
  language: Language = chooseBookingLanguage(row),
) {
  const booking = { id: row.bookingId, device: row.deviceModel };
  const reason = row.cancelledReason;
  return renderEmail(
    say(language, 'cancelled.subject', booking),
    [
      say(language, 'layout.greeting', { name: row.name }),
      byCustomer
        ? say(language, 'cancelled.asAsked', booking)
        : say(language, 'cancelled.byUs', { ...booking, hasReason: Boolean(reason), reason }),
      say(language, 'cancelled.bookAgain', {
        url: `${support.publicOrigin}/devices`,
        phone: support.supportPhone,
      }),
    ],
    language,
  );
}

export function bookingCancelledSms(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'cancelled.sms', { id: row.bookingId, phone: support.supportPhone });
}

/** To the admins (in English, as all staff messages) when a customer cancels. */
export function customerCancelledAdminEmail(row: BookingRow) {
  return renderEmail(
    sayInEnglish('staffEmails.customerCancelled.subject', { id: row.bookingId }),
    [
      sayInEnglish('staffEmails.customerCancelled.cancelled', { name: row.name, id: row.bookingId }),
      summaryLines(row, 'en'),
    ],
    'en',
  );
}
