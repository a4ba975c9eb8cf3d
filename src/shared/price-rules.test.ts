import { describe, expect, it } from 'vitest';
import { adjustByPercent, roundToCharmPrice } from './price-rules';

describe('price rules', () => {
  it('changes by a percentage to the whole rupee, never below zero', () => {
    expect(adjustByPercent(249_900, 10)).toBe(274_900);
    expect(adjustByPercent(99_900, -5)).toBe(94_900);
    expect(adjustByPercent(100, -150)).toBe(0);
  });

  it('rounds up to the next price ending in 49 or 99', () => {
    expect(roundToCharmPrice(123_400)).toBe(124_900);
    expect(roundToCharmPrice(125_000)).toBe(129_900);
    expect(roundToCharmPrice(9_900)).toBe(9_900);
    expect(roundToCharmPrice(4_900)).toBe(4_900);
    expect(roundToCharmPrice(0)).toBe(0);
    expect(roundToCharmPrice(100)).toBe(4_900);
    expect(roundToCharmPrice(249_950)).toBe(254_900);
  });
});
