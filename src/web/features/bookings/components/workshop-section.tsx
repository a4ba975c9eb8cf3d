import { CalendarClock, ChevronRight, Download, Warehouse } from 'lucide-react';
import { useId, useState } from 'react';
import { isWorkshopStatus } from '@shared/booking-status';
import type { BookingStatus } from '@shared/booking-status';
import type { RevisitOfView, WorkshopView } from '@shared/contracts/door';
import type { RescheduleData } from '@shared/schemas/reschedule';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { FactList } from '../../../entities/booking/fact-list';
import { formatIndianDate, formatMoment, formatVisitSlot } from '../../../entities/booking/booking-format';
import { StatusBadge } from '../../../entities/booking/status-badge';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import type { PlacesOf } from '../availability';
import { RescheduleDialog } from './reschedule-dialog';

interface WorkshopSectionProps {
  booking: { bookingId: string; status: BookingStatus; workshop: WorkshopView | null };
  /** The receipt: its printable page (on the tracking link) and its PDF. */
  receipt: { page?: string; pdf: string };
  /** Whose places the return window's dialog shows. */
  places: PlacesOf;
  /** Books the return visit in the slot picked: the signed-in customer's API or the tracking link's. */
  bookReturn: (slot: RescheduleData) => Promise<unknown>;
  isPending: boolean;
  onRefused: () => void;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The device at the workshop (decision 059), for its customer: what the pickup receipt says, where to
 * read it, and once the device is ready, the window of the visit that brings it back.
 */
export function WorkshopSection({
  booking,
  receipt,
  headingLevel = 'h2',
  className,
  ...ret
}: WorkshopSectionProps) {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const { workshop, status } = booking;
  if (!workshop) return null;
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('space-y-3', className)}
      data-testid="workshop-section"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Warehouse className="size-6 text-primary" aria-hidden="true" />
        {t('workshop.title')}
      </Heading>
      {isWorkshopStatus(status) ? <p>{t(`bookingStatusMeaning.${status}`)}</p> : null}
      <FactList
        facts={[
          {
            label: t('workshop.taken'),
            value: t('workshop.takenBy', {
              time: formatMoment(workshop.takenAt, i18n.language),
              name: workshop.takenBy,
            }),
          },
          { label: t('workshop.accessories'), value: workshop.accessories || t('workshop.deviceAlone') },
          {
            label: t('workshop.expected'),
            value: formatIndianDate(workshop.expectedReturnDate, i18n.language),
          },
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        {receipt.page ? (
          <ButtonLink variant="outline" to={receipt.page}>
            <ChevronRight className="size-5" aria-hidden="true" />
            {t('workshop.receipt')}
          </ButtonLink>
        ) : null}
        <a href={receipt.pdf} download className={buttonClasses('outline', 'md')}>
          <Download className="size-5" aria-hidden="true" />
          {t('workshop.receiptPdf')}
        </a>
      </div>
      <ReturnVisit booking={booking} {...ret} />
    </section>
  );
}

/** Once the device is ready: the return visit booked, or the window to pick for it. */
function ReturnVisit({
  booking,
  ...ret
}: Pick<WorkshopSectionProps, 'booking' | 'places' | 'bookReturn' | 'isPending' | 'onRefused'>) {
  const { t, i18n } = useTranslation('account');
  const [picking, setPicking] = useState(false);
  const returnVisit = booking.workshop?.returnVisit;
  const status = booking.status;
  return (
    <>
      {returnVisit ? (
        <p className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft p-3 font-semibold">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          {t('workshop.returnBooked', {
            slot: returnVisit.preferredDate
              ? formatVisitSlot(returnVisit.preferredDate, returnVisit.preferredTime, i18n.language)
              : t('bookings.reschedule.noCurrent'),
            id: returnVisit.bookingId,
          })}
          <StatusBadge status={returnVisit.status} />
        </p>
      ) : status === 'ready_for_return' ? (
        <button
          type="button"
          className={buttonClasses('primary', 'lg', 'w-full')}
          onClick={() => setPicking(true)}
        >
          <CalendarClock className="size-5" aria-hidden="true" />
          {t('workshop.pickReturn')}
        </button>
      ) : null}
      {picking ? (
        <RescheduleDialog
          booking={{ bookingId: booking.bookingId, preferredDate: null, preferredTime: null }}
          places={ret.places}
          reschedule={ret.bookReturn}
          isPending={ret.isPending}
          onClose={() => setPicking(false)}
          onRefused={ret.onRefused}
          wording={{
            title: t('workshop.pickTitle'),
            keep: t('workshop.pickLater'),
            confirm: t('workshop.pickConfirm'),
            moving: t('workshop.picking'),
            success: t('workshop.picked'),
          }}
        />
      ) : null}
    </>
  );
}

/** A linked visit says which booking it follows up (decision 059). */
export function RevisitNote({ revisitOf }: { revisitOf: RevisitOfView | null }) {
  const { t } = useTranslation('account');
  if (!revisitOf) return null;
  return (
    <p className="mt-3 rounded-lg bg-primary-soft p-3 font-medium">
      {t(`workshop.revisitOf.${revisitOf.kind}`, { id: revisitOf.bookingId })}
    </p>
  );
}
