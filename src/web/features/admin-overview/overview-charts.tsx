import type { AdminOverview } from '@shared/contracts/admin-desk';
import { useTranslation } from '../../lib/use-translation';
import { BookingsPerDayChart } from './bookings-per-day-chart';
import { RankedBars } from '../../entities/admin/chart-cards';
import { GuidesCard } from './guides-card';
import { RevenueChart } from './revenue-chart';

// The overview's charts, loaded apart from the overview (the chart library is large). Colours are
// the theme's variables, so they follow light and dark; every chart has its figures in a table for
// screen readers, and the ranked lists are plain HTML bars that stay readable on a 375 px phone.

export default function OverviewCharts({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const { bookingsPerDay, revenuePerWeek, topDevices, topRepairs, guides } = overview;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <BookingsPerDayChart days={bookingsPerDay} />
        <RevenueChart weeks={revenuePerWeek} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <RankedBars title={t('overview.topDevices')} items={topDevices} empty={t('overview.noData')} />
        <RankedBars title={t('overview.topRepairs')} items={topRepairs} empty={t('overview.noData')} />
        <GuidesCard guides={guides} />
      </div>
    </div>
  );
}
