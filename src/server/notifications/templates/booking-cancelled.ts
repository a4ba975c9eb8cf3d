import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { summaryLines } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';

/** To the customer, whoever cancelled. An admin's reason is quoted as the admin wrote it. */
export function bookingCancelledEmail(
  row: BookingRow,
  support: SupportContacts,
  byCustomer: boolean,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  const booking = { id: row.bookingId, device: row.deviceModel };
  return renderEmail(
    words.cancelled.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      byCustomer
        ? words.cancelled.asAsked(booking)
        : words.cancelled.byUs({ ...booking, reason: row.cancelledReason }),
      words.cancelled.bookAgain({ url: `${support.publicOrigin}/devices`, phone: support.supportPhone }),
    ],
    language,
  );
}

export function bookingCancelledSms(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).cancelled.sms({ id: row.bookingId, phone: support.supportPhone });
}

/** To the admins (in English, as all staff messages) when a customer cancels. */
export function customerCancelledAdminEmail(row: BookingRow) {
  return renderEmail(
    `Booking cancelled by customer: ${row.bookingId}`,
    [`${row.name} cancelled booking ${row.bookingId}.`, summaryLines(row, 'en')],
    'en',
  );
}
