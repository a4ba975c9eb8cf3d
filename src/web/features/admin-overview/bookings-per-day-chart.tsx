import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatNumber } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';
import { ChartCard } from '../../entities/admin/chart-cards';
import { axis, formatDay, tooltipStyle } from '../../entities/admin/chart-style';

/** Bookings made each day. */
export function BookingsPerDayChart({ days }: { days: AdminOverview['bookingsPerDay'] }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const day = (date: string) => formatDay(date, language);
  return (
    <ChartCard
      title={t('overview.perDay')}
      table={{
        head: [t('overview.perDay'), t('overview.bookings')],
        rows: days.map((entry) => [day(entry.date), formatNumber(entry.count, language)]),
      }}
    >
      <ResponsiveContainer width="100%" height={220}>
        <BarChart accessibilityLayer={false} data={days} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="date" tickFormatter={day} tick={axis} interval="preserveStartEnd" minTickGap={24} />
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
  );
}
