import { CANCELLATION_NOTICE_HOURS } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { chooseBookingLanguage } from '../message-language';
import { say } from '../words';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine } from './booking-facts';
import { slotText } from './booking-rescheduled';
import { renderEmail } from './layout';

// The customer's reminder the evening before a visit (issue 31): the date and window, who comes, and
// the tracking link to move or cancel it, in the booking's language.

const slotOf = (row: BookingRow, language: Language) =>
  slotText({ date: row.preferredDate, time: row.preferredTime }, language);

function firstName(name: string | null): string | null {
  return (name ?? '').trim().split(/\s+/)[0] || null;
}

export function visitReminderEmail(
  row: BookingRow,
  support: SupportContacts,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
) {
  const technician = row.technicianId === null ? null : firstName(row.technicianName);
  return renderEmail(
    say(language, 'reminder.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'reminder.tomorrow', { slot: slotOf(row, language) }),
      [
        say(language, 'facts.bookingId', { id: row.bookingId }),
        say(language, 'facts.device', { device: row.deviceModel, unlisted: row.deviceUnlisted }),
        say(language, 'facts.address', {
          address: `${row.address}, ${row.city}, ${row.state} ${row.pincode}`,
        }),
      ],
      technician
        ? say(language, 'reminder.technicianWillCall', { technician })
        : say(language, 'reminder.weWillCall'),
      say(language, 'reminder.change', { url: trackUrl }),
      say(language, 'reminder.notice', { hours: CANCELLATION_NOTICE_HOURS }),
      say(language, 'facts.keepLinkPrivate'),
      helpLine(support, language),
    ],
    language,
  );
}

export function visitReminderSms(
  row: BookingRow,
  trackUrl: string,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'reminder.sms', { id: row.bookingId, slot: slotOf(row, language), url: trackUrl });
}
