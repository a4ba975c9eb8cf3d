import { pagePaths } from '../../../shared/paths';
import { sayInEnglish } from '../words';
import type { BookingRow, SupportContacts } from './booking-facts';
import { summaryLines } from './booking-facts';
import { renderEmail } from './layout';

// To the admins, once per booking: a pending booking has waited too long for a confirmation (issue 31).

export function unconfirmedBookingAdminEmail(row: BookingRow, minutes: number, support: SupportContacts) {
  return renderEmail(
    sayInEnglish('staffEmails.unconfirmed.subject', {
      id: row.bookingId,
      device: row.deviceModel,
      city: row.city,
    }),
    [
      sayInEnglish('staffEmails.unconfirmed.waiting', { id: row.bookingId, minutes }),
      [sayInEnglish('staffEmails.unconfirmed.customer', row), ...summaryLines(row, 'en')],
      sayInEnglish('staffEmails.unconfirmed.manage', {
        url: `${support.publicOrigin}${pagePaths.usersLocation}`,
      }),
    ],
    'en',
  );
}
