import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('formatRupees', () => {
  it('uses Indian digit grouping', () => {
    expect(formatRupees(249_900)).toBe('₹2,499');
    expect(formatRupees(12_499_900)).toBe('₹1,24,999');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000');
  });

  it('rounds to the whole rupee', () => {
    expect(formatRupees(249_950)).toBe('₹2,500');
    expect(formatRupees(249_949)).toBe('₹2,499');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('rupee and paise conversion', () => {
  it('stores rupees as integer paise', () => {
    expect(rupeesToPaise(2499)).toBe(249_900);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(Number.isInteger(rupeesToPaise(0.1 + 0.2))).toBe(true);
    expect(paiseToRupees(249_900)).toBe(2499);
  });
});
