import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatNumber } from '@shared/format';
import { formatRupees } from '@shared/money';
import { useTranslation } from '../../lib/use-translation';
import { ChartCard } from '../../entities/admin/chart-cards';
import { axis, compactRupees, formatDay, tooltipStyle } from '../../entities/admin/chart-style';

/** Revenue each week. */
export function RevenueChart({ weeks }: { weeks: AdminOverview['revenuePerWeek'] }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const day = (date: string) => formatDay(date, language);
  return (
    <ChartCard
      title={t('overview.revenue')}
      table={{
        head: [t('overview.revenue'), t('overview.revenueLabel')],
        rows: weeks.map((week) => [
          t('overview.week', { date: day(week.weekStart) }),
          formatRupees(week.amount),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={220}>
        <BarChart accessibilityLayer={false} data={weeks} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
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
  );
}
