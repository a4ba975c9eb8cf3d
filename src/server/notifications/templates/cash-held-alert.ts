import { formatIndianDate, indiaDate } from '../../../shared/booking-time';
import type { TechnicianCashSummary } from '../../../shared/contracts/cash';
import { formatRupees } from '../../../shared/money';
import { pagePaths } from '../../../shared/paths';
import { sayInEnglish } from '../words';
import type { SupportContacts } from './booking-facts';
import { renderEmail } from './layout';

// To the admins, once for each day's oldest cash still held: a technician has held cash from the door
// longer than CASH_HELD_ALERT_DAYS (decision 064).

export function cashHeldAdminEmail(cash: TechnicianCashSummary, days: number, support: SupportContacts) {
  const amount = formatRupees(cash.inHand);
  const since = cash.heldSince ? formatIndianDate(indiaDate(new Date(cash.heldSince)), 'en') : '';
  return renderEmail(
    sayInEnglish('staffEmails.cashHeld.subject', { days, name: cash.name, amount }),
    [
      sayInEnglish('staffEmails.cashHeld.holding', { name: cash.name, amount, since }),
      sayInEnglish('staffEmails.cashHeld.overdue', { overdue: formatRupees(cash.overdue), days }),
      sayInEnglish('staffEmails.cashHeld.manage', {
        url: `${support.publicOrigin}${pagePaths.usersLocation}?tab=money`,
      }),
    ],
    'en',
  );
}
