// CSV for spreadsheets, one formatter for the web's list downloads and the server's streamed export:
// RFC 4180 quoting, CRLF lines, and a byte-order mark so that ₹ and Indian scripts open correctly in
// Excel. Lines are made one at a time, so a long file can be written as it is read.

import { indiaDate } from './booking-time';

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Put once at the start of a file: Excel reads the file as UTF-8 only when it is there. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a
 * leading apostrophe; numbers are written as they are, negative ones included.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.header));
}

export function csvRowLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvLine(columns.map((column) => column.value(row)));
}

/** A whole (small) file's text, without the byte-order mark. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvHeaderLine(columns) + rows.map((row) => csvRowLine(columns, row)).join('');
}

/**
 * Reads a CSV file's text (RFC 4180: quoted cells may hold commas, quotes and line breaks; CRLF or
 * LF lines; a leading byte-order mark is dropped) into rows of cells. Blank lines are kept as empty
 * rows so that line numbers stay right; a quote left open is an error.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith(CSV_BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (quoted) throw new Error('A quoted cell is not closed.');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A cell as a person wrote it, with the apostrophe csvCell puts before formula-like text taken off. */
export function plainCsvText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Every CSV file the admin desk makes is named `{stem}-{India date}.csv`: an export made at 1 a.m. in
 * India carries that day's date, not the UTC one before it (decision 035).
 */
export function csvFilename(stem: string, now: Date): string {
  return `${stem.replace(/\.csv$/i, '')}-${indiaDate(now)}.csv`;
}
