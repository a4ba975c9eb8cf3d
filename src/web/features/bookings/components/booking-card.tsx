import { CalendarDays, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import type { BookingView } from '@shared/contracts/bookings';
import { formatRupees } from '@shared/money';
import { useRepairWords } from '../../../lib/repair-words';
import { formatPreferredDate } from '../../../entities/booking/booking-format';
import { StatusBadge } from '../../../entities/booking/status-badge';
import { OnTheWayNote } from '../../../entities/booking/on-the-way-note';

/** One booking in a list; the whole card opens its details. */
export function BookingCard({ booking, onOpen }: { booking: BookingView; onOpen: () => void }) {
  const { t, i18n } = useTranslation('account');
  const inLanguage = useRepairWords();
  // The repairs in the language on screen; the stored line of names for a booking without them.
  const repairs =
    booking.selectedServicesDetails.map((service) => inLanguage(service).name).join(', ') ||
    booking.selectedIssuesText;
  const when = booking.preferredDate
    ? [
        formatPreferredDate(booking.preferredDate, i18n.language),
        booking.preferredTime && formatTimeWindow(booking.preferredTime, i18n.language),
      ]
        .filter(Boolean)
        .join(' · ')
    : t('bookings.card.noDate');
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="booking-card"
      className="flex h-full w-full flex-col gap-2 rounded-2xl border border-border bg-card p-5 text-left shadow-sm transition-colors hover:border-primary"
    >
      <span className="flex w-full flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-muted-foreground">{booking.bookingId}</span>
        <StatusBadge status={booking.status} />
      </span>
      <span className="block text-lg font-bold break-words">{booking.deviceModel}</span>
      {booking.status === 'pending' ? (
        <span className="block text-sm text-muted-foreground">{t('bookingStatusMeaning.pending')}</span>
      ) : null}
      <span className="block text-muted-foreground break-words">{repairs}</span>
      <OnTheWayNote onTheWay={booking.onTheWay} inButton />
      <span className="flex items-start gap-2">
        <CalendarDays className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
        {when}
      </span>
      <span className="mt-auto flex w-full items-center justify-between gap-2 pt-2">
        <span className="text-lg font-bold tabular-nums">{formatRupees(booking.totalPrice)}</span>
        <span className="inline-flex items-center gap-1 font-semibold text-primary">
          {t('bookings.card.viewDetails')}
          <ChevronRight className="size-5" aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}
