import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { downloadCsv, toCsv } from '../../lib/csv';
import type { CsvColumn } from '../../lib/csv';
import { useTranslation } from '../../lib/use-translation';

export interface ReportColumn<Row> {
  header: string;
  /** What the table shows. */
  cell: (row: Row) => ReactNode;
  /** What the CSV holds: a plain number (rupees) or text a spreadsheet reads. */
  csv: CsvColumn<Row>['value'];
  numeric?: boolean;
}

/**
 * A report's table with its caption and a CSV of the same rows; sideways scroll inside its own box
 * on a phone, with the first column kept as each row's header.
 */
export function ReportTable<Row>({
  title,
  rows,
  columns,
  rowKey,
  csvName,
  empty,
  footer,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The CSV's file name; none, no CSV of this table alone. */
  csvName?: string;
  empty: string;
  footer?: readonly ReactNode[];
}) {
  const { t } = useTranslation('admin');
  const download = (name: string) =>
    downloadCsv(
      name,
      toCsv(
        columns.map((column) => ({ header: column.header, value: column.csv })),
        rows,
      ),
    );
  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        {rows.length > 0 && csvName ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => download(csvName)}
            aria-label={`${t('reports.downloadCsv')}: ${title}`}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('reports.downloadCsv')}
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ReportGrid title={title} rows={rows} columns={columns} rowKey={rowKey} footer={footer} />
      )}
    </section>
  );
}

function ReportGrid<Row>({
  title,
  rows,
  columns,
  rowKey,
  footer,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row) => string;
  footer?: readonly ReactNode[] | undefined;
}) {
  const align = (column: ReportColumn<Row>) => (column.numeric ? 'text-right tabular-nums' : '');
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-3 py-2 font-semibold ${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.header} scope="row" className="px-3 py-2 font-medium">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`px-3 py-2 whitespace-nowrap ${align(column)}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot className="border-t-2 border-border font-semibold">
            <tr>
              {footer.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
