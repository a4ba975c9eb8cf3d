import { describe, expect, it } from 'vitest';
import {
  formatIndianDate,
  formatMoment,
  formatPreferredDate,
  formatServiceAddress,
  formatVisitSlot,
} from './booking-format';

describe('booking formats', () => {
  it('writes a preferred date as weekday, day, month and year', () => {
    expect(formatPreferredDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatPreferredDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
    // The date picker follows the browser's locale; beside it the date reads the Indian way.
    expect(formatIndianDate('2026-11-23')).toBe('23 Nov 2026, Monday');
    expect(formatIndianDate('2027-01-01')).toBe('1 Jan 2027, Friday');
  });

  it('writes a typed date the Indian way, and a visit with its window', () => {
    expect(formatIndianDate('2026-11-25')).toBe('25 Nov 2026, Wednesday');
    expect(formatVisitSlot('2026-11-24', '13:00-15:00')).toBe('Tue, 24 Nov 2026, 1:00 PM – 3:00 PM');
    expect(formatVisitSlot('2026-11-24', null)).toBe('Tue, 24 Nov 2026');
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
