// CSV for spreadsheets, one formatter for the web's list downloads and the server's streamed export:
// RFC 4180 quoting, CRLF lines, and a byte-order mark so that ₹ and Indian scripts open correctly in
// Excel. Lines are made one at a time, so a long file can be written as it is read.

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
