import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MAX_LENGTH, financialYearOf, formatDocumentNumber } from './invoice-number';

describe('financialYearOf', () => {
  it('turns at midnight on 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-29T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-01-15T10:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-31T10:00:00Z'))).toBe('2099-00');
  });
});

describe('formatDocumentNumber', () => {
  it('writes the series, the short year and six digits, within 16 characters', () => {
    expect(formatDocumentNumber('INV', '2026-27', 123)).toBe('INV/26-27/000123');
    expect(formatDocumentNumber('CN', '2026-27', 1)).toBe('CN/26-27/000001');
    expect(formatDocumentNumber('INV', '2026-27', 999999).length).toBeLessThanOrEqual(
      DOCUMENT_NUMBER_MAX_LENGTH,
    );
  });
});
