import { ArrowLeft, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import type { BookingView } from '@shared/contracts/bookings';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useMyBookings } from '../../features/bookings/api';
import { BookingDetailsDialog } from '../../features/bookings/components/booking-details-dialog';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { useLiveNotifications, useNotifications } from '../../features/notifications/api';
import { NotificationItem } from '../../features/notifications/components/notification-item';
import { href } from '@shared/paths';

function NotificationList() {
  const { t } = useTranslation(['account', 'common']);
  const notifications = useNotifications();
  useLiveNotifications();
  // A message's booking opens in the same details dialog as on the dashboard, when it is the customer's.
  const bookings = useMyBookings();
  const [open, setOpen] = useState<BookingView | null>(null);
  if (notifications.isPending) return <Spinner label={t('common:loading')} />;
  if (notifications.isError)
    return (
      <LoadFailed message={t('notifications.loadFailed')} onRetry={() => void notifications.refetch()} />
    );
  const items = notifications.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <BellOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('notifications.empty')}</p>
        <p className="text-muted-foreground">{t('notifications.emptyText')}</p>
        <ButtonLink to={href('devices')} className="mt-2">
          {t('notifications.bookRepair')}
        </ButtonLink>
      </Card>
    );
  const bookingOf = (id: string | null) =>
    id ? bookings.data?.bookings.find((booking) => booking.id === id) : undefined;
  return (
    <>
      <ul className="grid gap-4">
        {items.map((notification) => {
          const booking = bookingOf(notification.booking?.id ?? null);
          return (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onOpenBooking={booking ? () => setOpen(booking) : undefined}
              />
            </li>
          );
        })}
      </ul>
      {notifications.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            disabled={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            {notifications.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
          </Button>
        </div>
      ) : null}
      <BookingDetailsDialog booking={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /dashboard/notifications (who may open it: app/access-rules.ts). */
export default function NotificationsPage() {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={t('notifications.metaTitle')} />
      <Link
        to={href('dashboard')}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {t('notifications.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold">{t('notifications.title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('notifications.subtitle')}</p>
      <NotificationList />
    </section>
  );
}
