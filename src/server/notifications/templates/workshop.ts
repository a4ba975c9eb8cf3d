import type { Language } from '../../../shared/languages';
import { formatIndianDate } from '../../../shared/booking-time';
import { formatDateTime } from '../../../shared/format';
import { formatRupees } from '../../../shared/money';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { renderEmail } from './layout';
import { say } from '../words';

// A device that goes to the workshop (decision 059), to the customer in the booking's language: the
// pickup receipt when the technician takes it, and the call to pick a return window once it is ready.

const technicianOf = (row: BookingRow, language: Language) =>
  row.workshop?.takenBy.trim().split(/\s+/)[0] || say(language, 'visitTrip.someone');

/** The receipt page: the tracking page's own address with /receipt. */
export const receiptUrlOf = (trackUrl: string) => `${trackUrl}/receipt`;

export function pickupReceiptEmail(
  row: BookingRow,
  trackUrl: string,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const workshop = row.workshop;
  const imei = row.deviceCondition?.imeiLast4 ?? '';
  const accessories = workshop?.accessories ?? '';
  const technician = technicianOf(row, language);
  return renderEmail(
    say(language, 'workshop.subject', { id: row.bookingId, device: row.deviceModel }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'workshop.intro', { technician, device: row.deviceModel, id: row.bookingId }),
      [
        say(language, 'workshop.device', { device: row.deviceModel }),
        say(language, 'workshop.imei', { hasImei: imei !== '', imei }),
        say(language, 'workshop.accessories', { hasAccessories: accessories !== '', accessories }),
        say(language, 'workshop.expected', {
          date: workshop ? formatIndianDate(workshop.expectedReturnDate, language) : '',
        }),
        say(language, 'workshop.takenBy', {
          technician: workshop?.takenBy ?? technician,
          date: workshop ? formatDateTime(new Date(workshop.takenAt), language, { dateStyle: 'medium' }) : '',
        }),
      ],
      say(language, 'workshop.receipt', { url: receiptUrlOf(trackUrl) }),
      say(language, 'facts.keepLinkPrivate'),
      helpLine(support, language),
    ],
    language,
  );
}

export function pickupReceiptSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'workshop.sms', {
    id: row.bookingId,
    technician: technicianOf(row, language),
    device: row.deviceModel,
    date: row.workshop ? formatIndianDate(row.workshop.expectedReturnDate, language) : '',
    url: receiptUrlOf(trackUrl),
  });
}

export function readyForReturnEmail(
  row: BookingRow,
  trackUrl: string,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const facts = { id: row.bookingId, device: row.deviceModel };
  return renderEmail(
    say(language, 'workshop.readySubject', facts),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'workshop.readyIntro', facts),
      say(language, 'workshop.readyPick', { url: trackUrl }),
      say(language, 'workshop.readyPay', { amount: formatRupees(row.totalPrice) }),
      say(language, 'facts.keepLinkPrivate'),
      helpLine(support, language),
    ],
    language,
  );
}

export function readyForReturnSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'workshop.readySms', { id: row.bookingId, device: row.deviceModel, url: trackUrl });
}
