import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { bookingStatuses } from '@shared/booking-status';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatNumber } from '@shared/format';
import { formatRupees } from '@shared/money';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatMoment } from '../../entities/booking/booking-format';
import { StatusBadge } from '../../entities/booking/status-badge';
import { useAdminOverview } from './api';
import { ErrorsSection } from './errors-section';
import { LeaveRequestsAlert } from './leave-requests-alert';
import { MissedVisitsAlert } from './missed-visits-alert';
import { NoStaffAlert } from './no-staff-alert';
import { ShopDetails } from './shop-details';
import { UnconfirmedAlert } from './unconfirmed-alert';

// The charts library loads only when the overview opens.
const OverviewCharts = lazy(() => import('./overview-charts'));

/** What waits for the admin, counts by status, the 5 most recent bookings, and the charts. */
export function OverviewTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const overview = useAdminOverview();
  if (overview.isPending) return <Spinner label={t('common:loading')} />;
  if (overview.isError) {
    return (
      <p role="alert" className="text-danger">
        {t('overview.loadFailed')}
      </p>
    );
  }
  const data = overview.data;
  return (
    <div className="space-y-6">
      <NoStaffAlert staff={data.staff} />
      <UnconfirmedAlert unconfirmed={data.unconfirmed} onOpen={onOpen} />
      <MissedVisitsAlert missed={data.notAvailable} onOpen={onOpen} />
      <LeaveRequestsAlert leave={data.leaveRequests} />
      <StatusCounts overview={data} />
      <RecentBookings overview={data} onOpen={onOpen} />

      <Suspense fallback={<Spinner label={t('common:loading')} />}>
        <OverviewCharts overview={data} />
      </Suspense>

      <ErrorsSection />
      <ShopDetails shop={data.shop} />
    </div>
  );
}

function StatusCounts({ overview: data }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="overview-counts">
      <h2 id="overview-counts" className="mb-3 text-xl font-bold">
        {t('overview.counts')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {bookingStatuses.map((status) => (
          <li key={status}>
            <Card className="p-4">
              <StatusBadge status={status} />
              <p className="mt-2 text-3xl font-extrabold tabular-nums" data-testid={`count-${status}`}>
                {formatNumber(data.counts[status], i18n.language)}
              </p>
            </Card>
          </li>
        ))}
        <li>
          <Card className="p-4">
            <span className="font-semibold text-muted-foreground">{t('overview.total')}</span>
            <p className="mt-2 text-3xl font-extrabold tabular-nums">
              {formatNumber(data.total, i18n.language)}
            </p>
          </Card>
        </li>
      </ul>
    </section>
  );
}

/** The 5 most recent bookings, each opening its details. */
function RecentBookings({
  overview: data,
  onOpen,
}: {
  overview: AdminOverview;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="overview-recent">
      <h2 id="overview-recent" className="mb-3 text-xl font-bold">
        {t('overview.recent')}
      </h2>
      {data.recent.length === 0 ? (
        <p className="text-muted-foreground">{t('overview.noRecent')}</p>
      ) : (
        <Card>
          <ul className="divide-y divide-border">
            {data.recent.map((booking) => (
              <li key={booking.id}>
                <button
                  type="button"
                  onClick={() => onOpen(booking.id)}
                  className="flex min-h-14 w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-muted"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold">
                      {booking.name} · {booking.deviceModel}
                    </span>
                    <span className="block text-sm text-muted-foreground">
                      <span className="font-mono">{booking.bookingId}</span> ·{' '}
                      {formatMoment(booking.createdAt, i18n.language)}
                    </span>
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="font-semibold tabular-nums">{formatRupees(booking.totalPrice)}</span>
                    <StatusBadge status={booking.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
