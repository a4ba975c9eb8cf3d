import { formatPhone } from '@shared/format';
import { CheckCircle2, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { BookingView } from '@shared/contracts/bookings';
import { REFERRER_REWARD_PAISE } from '@shared/constants';
import { formatRupees } from '@shared/money';
import { PageMeta } from '../../app/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/use-session';
import { LAST_BOOKING_KEY } from '../../features/bookings/api';
import { BlogTeasers } from '../../features/bookings/components/blog-teasers';
import { BookingSummary } from '../../entities/booking/booking-summary';
import { FactList } from '../../entities/booking/fact-list';
import { NextSteps } from '../../features/bookings/components/next-steps';
import { visitFacts } from '../../features/bookings/components/visit-facts';
import { StatusMeaning } from '../../entities/booking/status-badge';
import { SupportChoice } from '../../lib/support-choice';
import { href } from '@shared/paths';

/** The booking the booking page left behind, if any and if it looks like one. */
function readLastBooking(): BookingView | null {
  if (typeof window === 'undefined') return null;
  try {
    const parsed = JSON.parse(
      localStorage.getItem(LAST_BOOKING_KEY) ?? 'null',
    ) as Partial<BookingView> | null;
    const looksRight =
      typeof parsed?.bookingId === 'string' &&
      typeof parsed.totalPrice === 'number' &&
      Array.isArray(parsed.selectedServicesDetails);
    return looksRight ? (parsed as BookingView) : null;
  } catch {
    return null;
  }
}

/**
 * Read once, then removed (SPEC 2). Reading in the state initialiser and removing in an effect keeps
 * the booking through StrictMode's double render and double effect.
 */
function useLastBooking(): BookingView | null {
  const [booking] = useState(readLastBooking);
  useEffect(() => {
    try {
      localStorage.removeItem(LAST_BOOKING_KEY);
    } catch {
      // Storage refused (private browsing): nothing was kept to remove.
    }
  }, []);
  return booking;
}

function AccountLinks() {
  const { t } = useTranslation('account');
  const { loading, user } = useSession();
  if (loading) return null;
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold">{t('confirmation.accountTitle')}</h2>
      <p className="mt-2 text-muted-foreground">
        {user ? t('confirmation.accountTextSignedIn') : t('confirmation.accountTextGuest')}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        {user ? (
          <>
            <ButtonLink to={href('dashboard')}>{t('confirmation.goDashboard')}</ButtonLink>
            <ButtonLink to={href('dashboardHistory')} variant="outline">
              {t('confirmation.viewHistory')}
            </ButtonLink>
          </>
        ) : (
          <>
            {/* Spec decisions 9 and 3: the sign-in page, and the one referral amount. */}
            <ButtonLink to={href('auth')}>{t('confirmation.signIn')}</ButtonLink>
            <ButtonLink to={href('referrals')} variant="outline">
              {t('confirmation.referEarn', { amount: formatRupees(REFERRER_REWARD_PAISE) })}
            </ButtonLink>
          </>
        )}
      </div>
    </Card>
  );
}

function SupportCard({ bookingId }: { bookingId?: string }) {
  const { t } = useTranslation('account');
  return (
    <Card className="p-6">
      <h2 className="text-xl font-bold">{t('confirmation.supportTitle')}</h2>
      <p className="mt-2 text-muted-foreground">{t('confirmation.supportText')}</p>
      <div className="mt-4 flex flex-col gap-2">
        <SupportChoice
          label={t('confirmation.whatsappSupport')}
          message={
            bookingId
              ? t('confirmation.whatsappMessage', { id: bookingId })
              : t('confirmation.whatsappMessageNoBooking')
          }
        />
        <ButtonLink to={href('contact')} variant="ghost" className="underline">
          {t('confirmation.contactPage')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function Confirmed({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('account');
  const details = [
    { label: t('bookings.details.bookingId'), value: <span className="font-mono">{booking.bookingId}</span> },
    ...visitFacts(booking, t, i18n.language),
  ];
  const contact = [
    { label: t('confirmation.name'), value: booking.name },
    { label: t('confirmation.email'), value: booking.email },
    { label: t('confirmation.phone'), value: formatPhone(booking.phone) },
  ];
  return (
    <>
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-16 text-success" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('confirmation.title')}</h1>
        <p className="mt-2 text-lg text-muted-foreground">
          {t('confirmation.thanks', { name: booking.name })}
        </p>
        <StatusMeaning status={booking.status} className="mt-3 justify-center text-lg" />
        <p className="mt-4 flex flex-col rounded-xl bg-primary-soft px-4 py-2 sm:flex-row sm:gap-2">
          <span className="font-semibold">{t('confirmation.bookingIdLabel')}:</span>
          <span className="font-mono font-bold whitespace-nowrap" data-testid="confirmation-booking-id">
            {booking.bookingId}
          </span>
        </p>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-xl font-bold">{t('confirmation.detailsTitle')}</h2>
          <FactList facts={details} className="mt-2" />
          <h2 className="mt-6 text-xl font-bold">{t('confirmation.contactTitle')}</h2>
          <FactList facts={contact} className="mt-2" />
          <BookingSummary
            className="mt-6"
            services={booking.selectedServicesDetails}
            referralDiscount={booking.referralDiscount}
            referralCode={booking.referralCode}
            totalPrice={booking.totalPrice}
          />
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-xl font-bold">{t('confirmation.nextTitle')}</h2>
            <NextSteps />
          </Card>
          <AccountLinks />
          <SupportCard bookingId={booking.bookingId} />
        </div>
      </div>
    </>
  );
}

function NoRecentBooking() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-2xl">
      <Card className="flex flex-col items-center p-8 text-center">
        <SearchX className="size-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold">{t('confirmation.missingTitle')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('confirmation.missingText')}</p>
        {user ? (
          <p className="mt-2 text-lg text-muted-foreground">{t('confirmation.missingSignedIn')}</p>
        ) : null}
        <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {user ? <ButtonLink to={href('dashboard')}>{t('confirmation.goDashboard')}</ButtonLink> : null}
          <ButtonLink to={href('devices')} variant={user ? 'outline' : 'primary'}>
            {t('confirmation.bookRepair')}
          </ButtonLink>
          <ButtonLink to={href('contact')} variant="outline">
            {t('confirmation.contactSupport')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

/** /booking-confirmation: what was just booked, what happens next, and where to go from here. */
export default function BookingConfirmationPage() {
  const { t } = useTranslation('account');
  const booking = useLastBooking();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageMeta title={booking ? t('confirmation.metaTitle') : t('confirmation.missingTitle')} />
      {/* A personal, one-time page: nothing for search engines. */}
      <meta name="robots" content="noindex" />
      {booking ? <Confirmed booking={booking} /> : <NoRecentBooking />}
      <BlogTeasers />
    </section>
  );
}
