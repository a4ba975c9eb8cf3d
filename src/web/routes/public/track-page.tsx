import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { href, pagePaths, pathTo } from '@shared/paths';
import { PageMeta } from '../../app/page-meta';
import { Card } from '../../components/ui/card';
import { DeviceConditionFacts } from '../../entities/booking/booking-summary';
import { BookingPhotoList } from '../../entities/booking/booking-photos';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { LiveState } from '../../lib/use-live-updates';
import { BookingTimeline } from '../../features/bookings/components/booking-timeline';
import { CancelBookingSection } from '../../features/bookings/components/cancel-booking-section';
import { RescheduleSection } from '../../features/bookings/components/reschedule-section';
import { WorkshopSection } from '../../features/bookings/components/workshop-section';
import {
  trackedPhotos,
  trackedPickupReceiptPdf,
  useBookTrackedReturn,
  useCancelTrackedBooking,
  useLiveTrackedBooking,
  useRescheduleTrackedBooking,
  useTrackedBooking,
} from '../../features/tracking/api';
import { TechnicianPanel } from '../../features/tracking/components/technician-panel';
import { TrackFailed } from '../../features/tracking/components/track-failed';
import { TrackedEstimate } from '../../features/tracking/components/tracked-estimate';
import { TrackedSignOff } from '../../features/tracking/components/tracked-sign-off';
import {
  TrackedBookingHeading,
  TrackedVisitCard,
  WarrantyOffer,
} from '../../features/tracking/components/tracked-booking-cards';
import { useBookingLanguage } from '../../features/tracking/use-booking-language';

/** /track/{token}/receipt, loaded with this page (routes.tsx). */
export { default as TrackReceiptPage } from './track-receipt-page';

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
  const { t } = useTranslation(['tracking', 'account']);
  const cancel = useCancelTrackedBooking(token);
  const move = useRescheduleTrackedBooking(token);
  const bookReturn = useBookTrackedReturn(token);
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <div className="space-y-5">
      <TrackedBookingHeading booking={booking} live={live} />
      <TrackedEstimate token={token} booking={booking} />
      <TechnicianPanel booking={booking} />
      {booking.hasWarranty ? <WarrantyOffer token={token} invoiceNumber={booking.invoiceNumber} /> : null}
      <TrackedSignOff token={token} booking={booking} />
      <Card className="p-5">
        <BookingTimeline
          steps={booking.timeline}
          technicianName={booking.technicianFirstName}
          headingLevel={2}
        />
      </Card>
      <WorkshopSection
        booking={booking}
        receipt={{ page: pathTo(pagePaths.trackReceipt, { token }), pdf: trackedPickupReceiptPdf(token) }}
        places={{ trackingToken: token }}
        bookReturn={(slot) => bookReturn.mutateAsync(slot)}
        isPending={bookReturn.isPending}
        onRefused={refetch}
        className="rounded-2xl border border-border bg-card p-5 shadow-sm"
      />
      <TrackedVisitCard booking={booking} />
      {booking.deviceCondition ? (
        <Card className="p-5">
          <DeviceConditionFacts condition={booking.deviceCondition} headingLevel="h2" />
        </Card>
      ) : null}
      <BookingPhotoList
        {...trackedPhotos(token)}
        status={booking.status}
        headingLevel="h2"
        className="rounded-2xl border border-border bg-card p-5 shadow-sm"
      />
      {active ? (
        <Card className="space-y-4 p-5">
          <RescheduleSection
            booking={booking}
            places={{ trackingToken: token }}
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
