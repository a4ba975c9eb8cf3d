// How the card's dates read: 'YYYY-MM-DD' days in India, shown as '22 Nov 2026'.

const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2027-02-20' → '20 Feb 2027'. The date is already India's, so it is read at UTC midnight and shown
 * in UTC; built from parts because ICU versions differ on the punctuation between them.
 */
export function formatCardDate(date: string): string {
  const parts = dayMonthYear.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
