import { dateTimeParts } from '@shared/format';

// How the card's dates read: 'YYYY-MM-DD' days in India, shown as '22 Nov 2026' in the language shown.

const dayMonthYear: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * '2027-02-20' → '20 Feb 2027'. The date is already India's, so it is read at UTC midnight and shown
 * in UTC; built from parts because ICU versions differ on the punctuation between them.
 */
export function formatCardDate(date: string, language: string): string {
  const part = dateTimeParts(new Date(`${date}T00:00:00Z`), language, dayMonthYear);
  return `${part('day')} ${part('month')} ${part('year')}`;
}
