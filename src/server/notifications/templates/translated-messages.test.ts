import { describe, expect, it } from 'vitest';
import { makeBookingRow, support } from '../../../../tests/template-fixtures';
import type { Language } from '../../../shared/languages';
import hindiAccount from '../../../locales/hi/account.json' with { type: 'json' };
import odiaAccount from '../../../locales/or/account.json' with { type: 'json' };
import type { BookingRow } from './booking-facts';
import { bookingCancelledEmail, bookingCancelledSms, customerCancelledAdminEmail } from './booking-cancelled';
import { bookingCompletedEmail, bookingCompletedSms } from './booking-completed';
import { bookingReceivedEmail, bookingReceivedSms, newBookingAdminEmail } from './booking-received';
import {
  bookingRescheduledAdminEmail,
  bookingRescheduledEmail,
  bookingRescheduledSms,
  technicianJobRescheduledEmail,
} from './booking-rescheduled';
import type { RenderedEmail } from './layout';
import { phoneProofCodeSms } from './phone-proof';
import { statusChangedEmail } from './status-changed';
import { technicianAssignedEmail, technicianAssignedSms } from './technician-assigned';
import { technicianJobEmail, technicianJobSms } from './technician-job';
import { trackingLinkEmail, trackingLinkSms } from './tracking-link';

// A customer who booked in Hindi or Odia reads every message about the booking in that language: the
// same facts as in English, nothing in English but names, numbers and links, and links that still
// work. Staff read the same booking in English.

const track = 'https://doorstepfix.example/track/abcdefghijklmnopqrstuvwxyz';
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/, or: /[\u0B00-\u0B7F]/ };

function bookingIn(language: Language, overrides: Partial<BookingRow> = {}): BookingRow {
  return makeBookingRow({
    language,
    name: 'Priya Das',
    selectedServicesDetails: [
      { id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 },
      { id: 2, name: 'Battery Replacement', priceAmount: 149_900 },
    ],
    totalPrice: 1_394_800,
    referralDiscount: 5_000,
    ...overrides,
  });
}

/** Every message a customer can receive about a booking, as texts (e-mails as subject and body). */
function customerMessages(row: BookingRow): Record<string, string> {
  const from = { date: '2026-11-24', time: null };
  const emails: Record<string, RenderedEmail> = {
    received: bookingReceivedEmail(row, support, track),
    trackingLink: trackingLinkEmail(row, support, track),
    statusChanged: statusChangedEmail({ ...row, status: 'in_progress' }, support),
    assigned: technicianAssignedEmail({ ...row, status: 'confirmed' }, support),
    cancelledAsAsked: bookingCancelledEmail({ ...row, status: 'cancelled' }, support, true),
    cancelledByUs: bookingCancelledEmail({ ...row, status: 'cancelled' }, support, false),
    completed: bookingCompletedEmail({ ...row, status: 'completed', amountCollected: 1_394_800 }, support),
    rescheduled: bookingRescheduledEmail(row, from, support),
    rescheduledUnassigned: bookingRescheduledEmail({ ...row, technicianId: null }, from, support),
  };
  return {
    ...Object.fromEntries(
      Object.entries(emails).flatMap(([name, mail]) => [
        [`${name} subject`, mail.subject],
        [`${name} e-mail`, mail.text],
      ]),
    ),
    'received SMS': bookingReceivedSms(row, track),
    'tracking link SMS': trackingLinkSms(row, track),
    'assigned SMS': technicianAssignedSms(row),
    'assigned SMS, no date': technicianAssignedSms({ ...row, preferredDate: null, preferredTime: null }),
    'cancelled SMS': bookingCancelledSms(row, support),
    'completed SMS': bookingCompletedSms(row),
    'rescheduled SMS': bookingRescheduledSms(row, support),
  };
}

