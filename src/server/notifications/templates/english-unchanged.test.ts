import { describe, expect, it } from 'vitest';
import {
  customerMessages,
  makeBookingRow,
  moves,
  support,
  unlistedUndated,
} from '../../../../tests/template-fixtures';
import type { BookingRow } from './booking-facts';
import { customerCancelledAdminEmail } from './booking-cancelled';
import { newBookingAdminEmail } from './booking-received';
import {
  bookingRescheduledAdminEmail,
  technicianJobRescheduledEmail,
  technicianJobRescheduledSms,
} from './booking-rescheduled';
import { contactMessageEmail } from './contact-message';
import { technicianDayEmail, technicianDaySms } from './technician-day';
import { unconfirmedBookingAdminEmail } from './unconfirmed-alert';
import { phoneProofCodeSms } from './phone-proof';
import { confirmEmailMail, resetPasswordMail, signInCodeEmail, signInCodeSms } from './sign-in';
import {
  technicianJobCancelledEmail,
  technicianJobCancelledSms,
  technicianJobEmail,
  technicianJobSms,
  technicianJobWithdrawnEmail,
  technicianJobWithdrawnSms,
} from './technician-job';

// Every message, word for word, for English bookings and for staff: the snapshot was written by the
// templates as they were before customers' messages learnt Hindi and Odia, so any change to what an
// English reader or a staff member receives shows up here.

const bookings: Record<string, BookingRow> = {
  full: makeBookingRow({
    lat: 20.2961,
    lng: 85.8245,
    problem: 'Cracked <script>alert(1)</script>\nTotal: ₹0',
    selectedServicesDetails: [
      { id: 1, name: 'Screen Replacement', priceAmount: 1_249_900 },
      { id: 2, name: 'Battery Replacement', priceAmount: 149_900 },
    ],
    totalPrice: 1_394_800,
    referralCode: 'ABCDEFGH',
    referralDiscount: 5_000,
  }),
  unlistedUndated: makeBookingRow(unlistedUndated),
  dayOnly: makeBookingRow({
    preferredTime: null,
    technicianName: '  ',
    technicianPhone: null,
    status: 'confirmed',
  }),
  completed: makeBookingRow({ status: 'completed', amountCollected: 1_200_000 }),
  cancelled: makeBookingRow({ status: 'cancelled', cancelledReason: 'No technician free' }),
};

function everyMessage(row: BookingRow) {
  return {
    ...customerMessages(row),
    newBookingAdminEmail: newBookingAdminEmail(row, support),
    customerCancelledAdminEmail: customerCancelledAdminEmail(row),
    technicianJobRescheduledEmail: technicianJobRescheduledEmail(row, moves.dated, support),
    technicianJobRescheduledSms: technicianJobRescheduledSms(row, moves.none),
    bookingRescheduledAdminEmail: bookingRescheduledAdminEmail(row, moves.dated),
    technicianJobEmail: technicianJobEmail(row, support),
    technicianJobSms: technicianJobSms(row),
    technicianJobWithdrawnEmail: technicianJobWithdrawnEmail(row, support),
    technicianJobWithdrawnSms: technicianJobWithdrawnSms(row),
    technicianJobCancelledEmail: technicianJobCancelledEmail(row, support),
    technicianJobCancelledSms: technicianJobCancelledSms(row),
  };
}

describe('English and staff messages', () => {
  for (const [name, row] of Object.entries(bookings)) {
    it(`say what they said before, word for word: ${name}`, () => {
      expect(everyMessage(row)).toMatchSnapshot();
    });
  }

  it("the technician's day and the alert of an unconfirmed booking say what they said before", () => {
    const day = [bookings.dayOnly!, bookings.full!, bookings.unlistedUndated!];
    expect({
      technicianDayEmail: technicianDayEmail(day, '2026-11-25', support),
      technicianDaySms: technicianDaySms(day, '2026-11-25', support),
      technicianDayOneEmail: technicianDayEmail([bookings.full!], '2026-11-25', support),
      unconfirmedBookingAdminEmail: unconfirmedBookingAdminEmail(bookings.full!, 125, support),
    }).toMatchSnapshot();
  });

  it('sign-in codes, links, phone proofs and contact messages say what they said before', () => {
    expect({
      signInCodeEmail: signInCodeEmail('asha@example.com', '482913'),
      signInCodeSms: signInCodeSms('482913'),
      confirmEmailMail: confirmEmailMail('asha@example.com', 'https://x.example/c?t=tok', 'tok'),
      resetPasswordMail: resetPasswordMail('asha@example.com', 'https://x.example/r?t=tok', 'tok'),
      phoneProofCodeSms: phoneProofCodeSms('482913'),
      contactMessageEmail: contactMessageEmail({
        id: 12,
        name: 'Asha',
        email: 'asha@example.com',
        phone: null,
        message: 'Do you fix <i>tablets</i>?\nName: Someone',
      }),
    }).toMatchSnapshot();
  });
});
