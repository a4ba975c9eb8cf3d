import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueReport } from '@shared/contracts/reports';
import { formatNumber } from '@shared/format';
import { formatRupees } from '@shared/money';
import { ChartCard } from '../../entities/admin/chart-cards';
import { axis, compactRupees, formatDay, tooltipStyle } from '../../entities/admin/chart-style';
import { useTranslation } from '../../lib/use-translation';

/** Gross revenue per day, week or month of the report (loaded on its own: the charts are heavy). */
export default function RevenueTrendChart({ report }: { report: RevenueReport }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const day = (date: string) => formatDay(date, language);
  const title = t('reports.trend', { by: report.by });
  return (
    <ChartCard
      title={title}
      table={{
        head: [t('reports.period'), t('reports.gross')],
        rows: report.periods.map((period) => [day(period.start), formatRupees(period.gross)]),
      }}
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart
          accessibilityLayer={false}
          data={report.periods}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="start" tickFormatter={day} tick={axis} minTickGap={24} />
          <YAxis
            tick={axis}
            width={60}
            tickFormatter={(paise: number) => formatNumber(paise / 100, language, compactRupees)}
          />
          <Tooltip
            {...tooltipStyle}
            labelFormatter={(label) => (typeof label === 'string' ? day(label) : '')}
            formatter={(value) => [formatRupees(Number(value)), t('reports.gross')]}
          />
          <Bar dataKey="gross" fill="var(--success)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
