import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import type { BookingView } from '@shared/contracts/bookings';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useLiveBookings, useMyBookings } from '../../features/bookings/api';
import { BookingCard } from '../../features/bookings/components/booking-card';
import { BookingDetailsDialog } from '../../features/bookings/components/booking-details-dialog';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { href } from '@shared/paths';

function BookingList() {
  const { t } = useTranslation(['account', 'common']);
  const bookings = useMyBookings();
  useLiveBookings();
  const [open, setOpen] = useState<BookingView | null>(null);
  if (bookings.isPending) return <Spinner label={t('common:loading')} />;
  if (bookings.isError)
    return <LoadFailed message={t('history.loadFailed')} onRetry={() => void bookings.refetch()} />;
  if (bookings.data.bookings.length === 0)
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p className="text-lg">{t('history.empty')}</p>
        <ButtonLink to={href('devices')}>{t('history.bookNow')}</ButtonLink>
      </Card>
    );
  return (
    <>
      {/* Newest first, as the server answers. */}
      <ul className="grid gap-4 md:grid-cols-2">
        {bookings.data.bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} onOpen={() => setOpen(booking)} />
          </li>
        ))}
      </ul>
      <BookingDetailsDialog booking={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /dashboard/history (who may open it: app/access-rules.ts). */
export default function HistoryPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-10">
        <PageMeta title={t('history.metaTitle')} />
        <Link
          to={href('dashboard')}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('history.back')}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold">{t('history.title')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('history.subtitle')}</p>
        <BookingList />
      </section>
    </>
  );
}
