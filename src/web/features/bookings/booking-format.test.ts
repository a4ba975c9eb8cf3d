import { describe, expect, it } from 'vitest';
import { formatChosenDate, formatMoment, formatPreferredDate, formatServiceAddress } from './booking-format';

describe('booking formats', () => {
  it('writes a preferred date as weekday, day, month and year', () => {
    expect(formatPreferredDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatPreferredDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
    // The date picker follows the browser's locale; beside it the date reads the Indian way.
    expect(formatChosenDate('2026-11-23')).toBe('23 Nov 2026, Monday');
    expect(formatChosenDate('2027-01-01')).toBe('1 Jan 2027, Friday');
  });

  it('shows moments in India time', () => {
    // 18:30 UTC is midnight in India, the next day.
    expect(formatMoment('2026-11-22T18:30:00Z')).toMatch(/^23 Nov 2026, 12:00\s?am$/i);
  });

  it('joins the address on one line', () => {
    expect(
      formatServiceAddress({
        address: '12 MG Road',
        city: 'Bhubaneswar',
        state: 'Odisha',
        pincode: '751001',
      }),
    ).toBe('12 MG Road, Bhubaneswar, Odisha 751001');
  });
});
