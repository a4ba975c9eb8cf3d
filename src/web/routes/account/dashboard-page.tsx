import {
  CalendarCheck,
  CalendarClock,
  CircleCheckBig,
  Headset,
  History,
  UserCog,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { isActiveBookingStatus } from '@shared/booking-status';
import type { BookingView } from '@shared/contracts/bookings';
import { DASHBOARD_RECENT_BOOKINGS } from '@shared/constants';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { StatCards } from '../../components/ui/stat-cards';
import { BookingDetailsOfferCard } from '../../features/account/components/booking-details-offer-card';
import { greetingNameOf } from '../../features/account/greeting-name';
import { useSession } from '../../lib/use-session';
import { useLiveBookings, useMyBookings } from '../../features/bookings/api';
import { BookingCard } from '../../features/bookings/components/booking-card';
import { BookingDetailsDialog } from '../../features/bookings/components/booking-details-dialog';
import { LoadFailed } from '../../features/bookings/components/load-failed';
import { href } from '@shared/paths';

const quickLinks = [
  { to: '/devices', icon: CalendarClock, key: 'newBooking' },
  { to: '/contact', icon: Headset, key: 'contactSupport' },
  { to: '/dashboard/profile', icon: UserCog, key: 'profileSettings' },
  { to: '/dashboard/history', icon: History, key: 'fullHistory' },
] as const;

function QuickLinks() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="quick-links" className="mt-8">
      <h2 id="quick-links" className="text-xl font-bold">
        {t('dashboard.quickLinks')}
      </h2>
      {/* Two by two on phones, with the one-line descriptions from tablet width up. */}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {quickLinks.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link to={to} className="block h-full rounded-2xl">
              <Card className="h-full p-4 transition-colors hover:border-primary sm:p-5">
                <Icon className="size-7 text-primary sm:size-8" aria-hidden="true" />
                <p className="mt-2 leading-snug font-bold sm:mt-3 sm:text-lg">{t(`dashboard.${key}`)}</p>
                <p className="hidden text-muted-foreground sm:block">{t(`dashboard.${key}Text`)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BookingStats({ bookings }: { bookings: readonly BookingView[] }) {
  const { t } = useTranslation('account');
  const count = (keep: (b: BookingView) => boolean) => bookings.filter(keep).length;
  return (
    <div className="mt-10">
      <StatCards
        id="booking-stats"
        title={t('dashboard.statsTitle')}
        stats={[
          {
            label: t('dashboard.totalBookings'),
            icon: CalendarCheck,
            value: bookings.length,
            testId: 'stat-totalBookings',
          },
          {
            label: t('dashboard.activeRepairs'),
            icon: Wrench,
            value: count((b) => isActiveBookingStatus(b.status)),
            testId: 'stat-activeRepairs',
          },
          {
            label: t('dashboard.completedRepairs'),
            icon: CircleCheckBig,
            value: count((b) => b.status === 'completed'),
            testId: 'stat-completedRepairs',
          },
        ]}
      />
    </div>
  );
}

function ActiveBookings({ bookings }: { bookings: readonly BookingView[] }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<BookingView | null>(null);
  // Newest first from the server; the spec's dashboard shows the latest few that are still under way.
  const active = bookings.filter((b) => isActiveBookingStatus(b.status)).slice(0, DASHBOARD_RECENT_BOOKINGS);
  return (
    <section aria-labelledby="active-bookings" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="active-bookings" className="text-xl font-bold">
            {t('dashboard.activeBookings')}
          </h2>
          <p className="text-muted-foreground">{t('dashboard.activeBookingsText')}</p>
        </div>
        {bookings.length > 0 ? (
          <Link
            to={href('dashboardHistory')}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline"
          >
            {t('dashboard.seeAll')}
          </Link>
        ) : null}
      </div>
      {active.length === 0 ? (
        <Card className="mt-4 flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-lg font-semibold">
            {bookings.length === 0 ? t('dashboard.empty') : t('dashboard.noActive')}
          </p>
          {bookings.length === 0 ? <p className="text-muted-foreground">{t('dashboard.emptyText')}</p> : null}
          <ButtonLink to={href('devices')} className="mt-2">
            {t('dashboard.bookRepair')}
          </ButtonLink>
        </Card>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {active.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} onOpen={() => setOpen(booking)} />
            </li>
          ))}
        </ul>
      )}
      <BookingDetailsDialog booking={open} onClose={() => setOpen(null)} />
    </section>
  );
}

function BookingsOverview() {
  const { t } = useTranslation(['account', 'common']);
  const bookings = useMyBookings();
  useLiveBookings();
  if (bookings.isPending) return <Spinner label={t('common:loading')} />;
  if (bookings.isError)
    return (
      <div className="mt-8">
        <LoadFailed message={t('dashboard.loadFailed')} onRetry={() => void bookings.refetch()} />
      </div>
    );
  return (
    <>
      <BookingStats bookings={bookings.data.bookings} />
      <ActiveBookings bookings={bookings.data.bookings} />
    </>
  );
}

function Dashboard() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const name = user ? greetingNameOf(user) : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={t('dashboard.metaTitle')} />
      <h1 className="text-3xl font-extrabold break-words">
        {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('dashboard.subtitle')}</p>
      <BookingDetailsOfferCard />
      <QuickLinks />
      <BookingsOverview />
    </section>
  );
}

/** /dashboard (who may open it: app/access-rules.ts). */
export default function DashboardPage() {
  return (
    <>
      <Dashboard />
    </>
  );
}
