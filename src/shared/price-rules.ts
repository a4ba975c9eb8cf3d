// Bulk price changes of the admin's price grid, shared by its preview and the server's checks. Money
// is paise; the rules work in whole rupees, as prices are shown and chosen.

/** Raises (or lowers, for a negative percent) a price, to the nearest whole rupee; never below 0. */
export function adjustByPercent(paise: number, percent: number): number {
  const rupees = Math.round((paise / 100) * (1 + percent / 100));
  return Math.max(0, rupees) * 100;
}

/**
 * Up to the next price ending in 49 or 99 rupees (₹1,234 → ₹1,249; ₹1,250 → ₹1,299; ₹99 stays). A
 * free repair (₹0) stays free.
 */
export function roundToCharmPrice(paise: number): number {
  const rupees = Math.ceil(paise / 100);
  if (rupees <= 0) return 0;
  const hundreds = Math.floor(rupees / 100) * 100;
  return (rupees - hundreds <= 49 ? hundreds + 49 : hundreds + 99) * 100;
}

export type PriceRule = { kind: 'percent'; percent: number } | { kind: 'charm' };

export function applyPriceRule(paise: number, rule: PriceRule): number {
  return rule.kind === 'percent' ? adjustByPercent(paise, rule.percent) : roundToCharmPrice(paise);
}
