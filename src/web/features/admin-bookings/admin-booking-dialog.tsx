import { useTranslation } from '../../lib/use-translation';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { BookingSummary } from '../../entities/booking/booking-summary';
import { DeviceConditionFacts } from '../../entities/booking/booking-summary';
import { BookingPhotoList } from '../../entities/booking/booking-photos';
import { BookingWorkshop } from './booking-workshop';
import { StatusBadge } from '../../entities/booking/status-badge';
import { adminBookingPhotos, useAdminBooking } from './api';
import { BookingActions } from './booking-actions';
import { BookingFacts } from './booking-facts';
import { BookingHistory } from './booking-history';
import { BookingLocation } from './booking-location';
import { BookingMoneySection } from './booking-money';
import { InvoiceLinks, invoicePdfUrl } from '../../entities/booking/invoice-links';

interface AdminBookingDialogProps {
  /** The booking to show; null when closed. */
  bookingId: string | null;
  onClose: () => void;
  /** Offered where a list of bookings sits beside a map: jump between them without a reload. */
  onShowInList?: (bookingId: string) => void;
  onShowOnMap?: (id: string) => void;
}

/** Everything about one booking for the desk: what the customer entered, its history and its actions. */
export function AdminBookingDialog({ bookingId, ...rest }: AdminBookingDialogProps) {
  if (!bookingId) return null;
  return <OpenDialog key={bookingId} id={bookingId} {...rest} />;
}

function OpenDialog({
  id,
  onClose,
  onShowInList,
  onShowOnMap,
}: Omit<AdminBookingDialogProps, 'bookingId'> & { id: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const detail = useAdminBooking(id);
  const booking = detail.data?.booking;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('details.title')}
      description={
        booking ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{booking.bookingId}</span>
            <StatusBadge status={booking.status} />
          </span>
        ) : undefined
      }
      closeLabel={t('common:close')}
    >
      {detail.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : detail.isError || !booking ? (
        <p role="alert" className="font-medium text-danger">
          {t('details.loadFailed')}
        </p>
      ) : (
        <BookingBody
          detail={detail.data}
          onClose={onClose}
          onShowInList={onShowInList}
          onShowOnMap={onShowOnMap}
        />
      )}
    </Dialog>
  );
}

function BookingBody({
  detail: { booking, events },
  onClose,
  onShowInList,
  onShowOnMap,
}: {
  detail: AdminBookingDetail;
  onClose: () => void;
  onShowInList?: ((bookingId: string) => void) | undefined;
  onShowOnMap?: ((id: string) => void) | undefined;
}) {
  return (
    <div className="space-y-6">
      <BookingFacts booking={booking} />
      <BookingLocation booking={booking} onShowOnMap={onShowOnMap} />
      <BookingSummary
        services={booking.selectedServicesDetails}
        referralDiscount={booking.referralDiscount}
        referralCode={booking.referralCode}
        totalPrice={booking.totalPrice}
        headingLevel="h3"
      />
      {booking.invoiceNumber ? <BookingInvoice id={booking.id} number={booking.invoiceNumber} /> : null}
      {booking.status === 'cancelled' && booking.payment === null ? null : (
        <BookingMoneySection id={booking.id} />
      )}
      {booking.deviceCondition ? <DeviceConditionFacts condition={booking.deviceCondition} /> : null}
      <BookingPhotoList {...adminBookingPhotos(booking.id)} status={booking.status} />
      <BookingWorkshop booking={booking} />
      <BookingActions booking={booking} onClose={onClose} onShowInList={onShowInList} />
      <BookingHistory events={events} />
    </div>
  );
}

/** The invoice issued with the completion (decision 062): its number and its PDF. */
function BookingInvoice({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="booking-invoice" className="space-y-2">
      <h3 id="booking-invoice" className="font-bold">
        {t('details.invoice', { number })}
      </h3>
      <InvoiceLinks number={number} pdfUrl={invoicePdfUrl.booking(id)} />
    </section>
  );
}
