import { ShieldCheck } from 'lucide-react';
import { formatTimeWindow } from '@shared/booking-time';
import type { TrackedBooking } from '@shared/contracts/tracking';
import { pagePaths, pathTo } from '@shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPreferredDate } from '../../../entities/booking/booking-format';
import { BookingSummary } from '../../../entities/booking/booking-summary';
import { FactList } from '../../../entities/booking/fact-list';
import { StatusBadge } from '../../../entities/booking/status-badge';
import type { LiveState } from '../../../lib/use-live-updates';
import { useTranslation } from '../../../lib/use-translation';
import { InvoiceLinks, invoicePdfUrl } from '../../../entities/booking/invoice-links';

/** The booking's status, whether the page follows it live, and whose booking it is. */
export function TrackedBookingHeading({ booking, live }: { booking: TrackedBooking; live: LiveState }) {
  const { t } = useTranslation(['tracking', 'account']);
  return (
    <>
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
    </>
  );
}

/** The repair's warranty, with the link to its card, and its invoice when one was issued. */
export function WarrantyOffer({ token, invoiceNumber }: { token: string; invoiceNumber: string | null }) {
  const { t } = useTranslation(['tracking', 'account']);
  return (
    <Card className="space-y-3 p-5">
      <p className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="size-6 text-success" aria-hidden="true" />
        {t('warrantyTitle')}
      </p>
      <p>{t('warrantyText')}</p>
      <ButtonLink to={pathTo(pagePaths.trackWarranty, { token })}>{t('warrantyAction')}</ButtonLink>
      {invoiceNumber ? (
        <InvoiceLinks
          number={invoiceNumber}
          pdfUrl={invoicePdfUrl.tracked(token)}
          pageUrl={pathTo(pagePaths.trackInvoice, { token })}
        />
      ) : null}
    </Card>
  );
}

/** The device, the visit and the services with their total. */
export function TrackedVisitCard({ booking }: { booking: TrackedBooking }) {
  const { t, i18n } = useTranslation(['tracking', 'account']);
  return (
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
  );
}
