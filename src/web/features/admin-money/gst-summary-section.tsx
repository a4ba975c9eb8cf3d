import { useState } from 'react';
import { indiaDate } from '@shared/booking-time';
import type { GstRow, GstSummary, GstTotals } from '@shared/contracts/reports';
import { formatRupees, paiseToRupees } from '@shared/money';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { downloadCsv, toCsv } from '../../lib/csv';
import { useTranslation } from '../../lib/use-translation';
import { ReportTable } from './report-table';
import type { ReportColumn } from './report-table';
import { useGstSummary } from './reports-api';

type Kind = 'typeInvoices' | 'typeCreditNotes' | 'typeNet';
const amounts = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;

/**
 * A month's GST summary for filing (issue 33): the net supplies by place of supply and rate, the
 * credit notes taken off them, with totals, and one CSV of all three.
 */
export function GstSummarySection() {
  const { t } = useTranslation(['admin', 'common']);
  const [month, setMonth] = useState(indiaDate(new Date()).slice(0, 7));
  const summary = useGstSummary(month);
  return (
    <section aria-labelledby="money-gst" className="space-y-4">
      <div>
        <h2 id="money-gst" className="text-xl font-bold">
          {t('reports.gstTitle')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('reports.gstIntro')}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="block text-sm font-semibold">
          {t('reports.month')}
          <input
            type="month"
            className={`${inputClasses} min-h-11`}
            value={month}
            onChange={(event) => {
              if (event.target.value) setMonth(event.target.value);
            }}
          />
        </label>
        {summary.data ? <SummaryCsv summary={summary.data} /> : null}
      </div>
      {summary.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : summary.isError ? (
        <p role="alert" className="text-danger">
          {t('reports.loadFailed')}
        </p>
      ) : (
        <GstTables summary={summary.data} />
      )}
    </section>
  );
}

function useGstColumns(): ReportColumn<GstRow>[] {
  const { t } = useTranslation('admin');
  return [
    {
      header: t('reports.placeOfSupply'),
      cell: (row) => `${row.stateCode}-${row.placeOfSupply}`,
      csv: (row) => `${row.stateCode}-${row.placeOfSupply}`,
    },
    { header: t('reports.rate'), cell: (row) => `${row.rate}%`, csv: (row) => row.rate, numeric: true },
    {
      header: t('reports.documents'),
      cell: (row) => row.documents,
      csv: (row) => row.documents,
      numeric: true,
    },
    ...amounts.map((key): ReportColumn<GstRow> => ({
      header: t(`reports.${key}`),
      cell: (row) => formatRupees(row[key]),
      csv: (row) => paiseToRupees(row[key]),
      numeric: true,
    })),
  ];
}

const footerOf = (label: string, totals: GstTotals) => [
  label,
  '',
  totals.documents,
  ...amounts.map((key) => formatRupees(totals[key])),
];

function GstTables({ summary }: { summary: GstSummary }) {
  const { t } = useTranslation('admin');
  const columns = useGstColumns();
  const key = (row: GstRow) => `${row.placeOfSupply}-${row.rate}`;
  return (
    <div className="space-y-6" data-testid="gst-summary">
      <ReportTable
        title={t('reports.netSupplies')}
        rows={summary.net}
        rowKey={key}
        columns={columns}
        empty={t('reports.gstNothing')}
        footer={footerOf(t('reports.totalRow'), summary.totals.net)}
      />
      {summary.creditNotes.length > 0 ? (
        <ReportTable
          title={t('reports.creditNoteLines')}
          rows={summary.creditNotes}
          rowKey={key}
          columns={columns}
          empty={t('reports.gstNothing')}
          footer={footerOf(t('reports.totalRow'), summary.totals.creditNotes)}
        />
      ) : null}
    </div>
  );
}

/** One CSV of the month: the invoices, the credit notes and the net, each row marked with its type. */
function SummaryCsv({ summary }: { summary: GstSummary }) {
  const { t } = useTranslation('admin');
  const columns = useGstColumns();
  const rows: (GstRow & { kind: Kind })[] = [
    ...summary.invoices.map((row) => ({ ...row, kind: 'typeInvoices' as const })),
    ...summary.creditNotes.map((row) => ({ ...row, kind: 'typeCreditNotes' as const })),
    ...summary.net.map((row) => ({ ...row, kind: 'typeNet' as const })),
  ];
  const download = () =>
    downloadCsv(
      `gst-summary-${summary.month}`,
      toCsv(
        [
          { header: t('reports.type'), value: (row: (typeof rows)[number]) => t(`reports.${row.kind}`) },
          ...columns.map((column) => ({ header: column.header, value: column.csv })),
        ],
        rows,
      ),
    );
  return (
    <Button variant="outline" onClick={download} disabled={rows.length === 0}>
      <Download className="size-4" aria-hidden="true" />
      {t('reports.downloadSummary')}
    </Button>
  );
}
