import { lazy, Suspense, useState } from 'react';
import { FileText } from 'lucide-react';
import { indiaDate } from '@shared/booking-time';
import type { RevenueGroup, RevenueReport, TechnicianRevenue } from '@shared/contracts/reports';
import { formatNumber } from '@shared/format';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { RevenueReportQuery } from '@shared/schemas/day-range';
import { inputClasses } from '../../components/ui/field';
import { formatCashDay } from '../../entities/cash/cash-figures';
import { Spinner } from '../../components/ui/spinner';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';
import { ReportTable } from './report-table';
import type { ReportColumn } from './report-table';
import { useRevenueReport } from './reports-api';

const RevenueTrendChart = lazy(() => import('./revenue-trend-chart'));

type By = NonNullable<RevenueReportQuery['by']>;
const control = `${inputClasses} min-h-11`;

/**
 * Revenue over a range of days (issue 33): the totals, the trend by day, week or month, and the
 * splits by repair service, technician, brand and pincode area, each with its CSV; then the invoice
 * register of the same range. This month so far to begin with.
 */
export function RevenueSection() {
  const { t } = useTranslation(['admin', 'common']);
  const today = indiaDate(new Date());
  const [range, setRange] = useState<{ from: string; to: string; by: By }>({
    from: `${today.slice(0, 7)}-01`,
    to: today,
    by: 'day',
  });
  const report = useRevenueReport(range);
  const set = (key: 'from' | 'to' | 'by', value: string) => {
    // An emptied or half-typed date keeps the last whole one.
    if (value) setRange((current) => ({ ...current, [key]: value }));
  };
  return (
    <section aria-labelledby="money-reports" className="space-y-4">
      <div>
        <h2 id="money-reports" className="text-xl font-bold">
          {t('reports.title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('reports.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((edge) => (
          <label key={edge} className="block text-sm font-semibold">
            {t(`reports.${edge}`)}
            <input
              type="date"
              className={control}
              value={range[edge]}
              max={today}
              onChange={(event) => set(edge, event.target.value)}
            />
          </label>
        ))}
        <label className="block text-sm font-semibold">
          {t('reports.by')}
          <select className={control} value={range.by} onChange={(event) => set('by', event.target.value)}>
            <option value="day">{t('reports.byDay')}</option>
            <option value="week">{t('reports.byWeek')}</option>
            <option value="month">{t('reports.byMonth')}</option>
          </select>
        </label>
      </div>
      {report.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : report.isError ? (
        <p role="alert" className="text-danger">
          {t('reports.loadFailed')}
        </p>
      ) : (
        <RevenueFigures report={report.data} />
      )}
    </section>
  );
}

function RevenueFigures({ report }: { report: RevenueReport }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const count = (n: number) => formatNumber(n, i18n.language);
  const { totals } = report;
  return (
    <div className="space-y-6">
      <ReportTotals
        figures={[
          [t('reports.gross'), formatRupees(totals.gross), 'report-gross'],
          [t('reports.tax'), formatRupees(totals.tax), 'report-tax'],
          [t('reports.net'), formatRupees(totals.net), 'report-net'],
          [t('reports.invoices'), count(totals.invoices), 'report-invoices'],
          [t('reports.creditNotes'), count(totals.creditNotes), 'report-credit-notes'],
          [t('reports.averageTicket'), formatRupees(totals.averageTicket), 'report-average'],
        ]}
      />
      <p className="text-sm text-muted-foreground">{t('reports.margin')}</p>
      {report.periods.length > 0 ? (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <RevenueTrendChart report={report} />
        </Suspense>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <GroupTable title={t('reports.byService')} rows={report.byService} csvName="revenue-by-service" />
        <TechnicianTable rows={report.byTechnician} />
        <GroupTable title={t('reports.byBrand')} rows={report.byBrand} csvName="revenue-by-brand" />
        <GroupTable title={t('reports.byArea')} rows={report.byArea} csvName="revenue-by-pincode-area" />
      </div>
      <RegisterLink from={report.from} to={report.to} />
    </div>
  );
}

/** The range's totals: two across on a phone, where rupee amounts need the room, three from 640 px. */
function ReportTotals({ figures }: { figures: [label: string, value: string, testId: string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4">
      {figures.map(([label, value, testId]) => (
        <Card key={testId} className="flex min-w-0 flex-col-reverse justify-end gap-1 p-3 sm:p-5">
          <dt className="text-sm font-semibold text-muted-foreground sm:text-base">{label}</dt>
          <dd className="text-xl font-extrabold break-words tabular-nums sm:text-3xl" data-testid={testId}>
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** Gross, tax and net columns, shown in rupees and written to the CSV as plain numbers. */
function moneyColumns<Row extends RevenueGroup>(
  t: (key: 'reports.gross' | 'reports.tax' | 'reports.net') => string,
) {
  return (['gross', 'tax', 'net'] as const).map((key): ReportColumn<Row> => ({
    header: t(`reports.${key}`),
    cell: (row) => formatRupees(row[key]),
    csv: (row) => paiseToRupees(row[key]),
    numeric: true,
  }));
}

function GroupTable({ title, rows, csvName }: { title: string; rows: RevenueGroup[]; csvName: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReportTable
      title={title}
      rows={rows}
      rowKey={(row) => row.name}
      csvName={csvName}
      empty={t('reports.nothing')}
      columns={[
        { header: t('reports.name'), cell: (row) => row.name, csv: (row) => row.name },
        {
          header: t('reports.invoices'),
          cell: (row) => row.invoices,
          csv: (row) => row.invoices,
          numeric: true,
        },
        ...moneyColumns<RevenueGroup>(t),
      ]}
    />
  );
}

function TechnicianTable({ rows }: { rows: TechnicianRevenue[] }) {
  const { t, i18n } = useTranslation('admin');
  const perDay = (row: TechnicianRevenue) => (row.daysWorked > 0 ? row.invoices / row.daysWorked : 0);
  return (
    <ReportTable
      title={t('reports.byTechnician')}
      rows={rows}
      rowKey={(row) => row.name}
      csvName="revenue-by-technician"
      empty={t('reports.nothing')}
      columns={[
        { header: t('reports.name'), cell: (row) => row.name, csv: (row) => row.name },
        { header: t('reports.jobs'), cell: (row) => row.invoices, csv: (row) => row.invoices, numeric: true },
        {
          header: t('reports.daysWorked'),
          cell: (row) => row.daysWorked,
          csv: (row) => row.daysWorked,
          numeric: true,
        },
        {
          header: t('reports.jobsPerDay'),
          cell: (row) => formatNumber(perDay(row), i18n.language, { maximumFractionDigits: 1 }),
          csv: (row) => Math.round(perDay(row) * 10) / 10,
          numeric: true,
        },
        ...moneyColumns<TechnicianRevenue>(t),
      ]}
    />
  );
}

/** The invoice register of the report's range, streamed by the server as a CSV. */
function RegisterLink({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('admin');
  const href = `/api/admin/reports/invoices.csv?from=${from}&to=${to}`;
  const day = (date: string) => formatCashDay(date, i18n.language);
  return (
    <section aria-labelledby="invoice-register" className="space-y-2">
      <h3 id="invoice-register" className="font-bold">
        {t('reports.registerTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('reports.registerIntro', { from: day(from), to: day(to) })}
      </p>
      <a
        href={href}
        download
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-primary px-4 font-semibold text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <FileText className="size-5" aria-hidden="true" />
        {t('reports.downloadRegister')}
      </a>
    </section>
  );
}
