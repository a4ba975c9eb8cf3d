import { indiaDate } from './booking-time';

// Invoice and credit note numbers (decision 062): 'INV/26-27/000123' — the series, the financial year
// (April to March, in India) and a six-digit count within it. The GST rules allow at most 16
// characters, which is why the year is written with two digits each side and the series with three
// letters at most.

export const documentSeries = { invoice: 'INV', creditNote: 'CN' } as const;
export type DocumentSeries = (typeof documentSeries)[keyof typeof documentSeries];

/** The most characters a GST document number may have. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/** The financial year a moment falls in, in India: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(moment: Date): string {
  const [year, month] = indiaDate(moment).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'INV', '2026-27', 123 → 'INV/26-27/000123'. */
export function formatDocumentNumber(
  series: DocumentSeries,
  financialYear: string,
  sequence: number,
): string {
  return `${series}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}
