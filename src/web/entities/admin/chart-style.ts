import { formatDateTime } from '@shared/format';

// The charts' look. Colours are the theme's variables, so they follow light and dark.

export const compactRupees: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
};
// A chart's day is already India's date, so it is read at UTC midnight and shown in UTC.
const dayLabel: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
export const formatDay = (date: string, language: string) =>
  formatDateTime(new Date(`${date}T00:00:00Z`), language, dayLabel);

export const axis = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
  },
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 },
  itemStyle: { color: 'var(--foreground)' },
  cursor: { fill: 'var(--muted)' },
};