/** What may stay in Latin letters: names, the catalogue's words, links, addresses and abbreviations. */
function latinWordsLeft(text: string): string[] {
  const kept = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\S+@\S+/g, '')
    .replace(
      /DoorstepFix|Priya Das|Ravi|Galaxy S21|Screen Replacement|Battery Replacement|Janpath Road|Bhubaneswar|Odisha|BK-\d+-\w+/g,
      '',
    )
    .replace(/\b(AM|PM|am|pm|OTP|SMS)\b/g, '');
  return kept.match(/[A-Za-z]{2,}/g) ?? [];
}

describe.each(['hi', 'or'] as const)('messages to a customer who booked in %s', (language) => {
  const row = bookingIn(language);
  const messages = customerMessages(row);

  it('are written in its script, with nothing left in English', () => {
    for (const [name, text] of Object.entries(messages)) {
      expect(text, name).toMatch(SCRIPT[language]);
      expect(latinWordsLeft(text), `${name}: ${text}`).toEqual([]);
    }
  });

  it('keep the booking id, the amounts in rupees with Indian grouping, and the links', () => {
    const received = messages['received e-mail']!;
    for (const fact of ['BK-20261122-7F3K', 'Screen Replacement: ₹12,499', '-₹50', '₹13,948', track]) {
      expect(received).toContain(fact);
    }
    expect(messages['received SMS']).toContain('₹13,948');
    expect(messages['received SMS']).toContain(track);
    expect(messages['completed e-mail']).toContain('₹13,948');
    expect(messages['cancelled SMS']).toContain(support.supportPhone);
  });

  it('say the status in the words the web shows', () => {
    const web = language === 'hi' ? hindiAccount : odiaAccount;
    expect(messages['received e-mail']).toContain(web.bookingStatusMeaning.pending);
    expect(messages['statusChanged e-mail']).toContain(web.bookingStatusMeaning.in_progress);
  });

  it('give the visit date in the language, India time', () => {
    const date = language === 'hi' ? 'बुध, 25 नव॰ 2026' : 'ବୁଧ, 25 ନଭେମ୍ବର 2026';
    expect(messages['received e-mail']).toContain(date);
    expect(messages['rescheduled SMS']).toContain(date);
  });

  it('keep every link whole in the HTML: nothing after a link joins it', () => {
    const mail = bookingReceivedEmail(row, support, track);
    expect(mail.html).toContain(`<a href="${track}">${track}</a>`);
    for (const html of [
      mail.html,
      technicianAssignedEmail(row, support).html,
      bookingCancelledEmail(row, support, false).html,
      bookingCompletedEmail(row, support).html,
    ]) {
      for (const [, href] of html.matchAll(/<a href="([^"]+)">/g)) {
        expect(href).toMatch(/^https:\/\/doorstepfix\.example\/[\w/]*$/);
      }
    }
  });

  it('are written in the language passed, whatever the booking says', () => {
    const english = bookingIn('en');
    expect(bookingReceivedSms(english, track, language)).toMatch(SCRIPT[language]);
    expect(bookingReceivedSms(row, track, 'en')).toMatch(/^Booking BK-20261122-7F3K received/);
  });

  it('the phone proof code in the language, the code first', () => {
    const text = phoneProofCodeSms('482913', language);
    expect(text).toMatch(/^482913 /);
    expect(text).toMatch(SCRIPT[language]);
    expect(latinWordsLeft(text)).toEqual([]);
  });

  it("leave the staff's messages about the booking in English", () => {
    for (const text of [
      newBookingAdminEmail(row, support).text,
      customerCancelledAdminEmail(row).text,
      technicianJobEmail(row, support).text,
      technicianJobSms(row),
      technicianJobRescheduledEmail(row, { date: null, time: null }, support).text,
      bookingRescheduledAdminEmail(row, { date: null, time: null }).text,
    ]) {
      expect(text).not.toMatch(/[\u0900-\u097F\u0B00-\u0B7F]/);
    }
    expect(newBookingAdminEmail(row, support).html).toContain(
      'DoorstepFix: doorstep phone and tablet repair',
    );
  });
});
