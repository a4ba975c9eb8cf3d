import { KeyRound, RefreshCw, SearchX, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import type { Language } from '@shared/languages';
import { formatTimeWindow } from '@shared/booking-time';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { href, pagePaths, pathTo } from '@shared/paths';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { LiveState } from '../../lib/use-live-updates';
import { formatPreferredDate } from '../../entities/booking/booking-format';
import { BookingSummary } from '../../entities/booking/booking-summary';
import { BookingTimeline } from '../../features/bookings/components/booking-timeline';
import { CancelBookingSection } from '../../features/bookings/components/cancel-booking-section';
import { FactList } from '../../entities/booking/fact-list';
import { RescheduleSection } from '../../features/bookings/components/reschedule-section';
import { StatusBadge } from '../../entities/booking/status-badge';
import {
  useCancelTrackedBooking,
  useLiveTrackedBooking,
  useRescheduleTrackedBooking,
  useTrackedBooking,
} from '../../features/tracking/api';

/** Who is coming, and the code that lets them start: what a customer waiting at home needs most. */
function TechnicianPanel({ booking }: { booking: TrackedBooking }) {
  const { t } = useTranslation('tracking');
  if (!booking.technicianFirstName || booking.status !== 'confirmed') return null;
  return (
    <Card className="space-y-4 p-5">
      <p className="flex items-start gap-3 text-lg">
        <UserRound className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <strong>{t('technicianComing', { name: booking.technicianFirstName })}</strong>{' '}
          {t('technicianCalls')}
        </span>
      </p>
      {booking.startCode ? (
        <div className="rounded-lg border-2 border-dashed border-primary/50 p-4 text-center">
          <p className="flex items-center justify-center gap-2 font-semibold">
            <KeyRound className="size-5" aria-hidden="true" />
            {t('startCodeTitle')}
          </p>
          <p className="my-2 font-mono text-4xl font-bold tracking-[0.4em]" data-testid="start-code">
            {booking.startCode}
          </p>
          <p className="text-sm text-muted-foreground">{t('startCodeText')}</p>
        </div>
      ) : null}
    </Card>
  );
}

function TrackedBookingView({
  token,
  booking,
  live,
  refetch,
}: {
  token: string;
  booking: TrackedBooking;
  live: LiveState;
  /** Reads the booking again (after a refusal: the notice may have passed meanwhile). */
  refetch: () => void;
}) {
  const { t, i18n } = useTranslation(['tracking', 'account']);
  const cancel = useCancelTrackedBooking(token);
  const move = useRescheduleTrackedBooking(token);
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.status} />
        {live === 'live' || live === 'reconnecting' ? (
          <p className="text-sm text-muted-foreground" role="status">
            {live === 'reconnecting' ? t('reconnecting') : t('live')}
          </p>
        ) : null}
      </div>
      <p className="text-lg">
        {t('greeting', { name: booking.customerFirstName, bookingId: booking.bookingId })}{' '}
        <span className="text-muted-foreground">{t('bookedFor', { phone: booking.maskedPhone })}</span>
      </p>
      <TechnicianPanel booking={booking} />
      {booking.hasWarranty ? (
        <Card className="space-y-3 p-5">
          <p className="flex items-center gap-2 text-lg font-bold">
            <ShieldCheck className="size-6 text-success" aria-hidden="true" />
            {t('warrantyTitle')}
          </p>
          <p>{t('warrantyText')}</p>
          <ButtonLink to={pathTo(pagePaths.trackWarranty, { token })}>{t('warrantyAction')}</ButtonLink>
        </Card>
      ) : null}
      <Card className="p-5">
        <BookingTimeline
          steps={booking.timeline}
          technicianName={booking.technicianFirstName}
          headingLevel={2}
        />
      </Card>
      <Card className="space-y-4 p-5">
        <FactList
          facts={[
            { label: t('device'), value: booking.deviceModel },
            {
              label: t('visit'),
              value: booking.preferredDate
                ? `${formatPreferredDate(booking.preferredDate, i18n.language)}${booking.preferredTime ? `, ${formatTimeWindow(booking.preferredTime, i18n.language)}` : ''}`
                : t('noVisitDate'),
            },
          ]}
        />
        {/* As the dashboard and the confirmation show it, without the code (someone else's). */}
        <BookingSummary
          services={booking.selectedServicesDetails}
          referralDiscount={booking.referralDiscount}
          totalPrice={booking.totalPrice}
        />
      </Card>
      {active ? (
        <Card className="space-y-4 p-5">
          <RescheduleSection
            booking={booking}
            state={booking}
            reschedule={(slot) => move.mutateAsync(slot)}
            isPending={move.isPending}
            onRefused={refetch}
          />
          <CancelBookingSection
            booking={booking}
            cancelBooking={{ run: () => cancel.mutateAsync(), isPending: cancel.isPending }}
            onCancelled={() => undefined}
            onRefused={() => undefined}
            headingLevel={2}
          />
        </Card>
      ) : null}
      <p className="text-muted-foreground">
        {t('signInHint')}{' '}
        <a href={href('auth')} className="font-semibold text-primary underline underline-offset-4">
          {t('signIn')}
        </a>
      </p>
    </div>
  );
}

function TrackFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 429) {
    return (
      <Card className="space-y-3 p-6 text-center">
        <SearchX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-bold">{status === 404 ? t('notFoundTitle') : t('tooManyTitle')}</h2>
        <p>{status === 404 ? t('notFoundText') : t('tooManyText')}</p>
        <ButtonLink to={href('contact')} variant="outline">
          {t('contact')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-6">
      <p role="alert" className="font-semibold text-danger">
        {t('loadFailed')}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('retry')}
      </Button>
    </Card>
  );
}

/**
 * Opened without a language path (/track/… rather than /hi/track/…), the page shows the language the
 * booking was made in, as its messages do (decision 034). The server gives a page it sends that
 * language from the first paint; this covers a page opened within the app. Once per visit: a choice
 * made with the switcher afterwards stands.
 */
function useBookingLanguage(language: Language | undefined) {
  const { i18n } = useTranslation();
  const followed = useRef(false);
  useEffect(() => {
    if (!language || followed.current) return;
    followed.current = true;
    if (/^\/(hi|or)(\/|$)/.test(window.location.pathname) || language === i18n.language) return;
    // What lib/language.ts's showLanguage does. Imported from there, that module would leave the
    // home page's script for a file of its own, which every page would load (decision 026's budget).
    void (async () => {
      const { loadLanguage } = await import('../../locales/namespaces');
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
    })();
  }, [language, i18n]);
}

/** /track/{token}: a booking followed without signing in (spec decision 18). */
export default function TrackPage() {
  const { t } = useTranslation(['tracking', 'common']);
  const token = useParams().token ?? '';
  const tracked = useTrackedBooking(token);
  // A link revoked while the page was open: say so rather than keep showing the booking.
  const gone =
    tracked.error instanceof ApiError && (tracked.error.status === 404 || tracked.error.status === 429);
  const live = useLiveTrackedBooking(token, tracked.data !== undefined && !gone);
  useBookingLanguage(tracked.data?.booking.language);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageMeta title={t('title')} description={t('description')} />
      <meta name="robots" content="noindex" />
      <h1 className="mb-5 text-3xl font-bold">{t('title')}</h1>
      {tracked.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : tracked.data && !gone ? (
        <TrackedBookingView
          token={token}
          booking={tracked.data.booking}
          live={live}
          refetch={() => void tracked.refetch()}
        />
      ) : (
        <TrackFailed error={tracked.error} onRetry={() => void tracked.refetch()} />
      )}
    </div>
  );
}
