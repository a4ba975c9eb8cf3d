import { describe, expect, it } from 'vitest';
import { customerMessages, makeBookingRow, unlistedUndated } from '../../../../tests/template-fixtures';
import type { Language } from '../../../shared/languages';
import type { BookingRow } from './booking-facts';
import { phoneProofCodeSms } from './phone-proof';
import { confirmEmailMail, signInCodeEmail, signInCodeSms } from './sign-in';

// Every message a customer can receive, in each language, word for word: each sentence's every
// branch (a phone or none, a reason or none, a date, a day or none, a listed device or not), so that
// a change to what a Hindi, Odia or English reader receives shows up here.

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
