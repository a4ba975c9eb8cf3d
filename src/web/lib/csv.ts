import { CSV_BOM, csvFilename } from '@shared/csv';

// CSV files of admin lists: the one formatter is src/shared/csv.ts (the server's streamed export
// uses it too); this adds the browser's download.

export { toCsv } from '@shared/csv';
export type { CsvColumn } from '@shared/csv';

/** Hands a CSV text to the browser as a file download, named `{stem}-{India date}.csv`. */
export function downloadCsv(stem: string, csv: string, now = new Date()): void {
  const filename = csvFilename(stem, now);
  const url = URL.createObjectURL(new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has started by the time the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
