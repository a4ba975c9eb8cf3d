import { formatPhone } from '@shared/format';
import { Phone, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isActiveBookingStatus } from '@shared/booking-status';
import type { BookingView } from '@shared/contracts/bookings';
import { href, pagePaths, pathTo } from '@shared/paths';
import { InvoiceLinks, invoicePdfUrl } from '../../../entities/booking/invoice-links';
import { ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import {
  bookingPhotos,
  ownPickupReceiptPdf,
  useBookReturnVisit,
  useBooking,
  useRescheduleBooking,
} from '../api';
import { formatMoment } from '../../../entities/booking/booking-format';
import { BookingSummary } from '../../../entities/booking/booking-summary';
import { BookingEstimateNote } from './booking-estimate-note';
import { BookingTimeline } from './booking-timeline';
import { CancelBookingSection } from './cancel-booking-section';
import type { Fact } from '../../../entities/booking/fact-list';
import { FactList } from '../../../entities/booking/fact-list';
import { DeviceConditionFacts } from '../../../entities/booking/booking-summary';
import { BookingPhotoList } from '../../../entities/booking/booking-photos';
import { RescheduleSection } from './reschedule-section';
import { RevisitNote, WorkshopSection } from './workshop-section';
import { StatusMeaning } from '../../../entities/booking/status-badge';
import { visitFacts } from './visit-facts';

interface BookingDetailsDialogProps {
  /** The booking to show, as the list had it; null when closed. */
  booking: BookingView | null;
  onClose: () => void;
}

/** A booking's full details, read fresh when opened, with the reschedule and cancel actions. */
export function BookingDetailsDialog({ booking, onClose }: BookingDetailsDialogProps) {
  if (!booking) return null;
  return <OpenDialog key={booking.id} listed={booking} onClose={onClose} />;
}

function OpenDialog({ listed, onClose }: { listed: BookingView; onClose: () => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const details = useBooking(listed.id);
  const move = useRescheduleBooking();
  const bookReturn = useBookReturnVisit();
  const statusRef = useRef<HTMLDivElement>(null);
  // The list's copy shows at once; the fresh one (status, technician, canCancel) replaces it.
  const booking = details.data?.booking ?? listed;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('bookings.details.title')}
      description={<span className="font-mono">{booking.bookingId}</span>}
      closeLabel={t('common:close')}
      footer={
        // A completed repair has its warranty card; other finished bookings have no actions.
        isActiveBookingStatus(booking.status) ? (
          <div className="space-y-4">
            {/* Whether it may be moved comes with the fresh details (it counts the moves made). */}
            {details.data ? (
              <RescheduleSection
                booking={booking}
                places={{ pincode: booking.pincode }}
                state={details.data}
                reschedule={(slot) => move.mutateAsync({ id: booking.id, slot })}
                isPending={move.isPending}
                onRefused={() => void details.refetch()}
              />
            ) : null}
            <CancelBookingSection
              booking={booking}
              onCancelled={() => statusRef.current?.focus()}
              onRefused={() => void details.refetch()}
            />
          </div>
        ) : booking.status === 'completed' ? (
          <CompletedLinks booking={booking} />
        ) : undefined
      }
    >
      {details.isError ? (
        <p role="alert" className="mb-3 rounded-lg bg-danger/10 p-3 font-medium text-danger">
          {t('bookings.details.loadFailed')}. {t('bookings.details.showingSaved')}
        </p>
      ) : null}
      {/* A new price or a repair to confirm waits for the customer: first, where they look. */}
      <BookingEstimateNote booking={booking} />
      <div ref={statusRef} tabIndex={-1} className="rounded-lg focus:outline-none">
        <FactList facts={bookingFacts(booking, t, i18n.language)} />
      </div>
      <RevisitNote revisitOf={booking.revisitOf} />
      <WorkshopSection
        booking={booking}
        receipt={{ pdf: ownPickupReceiptPdf(booking.id) }}
        places={{ pincode: booking.pincode }}
        bookReturn={(slot) => bookReturn.mutateAsync({ id: booking.id, slot })}
        isPending={bookReturn.isPending}
        onRefused={() => void details.refetch()}
        headingLevel="h3"
        className="mt-4"
      />
      {details.data ? (
        <BookingTimeline steps={details.data.timeline} technicianName={booking.technicianName} />
      ) : null}
      {booking.deviceCondition ? (
        <DeviceConditionFacts className="mt-4" condition={booking.deviceCondition} />
      ) : null}
      <BookingPhotoList {...bookingPhotos(booking.id)} status={booking.status} className="mt-4" />
      <BookingSummary
        className="mt-4"
        headingLevel="h3"
        services={booking.selectedServicesDetails}
        referralDiscount={booking.referralDiscount}
        referralCode={booking.referralCode}
        totalPrice={booking.totalPrice}
      />
    </Dialog>
  );
}

type Translate = ReturnType<typeof useTranslation<['account', 'common']>>['t'];

function bookingFacts(booking: BookingView, t: Translate, language: string): Fact[] {
  const facts: Fact[] = [
    // The booking id is the dialog's description, right under its title.
    { label: t('bookings.details.status'), value: <StatusMeaning status={booking.status} /> },
    ...visitFacts(booking, t, language),
    { label: t('bookings.details.technician'), value: <Technician booking={booking} /> },
  ];
  if (booking.problem) facts.push({ label: t('bookings.details.problem'), value: booking.problem });
  facts.push({ label: t('bookings.details.bookedOn'), value: formatMoment(booking.createdAt, language) });
  if (booking.cancelledAt)
    facts.push({
      label: t('bookings.details.cancelledOn'),
      value: formatMoment(booking.cancelledAt, language),
    });
  return facts;
}

/** A completed repair's papers: its warranty card and, when one was issued, its invoice. */
function CompletedLinks({ booking }: { booking: BookingView }) {
  return (
    <div className="flex flex-wrap gap-3">
      <WarrantyCardLink bookingId={booking.id} />
      {booking.invoiceNumber ? (
        <InvoiceLinks
          number={booking.invoiceNumber}
          pdfUrl={invoicePdfUrl.booking(booking.id)}
          pageUrl={href('invoice', { id: booking.id })}
        />
      ) : null}
    </div>
  );
}

function WarrantyCardLink({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('warranty');
  return (
    <ButtonLink to={pathTo(pagePaths.warrantyCard, { id: bookingId })} variant="outline">
      <ShieldCheck className="size-5" aria-hidden="true" />
      {t('viewCard')}
    </ButtonLink>
  );
}

function Technician({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('account');
  if (!booking.technicianName)
    return <span className="text-muted-foreground">{t('bookings.details.notAssigned')}</span>;
  return (
    <>
      {booking.technicianName}
      {booking.technicianPhone ? (
        <a
          href={`tel:${booking.technicianPhone}`}
          className="flex min-h-11 items-center gap-2 font-semibold text-primary underline"
        >
          <Phone className="size-4" aria-hidden="true" />
          {formatPhone(booking.technicianPhone)}
        </a>
      ) : null}
      {booking.startCode ? (
        // The proof of the visit: read out at the door, never earlier.
        <span className="mt-2 block rounded-lg bg-primary-soft p-3">
          <span className="block text-sm font-semibold">{t('bookings.details.startCode')}</span>
          <span className="block font-mono text-2xl font-extrabold tracking-[0.3em]" data-testid="start-code">
            {booking.startCode}
          </span>
          <span className="block text-sm">{t('bookings.details.startCodeHint')}</span>
        </span>
      ) : null}
    </>
  );
}
