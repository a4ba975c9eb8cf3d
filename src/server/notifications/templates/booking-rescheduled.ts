import { CANCELLATION_NOTICE_HOURS } from '../../../shared/constants';
import { formatPreferredDate, formatVisitSlot } from '../../../shared/booking-time';
import type { Language } from '../../../shared/languages';
import { pagePaths } from '../../../shared/paths';
import { chooseBookingLanguage } from '../message-language';
import type { BookingRow, SupportContacts } from './booking-facts';
import { helpLine, summaryLines } from './booking-facts';
import { jobFacts } from './technician-job';
import { renderEmail } from './layout';
import { say, sayInEnglish } from '../words';

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
  if (!date) return say(language, 'rescheduled.noDate');
  return time
    ? formatVisitSlot(date, time, language)
    : say(language, 'rescheduled.anyTime', { date: formatPreferredDate(date, language) });
}

const newSlotOf = (row: BookingRow): VisitSlot => ({ date: row.preferredDate, time: row.preferredTime });

function firstName(name: string | null, language: Language): string {
  return (name ?? '').trim().split(/\s+/)[0] || say(language, 'rescheduled.someone');
}

/** To the customer: the visit's new date and window. */
export function bookingRescheduledEmail(
  row: BookingRow,
  from: VisitSlot,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
) {
  return renderEmail(
    say(language, 'rescheduled.subject', { id: row.bookingId }),
    [
      say(language, 'layout.greeting', { name: row.name }),
      say(language, 'rescheduled.movedTo', {
        id: row.bookingId,
        device: row.deviceModel,
        slot: slotText(newSlotOf(row), language),
      }),
      say(language, 'rescheduled.before', { slot: slotText(from, language) }),
      row.technicianId !== null
        ? say(language, 'rescheduled.technicianKnows', {
            technician: firstName(row.technicianName, language),
          })
        : say(language, 'rescheduled.weWillConfirm'),
      say(language, 'rescheduled.notice', { hours: CANCELLATION_NOTICE_HOURS }),
      summaryLines(row, language),
      helpLine(support, language),
      say(language, 'facts.followWithLinkOrSignIn', {
        url: `${support.publicOrigin}${pagePaths.dashboard}`,
      }),
    ],
    language,
  );
}

export function bookingRescheduledSms(
  row: BookingRow,
  support: SupportContacts,
  language: Language = chooseBookingLanguage(row),
): string {
  return say(language, 'rescheduled.sms', {
    id: row.bookingId,
    slot: slotText(newSlotOf(row), language),
    phone: support.supportPhone,
  });
}

/** To the technician of the job: go at the new time, not the old one. */
export function technicianJobRescheduledEmail(row: BookingRow, from: VisitSlot, support: SupportContacts) {
  const job = jobFacts(row);
  return renderEmail(
    sayInEnglish('staffEmails.jobRescheduled.subject', { ...job, slot: slotText(newSlotOf(row)) }),
    [
      sayInEnglish('staffEmails.jobRescheduled.moved', job),
      [
        sayInEnglish('staffEmails.jobRescheduled.newVisit', { slot: slotText(newSlotOf(row)) }),
        sayInEnglish('staffEmails.jobRescheduled.before', { slot: slotText(from) }),
        sayInEnglish('staffEmails.jobRescheduled.customer', job),
      ],
      sayInEnglish('staffEmails.jobRescheduled.callAhead'),
      sayInEnglish('staffEmails.technicianJob.yourJobs', {
        url: `${support.publicOrigin}${pagePaths.technicianDashboard}`,
      }),
      sayInEnglish('staffEmails.jobRescheduled.cannotGo', { phone: support.supportPhone }),
    ],
    'en',
  );
}

export function technicianJobRescheduledSms(row: BookingRow, from: VisitSlot): string {
  return sayInEnglish('staffEmails.jobRescheduled.sms', {
    ...jobFacts(row),
    slot: slotText(newSlotOf(row)),
    before: slotText(from),
  });
}

/** To the admins: who moved which visit, from when to when, and who is on it. */
export function bookingRescheduledAdminEmail(row: BookingRow, from: VisitSlot) {
  return renderEmail(
    sayInEnglish('staffEmails.rescheduled.subject', { id: row.bookingId }),
    [
      sayInEnglish('staffEmails.rescheduled.moved', {
        name: row.name,
        id: row.bookingId,
        slot: slotText(newSlotOf(row)),
      }),
      sayInEnglish('staffEmails.rescheduled.before', { slot: slotText(from) }),
      row.technicianId !== null
        ? sayInEnglish('staffEmails.rescheduled.technician', {
            hasName: row.technicianName !== null,
            technician: row.technicianName,
          })
        : sayInEnglish('staffEmails.rescheduled.noTechnician'),
      summaryLines(row, 'en'),
    ],
    'en',
  );
}
