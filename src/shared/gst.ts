// GST on a repair (issue 33, decision 062). Catalogue prices are what the customer pays, tax
// included: each invoice line's tax is taken out of its price, never added on top, and the lines add
// up exactly, to the paisa, to the booking's total.

/** The GST rates a service may carry (percent): the slabs in force, and 0 for an exempt service. */
export const gstRates = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof gstRates)[number];

/** Maintenance and repair services (SAC 9987) at 18%: every repair service starts with these. */
export const DEFAULT_SAC_CODE = '9987';
export const DEFAULT_GST_RATE: GstRate = 18;

/** A services accounting code: chapter 99, written with 4 or 6 digits ('9987', '998717'). */
export const sacCodePattern = /^99\d{2}(\d{2})?$/;

/** How a line's tax divides: CGST and SGST within the shop's state, IGST across states. */
export type TaxSplit = 'intra_state' | 'inter_state';

export interface LineTax {
  /** Paise the customer pays for the line, tax included (after its share of any discount). */
  gross: number;
  taxable: number;
  rate: GstRate;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Divides by a positive integer, rounding half away from zero: integers only, no float drift. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax inside a tax-inclusive amount: the taxable value is gross × 100 / (100 + rate) rounded to
 * the paisa (half up), the tax is what remains, so the two always make the gross. Within the state the
 * tax halves into CGST and SGST; an odd paisa goes to CGST.
 */
export function splitLineTax(gross: number, rate: GstRate, split: TaxSplit): LineTax {
  const taxable = divideRounded(gross * 100, 100 + rate);
  const tax = gross - taxable;
  if (split === 'inter_state') return { gross, taxable, rate, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { gross, taxable, rate, cgst: tax - sgst, sgst, igst: 0 };
}

/** A bill of supply's line (a shop without a GSTIN): no tax in it, the whole amount is its value. */
export function untaxedLine(gross: number): LineTax {
  return { gross, taxable: gross, rate: 0, cgst: 0, sgst: 0, igst: 0 };
}

/**
 * Shares a discount over lines in proportion to their prices (paise), the paise left by rounding down
 * going to the lines with the largest remainders (the earlier line on a tie): the shares add up to the
 * discount exactly, and no line's share is more than its price.
 */
export function shareDiscount(prices: readonly number[], discount: number): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  const applied = Math.min(Math.max(discount, 0), total);
  if (applied === 0) return prices.map(() => 0);
  const shares = prices.map((price) => Math.floor((price * applied) / total));
  let left = applied - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = prices
    .map((price, i) => ({ i, remainder: (price * applied) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < prices[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

export interface TaxTotals {
  gross: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** What the lines add up to. */
export function sumLineTaxes(lines: readonly Omit<LineTax, 'rate'>[]): TaxTotals {
  const totals: TaxTotals = { gross: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const line of lines) {
    totals.gross += line.gross;
    totals.taxable += line.taxable;
    totals.cgst += line.cgst;
    totals.sgst += line.sgst;
    totals.igst += line.igst;
  }
  return totals;
}
