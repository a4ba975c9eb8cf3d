import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatDateTime, formatNumber, formatPercent } from '@shared/format';
import { formatRupees } from '@shared/money';
import { Card } from '../../components/ui/card';

// The overview's charts. Colours are the theme's variables, so they follow light and dark; every chart
// has its figures in a table for screen readers, and the ranked lists are plain HTML bars that stay
// readable on a 375 px phone.

const compactRupees: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
};
// A chart's day is already India's date, so it is read at UTC midnight and shown in UTC.
const dayLabel: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const formatDay = (date: string, language: string) =>
  formatDateTime(new Date(`${date}T00:00:00Z`), language, dayLabel);

const axis = { fill: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--foreground)',
  },
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 },
  itemStyle: { color: 'var(--foreground)' },
  cursor: { fill: 'var(--muted)' },
};

function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  /** The same figures as rows, for screen readers. */
  table: { head: [string, string]; rows: [string, string][] };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-4">
      <h3 id={id} className="mb-3 font-bold">
        {title}
      </h3>
      {/* Drawn for the eye only (the charts' own keyboard layer is off): the table below says it. */}
      <div aria-hidden="true">{children}</div>
      {/* A table ignores the 1 px width of sr-only; the wrapper keeps it from widening the page. */}
      <div className="sr-only">
        <table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{table.head[0]}</th>
              <th scope="col">{table.head[1]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function RankedBars({
  title,
  items,
  empty,
}: {
  title: string;
  items: { name: string; count: number }[];
  empty: string;
}) {
  const { i18n } = useTranslation();
  const top = Math.max(1, ...items.map((item) => item.count));
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item) => (
            <li key={item.name}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                <span className="font-semibold tabular-nums">{formatNumber(item.count, i18n.language)}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-primary"
                  style={{ width: `${(item.count / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export default function OverviewCharts({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const day = (date: string) => formatDay(date, language);
  const { bookingsPerDay, revenuePerWeek, topDevices, topRepairs, guides } = overview;
  const answers = guides.worked + guides.didNotHelp;
  const share = answers > 0 ? guides.worked / answers : 0;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title={t('overview.perDay')}
          table={{
            head: [t('overview.perDay'), t('overview.bookings')],
            rows: bookingsPerDay.map((entry) => [day(entry.date), formatNumber(entry.count, language)]),
          }}
        >
          <ResponsiveContainer width="100%" height={220}>
            <BarChart
              accessibilityLayer={false}
              data={bookingsPerDay}
              margin={{ top: 4, right: 4, bottom: 0, left: -20 }}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="date"
                tickFormatter={day}
                tick={axis}
                interval="preserveStartEnd"
                minTickGap={24}
              />
              <YAxis
                allowDecimals={false}
                tick={axis}
                width={48}
                domain={[0, (max: number) => Math.max(max, 4)]}
              />
              <Tooltip
                {...tooltipStyle}
                labelFormatter={(label) => (typeof label === 'string' ? day(label) : '')}
                formatter={(value) => [formatNumber(Number(value), language), t('overview.bookings')]}
              />
              <Bar dataKey="count" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard
          title={t('overview.revenue')}
          table={{
            head: [t('overview.revenue'), t('overview.revenueLabel')],
            rows: revenuePerWeek.map((week) => [
              t('overview.week', { date: day(week.weekStart) }),
              formatRupees(week.amount),
            ]),
          }}
        >
          <ResponsiveContainer width="100%" height={220}>
            <BarChart
              accessibilityLayer={false}
              data={revenuePerWeek}
              margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="weekStart" tickFormatter={day} tick={axis} minTickGap={24} />
              <YAxis
                tick={axis}
                width={60}
                tickFormatter={(paise: number) => formatNumber(paise / 100, language, compactRupees)}
              />
              <Tooltip
                {...tooltipStyle}
                labelFormatter={(label) =>
                  typeof label === 'string' ? t('overview.week', { date: day(label) }) : ''
                }
                formatter={(value) => [formatRupees(Number(value)), t('overview.revenueLabel')]}
              />
              <Bar dataKey="amount" fill="var(--success)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <RankedBars title={t('overview.topDevices')} items={topDevices} empty={t('overview.noData')} />
        <RankedBars title={t('overview.topRepairs')} items={topRepairs} empty={t('overview.noData')} />
        <Card className="p-4">
          <h3 className="mb-3 font-bold">{t('overview.guides')}</h3>
          {answers === 0 ? (
            <p className="text-muted-foreground">{t('overview.guidesNone')}</p>
          ) : (
            <>
              <p className="text-3xl font-extrabold tabular-nums">{formatPercent(share, language)}</p>
              <p className="text-muted-foreground">
                {t('overview.guidesShare', {
                  share: formatPercent(share, language),
                })}
              </p>
              <div className="mt-3 flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="bg-success" style={{ width: `${share * 100}%` }} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">{t('overview.guidesWorked')}</dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(guides.worked, language)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{t('overview.guidesDidNotHelp')}</dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(guides.didNotHelp, language)}</dd>
                </div>
              </dl>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
