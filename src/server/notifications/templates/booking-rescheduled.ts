import { CANCELLATION_NOTICE_HOURS } from '../../../shared/constants';
import { formatPreferredDate, formatVisitSlot } from '../../../shared/booking-time';
import type { Language } from '../../../shared/languages';
import { pagePaths } from '../../../shared/paths';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { renderEmail } from './layout';
import { pickWords } from './words/index';

// A visit moved to another date and window by its customer (SPEC 9): the customer (in the booking's
// language), the technician on the job and the admins (in English) each hear the new slot in plain
// words, with the old one beside it.

export interface VisitSlot {
  /** 'YYYY-MM-DD' (India) or null when none was chosen. */
  date: string | null;
  time: string | null;
}

/** 'Tue, 24 Nov 2026, 1:00 PM – 3:00 PM', the same words as the pages, in the reader's language. */
export function slotText({ date, time }: VisitSlot, language: Language = 'en'): string {
  const words = pickWords(language).rescheduled;
  if (!date) return words.noDate;
  return time ? formatVisitSlot(date, time, language) : words.anyTime(formatPreferredDate(date, language));
}

const newSlotOf = (row: BookingRow): VisitSlot => ({ date: row.preferredDate, time: row.preferredTime });

function firstName(name: string | null, language: Language): string {
  return (name ?? '').trim().split(/\s+/)[0] || pickWords(language).rescheduled.someone;
}

/** To the customer: the visit's new date and window. */
export function bookingRescheduledEmail(
  row: BookingRow,
  from: VisitSlot,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  const words = pickWords(language);
  return renderEmail(
    words.rescheduled.subject(row.bookingId),
    [
      words.layout.greeting(row.name),
      words.rescheduled.movedTo({
        id: row.bookingId,
        device: row.deviceModel,
        slot: slotText(newSlotOf(row), language),
      }),
      words.rescheduled.before(slotText(from, language)),
      row.technicianId !== null
        ? words.rescheduled.technicianKnows(firstName(row.technicianName, language))
        : words.rescheduled.weWillConfirm,
      words.rescheduled.notice(CANCELLATION_NOTICE_HOURS),
      summaryLines(row, language),
      helpLine(support, language),
      words.facts.followWithLinkOrSignIn(`${support.publicOrigin}${pagePaths.dashboard}`),
    ],
    language,
  );
}

export function bookingRescheduledSms(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return pickWords(language).rescheduled.sms({
    id: row.bookingId,
    slot: slotText(newSlotOf(row), language),
    phone: support.supportPhone,
  });
}

/** To the technician of the job: go at the new time, not the old one. */
export function technicianJobRescheduledEmail(row: BookingRow, from: VisitSlot, support: SupportContacts) {
  return renderEmail(
    `Job moved: ${row.bookingId}, now ${slotText(newSlotOf(row))}`,
    [
      `The customer has moved the visit for booking ${row.bookingId} (${row.deviceModel}, ${row.city} ${row.pincode}).`,
      [
        `New visit: ${slotText(newSlotOf(row))}`,
        `Before: ${slotText(from)}`,
        `Customer: ${row.name}, ${row.phone}`,
      ],
      'Please call the customer about 30 minutes before you arrive at the new time.',
      `Your jobs: ${support.publicOrigin}${pagePaths.technicianDashboard}`,
      `Cannot go at the new time? Call the office on ${support.supportPhone}.`,
    ],
    'en',
  );
}

export function technicianJobRescheduledSms(row: BookingRow, from: VisitSlot): string {
  return `Job ${row.bookingId} moved by the customer: now ${slotText(newSlotOf(row))} (was ${slotText(from)}). ${row.name}, ${row.phone}.`;
}

/** To the admins: who moved which visit, from when to when, and who is on it. */
export function bookingRescheduledAdminEmail(row: BookingRow, from: VisitSlot) {
  return renderEmail(
    `Visit moved by customer: ${row.bookingId}`,
    [
      `${row.name} moved the visit of booking ${row.bookingId} to ${slotText(newSlotOf(row))}.`,
      `Before, it was: ${slotText(from)}.`,
      row.technicianId !== null
        ? `Technician: ${row.technicianName ?? 'assigned'} (told of the new time).`
        : 'No technician is assigned yet.',
      summaryLines(row, 'en'),
    ],
    'en',
  );
}
