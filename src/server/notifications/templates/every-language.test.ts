import { describe, expect, it } from 'vitest';
import { makeBookingRow, support, unlistedUndated } from '../../../../tests/template-fixtures';
import type { Language } from '../../../shared/languages';
import type { BookingRow } from './booking-facts';
import { bookingCancelledEmail, bookingCancelledSms } from './booking-cancelled';
import { bookingCompletedEmail, bookingCompletedSms } from './booking-completed';
import { bookingReceivedEmail, bookingReceivedSms } from './booking-received';
import { bookingRescheduledEmail, bookingRescheduledSms } from './booking-rescheduled';
import { phoneProofCodeSms } from './phone-proof';
import { confirmEmailMail, signInCodeEmail, signInCodeSms } from './sign-in';
import { statusChangedEmail } from './status-changed';
import { technicianAssignedEmail, technicianAssignedSms } from './technician-assigned';
import { trackingLinkEmail, trackingLinkSms } from './tracking-link';

// Every message a customer can receive, in each language, word for word: each sentence's every
// branch (a phone or none, a reason or none, a date, a day or none, a listed device or not), so that
// a change to what a Hindi, Odia or English reader receives shows up here.

const track = 'https://doorstepfix.example/track/abcdefghijklmnopqrstuvwxyz';

const rows: Record<string, Partial<BookingRow>> = {
  full: {
    selectedServicesDetails: [
      {
        id: 1,
        name: 'Screen Replacement',
        priceAmount: 1_249_900,
        translations: { hi: { name: 'स्क्रीन बदलना' }, or: { name: 'ସ୍କ୍ରିନ୍ ବଦଳାଇବା' } },
      },
      { id: 2, name: 'Battery Replacement', priceAmount: 149_900 },
    ],
    totalPrice: 1_394_800,
    referralDiscount: 5_000,
    status: 'in_progress',
  },
  unlistedUndated,
  dayOnly: { preferredTime: null, technicianName: '  ', technicianPhone: null, status: 'confirmed' },
  completed: { status: 'completed', amountCollected: 1_200_000 },
  cancelled: { status: 'cancelled', cancelledReason: 'No technician free' },
};

const moves = { dated: { date: '2026-11-24', time: '13:00-15:00' }, day: { date: '2026-11-24', time: null } };

function customerMessages(row: BookingRow) {
  return {
    bookingReceivedEmail: bookingReceivedEmail(row, support, track),
    bookingReceivedSms: bookingReceivedSms(row, track),
    trackingLinkEmail: trackingLinkEmail(row, support, track),
    trackingLinkSms: trackingLinkSms(row, track),
    statusChangedEmail: statusChangedEmail(row, support),
    technicianAssignedEmail: technicianAssignedEmail(row, support),
    technicianAssignedSms: technicianAssignedSms(row),
    bookingCancelledByCustomerEmail: bookingCancelledEmail(row, support, true),
    bookingCancelledByUsEmail: bookingCancelledEmail(row, support, false),
    bookingCancelledSms: bookingCancelledSms(row, support),
    bookingCompletedEmail: bookingCompletedEmail(row, support),
    bookingCompletedSms: bookingCompletedSms(row),
    bookingRescheduledEmail: bookingRescheduledEmail(row, moves.dated, support),
    bookingRescheduledFromDayEmail: bookingRescheduledEmail(row, moves.day, support),
    bookingRescheduledFromNothingEmail: bookingRescheduledEmail(row, { date: null, time: null }, support),
    bookingRescheduledSms: bookingRescheduledSms(row, support),
  };
}

describe.each(['en', 'hi', 'or'] as const)('messages to a customer in %s', (language: Language) => {
  for (const [name, overrides] of Object.entries(rows)) {
    it(`say what they said before, word for word: ${name}`, () => {
      expect(customerMessages(makeBookingRow({ ...overrides, language }))).toMatchSnapshot();
    });
  }

  it('sign-in codes, account links and phone proofs say what they said before', () => {
    expect({
      signInCodeEmail: signInCodeEmail('asha@example.com', '482913', language),
      signInCodeSms: signInCodeSms('482913', language),
      confirmEmailMail: confirmEmailMail('asha@example.com', 'https://x.example/c?t=tok', 'tok', language),
      phoneProofCodeSms: phoneProofCodeSms('482913', language),
    }).toMatchSnapshot();
  });
});
