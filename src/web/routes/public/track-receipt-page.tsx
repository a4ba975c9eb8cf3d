import { ArrowLeft, Download } from 'lucide-react';
import { useParams } from 'react-router';
import type { WorkshopView } from '@shared/contracts/door';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { pagePaths, pathTo } from '@shared/paths';
import { PageMeta } from '../../app/page-meta';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { Spinner } from '../../components/ui/spinner';
import { formatIndianDate, formatMoment } from '../../entities/booking/booking-format';
import { DeviceConditionFacts } from '../../entities/booking/booking-summary';
import { FactList } from '../../entities/booking/fact-list';
import { trackedPickupReceiptPdf, useTrackedBooking } from '../../features/tracking/api';
import { TrackFailed } from '../../features/tracking/components/track-failed';
import { useBookingLanguage } from '../../features/tracking/use-booking-language';
import '../../entities/booking/printed-document.css';
import { useTranslation } from '../../lib/use-translation';

/**
 * /track/{token}/receipt: the pickup receipt of a device taken to the workshop (decision 059), in the
 * booking's language, to read, print or save; the PDF says the same with English labels.
 */
export default function TrackReceiptPage() {
  const { t } = useTranslation(['account', 'tracking', 'common']);
  const token = useParams().token ?? '';
  const tracked = useTrackedBooking(token);
  useBookingLanguage(tracked.data?.booking.language);
  const booking = tracked.data?.booking;
  const workshop = booking?.workshop;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <PageMeta title={t('workshop.receiptTitle')} />
      <meta name="robots" content="noindex" />
      <Link
        to={pathTo(pagePaths.track, { token })}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary print:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        {t('workshop.back')}
      </Link>
      {tracked.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : !booking ? (
        <TrackFailed error={tracked.error} onRetry={() => void tracked.refetch()} />
      ) : !workshop ? (
        <Card className="p-8 text-center">
          <h1 className="text-2xl font-bold">{t('workshop.receiptTitle')}</h1>
          <p role="alert" className="mt-3 text-lg">
            {t('workshop.notFound')}
          </p>
        </Card>
      ) : (
        <>
          <ReceiptCard booking={booking} workshop={workshop} />
          <div className="mt-6 flex flex-wrap gap-3 print:hidden">
            <Button onClick={() => window.print()}>{t('workshop.print')}</Button>
            <a href={trackedPickupReceiptPdf(token)} download className={buttonClasses('outline', 'md')}>
              <Download className="size-5" aria-hidden="true" />
              {t('workshop.receiptPdf')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

/** The receipt itself: what was taken, from whom, by whom, until when, and the device's condition. */
function ReceiptCard({ booking, workshop }: { booking: TrackedBooking; workshop: WorkshopView }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  return (
    <article
      aria-labelledby="receipt-title"
      className="warranty-card overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="h-2 bg-primary" aria-hidden="true" />
      <div className="space-y-4 p-5 sm:p-8">
        <div>
          <p className="font-bold text-primary">{t('common:appName')}</p>
          <h1 id="receipt-title" className="text-3xl font-extrabold">
            {t('workshop.receiptTitle')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('workshop.receiptIntro')}</p>
        </div>
        <FactList
          facts={[
            { label: t('workshop.bookingId'), value: booking.bookingId },
            { label: t('workshop.customer'), value: booking.customerFirstName },
            { label: t('workshop.device'), value: booking.deviceModel },
            // The IMEI's last digits are in the condition below; without one, nobody read them.
            ...(booking.deviceCondition
              ? []
              : [{ label: t('deviceCondition.imei'), value: t('deviceCondition.imeiUnread') }]),
            {
              label: t('workshop.accessories'),
              value: workshop.accessories || t('workshop.deviceAlone'),
            },
            {
              label: t('workshop.taken'),
              value: t('workshop.takenBy', {
                time: formatMoment(workshop.takenAt, i18n.language),
                name: workshop.takenBy,
              }),
            },
            {
              label: t('workshop.expected'),
              value: formatIndianDate(workshop.expectedReturnDate, i18n.language),
            },
          ]}
        />
        {booking.deviceCondition ? (
          <DeviceConditionFacts condition={booking.deviceCondition} headingLevel="h2" />
        ) : (
          <p className="text-muted-foreground">{t('workshop.noCondition')}</p>
        )}
      </div>
    </article>
  );
}
