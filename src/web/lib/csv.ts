// CSV files of admin lists, for spreadsheets: RFC 4180 quoting, CRLF lines, and a byte-order mark so
// that ₹ and Indian scripts open correctly in Excel.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe. */
function safeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => safeCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => safeCell(column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has started by the time the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
