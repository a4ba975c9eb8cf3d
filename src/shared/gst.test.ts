import { describe, expect, it } from 'vitest';
import { gstRates, shareDiscount, splitLineTax, sumLineTaxes, untaxedLine } from './gst';

describe('splitLineTax', () => {
  it('takes 18% out of ₹4,798: taxable ₹4,066.10, CGST and SGST ₹365.95 each', () => {
    expect(splitLineTax(479800, 18, 'intra_state')).toEqual({
      gross: 479800,
      taxable: 406610,
      rate: 18,
      cgst: 36595,
      sgst: 36595,
      igst: 0,
    });
    expect(splitLineTax(479800, 18, 'inter_state')).toMatchObject({ taxable: 406610, igst: 73190, cgst: 0 });
  });

  it('rounds the taxable value half up to the paisa and puts an odd paisa on CGST', () => {
    // 100 × 100 / 118 = 84.745… → 85; tax 15 → CGST 8, SGST 7.
    expect(splitLineTax(100, 18, 'intra_state')).toMatchObject({ taxable: 85, cgst: 8, sgst: 7 });
    // 59 × 100 / 118 = 50 exactly.
    expect(splitLineTax(59, 18, 'intra_state')).toMatchObject({ taxable: 50, cgst: 5, sgst: 4 });
    // 21 × 100 / 105 = 20; 1 × 100 / 105 = 0.952… → 1.
    expect(splitLineTax(21, 5, 'inter_state')).toMatchObject({ taxable: 20, igst: 1 });
    expect(splitLineTax(1, 5, 'inter_state')).toMatchObject({ taxable: 1, igst: 0 });
  });

  it('holds over a grid of prices and rates: parts add up, tax within half a paisa of the rate', () => {
    const prices = [
      0, 1, 2, 3, 49, 50, 99, 100, 101, 999, 4999, 49900, 99900, 149900, 479800, 1234567, 9999999,
    ];
    for (const rate of gstRates) {
      for (const gross of prices) {
        for (const split of ['intra_state', 'inter_state'] as const) {
          const line = splitLineTax(gross, rate, split);
          expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(gross);
          expect(Math.abs(line.taxable - (gross * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
          expect(line.cgst - line.sgst).toBeGreaterThanOrEqual(0);
          expect(line.cgst - line.sgst).toBeLessThanOrEqual(1);
          expect(Math.min(line.taxable, line.cgst, line.sgst, line.igst)).toBeGreaterThanOrEqual(0);
          if (split === 'inter_state') expect(line.cgst + line.sgst).toBe(0);
          else expect(line.igst).toBe(0);
        }
      }
    }
  });

  it('a rate of 0 leaves the whole amount taxable', () => {
    expect(splitLineTax(49900, 0, 'intra_state')).toMatchObject({ taxable: 49900, cgst: 0, sgst: 0 });
    expect(untaxedLine(49900)).toEqual({ gross: 49900, taxable: 49900, rate: 0, cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('shareDiscount', () => {
  it('shares ₹50 over lines in proportion to their prices, adding up exactly', () => {
    expect(shareDiscount([249900, 149900], 5000)).toEqual([3125, 1875]);
    expect(shareDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareDiscount([0, 49900], 5000)).toEqual([0, 5000]);
    expect(shareDiscount([49900], 0)).toEqual([0]);
  });

  it('never gives a line more than its price, even when the discount is the whole bill', () => {
    expect(shareDiscount([3000, 1000], 5000)).toEqual([3000, 1000]);
    expect(shareDiscount([0, 0], 5000)).toEqual([0, 0]);
  });

  it('adds up over a grid of lines and discounts', () => {
    const carts = [
      [1],
      [1, 1],
      [7, 13, 29],
      [49900, 99900, 1],
      [250000, 0, 333, 12345],
      [999, 999, 999, 999],
    ];
    for (const prices of carts) {
      const total = prices.reduce((a, b) => a + b, 0);
      for (const discount of [0, 1, 7, 5000, total - 1, total]) {
        const shares = shareDiscount(prices, discount);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.max(0, Math.min(discount, total)));
        shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(prices[i]!));
      }
    }
  });
});

describe('sumLineTaxes', () => {
  it('adds lines to the bill they make', () => {
    const lines = [splitLineTax(246775, 18, 'intra_state'), splitLineTax(148025, 18, 'intra_state')];
    const totals = sumLineTaxes(lines);
    expect(totals.gross).toBe(394800);
    expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(394800);
  });
});
