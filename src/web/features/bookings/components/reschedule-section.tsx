import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingView, RescheduleState } from '@shared/contracts/bookings';
import { CANCELLATION_NOTICE_HOURS, RESCHEDULE_MAX_MOVES } from '@shared/constants';
import type { RescheduleData } from '@shared/schemas/reschedule';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../entities/booking/booking-format';
import type { PlacesOf } from '../availability';
import { RescheduleDialog } from './reschedule-dialog';

interface RescheduleSectionProps {
  booking: Pick<
    BookingView,
    'bookingId' | 'preferredDate' | 'preferredTime' | 'canCancel' | 'cancellableUntil'
  >;
  /**
   * Whose places the dialog shows: the customer's own booking's pincode, or the tracking link's
   * booking (the link does not know its pincode; decision 052).
   */
  places: PlacesOf;
  state: RescheduleState;
  /** Moves the visit: the signed-in customer's API or the tracking link's. */
  reschedule: (slot: RescheduleData) => Promise<unknown>;
  isPending: boolean;
  /** After a refusal by a rule, so the booking is read again. */
  onRefused: () => void;
}

/**
 * 'Reschedule Visit' beside the cancel action, while the visit may still be moved (the same 2 hours'
 * notice as cancelling, and moves left), with the deadline; once the moves are used up, a call.
 */
export function RescheduleSection({
  booking,
  places,
  state,
  reschedule,
  isPending,
  onRefused,
}: RescheduleSectionProps) {
  const { t, i18n } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // Kept open while the booking changes underneath (a live update): the server's answer then says why.
  const dialog = open ? (
    <RescheduleDialog
      booking={booking}
      places={places}
      reschedule={reschedule}
      isPending={isPending}
      onClose={() => setOpen(false)}
      onRefused={onRefused}
    />
  ) : null;
  // Inside the notice the cancel section already says to call; only the used-up moves need words.
  const limitReached = !state.canReschedule && booking.canCancel && state.reschedulesLeft === 0;
  // One shape whatever is shown, so that the open dialog stays where it is (and keeps what was typed).
  return (
    <div className={cn('space-y-2', !state.canReschedule && !limitReached && 'hidden')}>
      {state.canReschedule ? (
        <>
          <button
            type="button"
            className={buttonClasses('outline', 'md', 'w-full')}
            onClick={() => setOpen(true)}
          >
            <CalendarClock className="size-5" aria-hidden="true" />
            {booking.preferredDate ? t('bookings.reschedule.action') : t('bookings.reschedule.actionNoDate')}
          </button>
          <p className="text-sm text-muted-foreground">
            {booking.cancellableUntil
              ? t('bookings.reschedule.until', {
                  deadline: formatMoment(booking.cancellableUntil, i18n.language),
                })
              : t('bookings.reschedule.untilNoDate', { hours: CANCELLATION_NOTICE_HOURS })}{' '}
            {t('bookings.reschedule.movesLeft', { count: state.reschedulesLeft })}
          </p>
        </>
      ) : limitReached ? (
        <p className="text-muted-foreground">
          {t('bookings.reschedule.limitReached', { max: RESCHEDULE_MAX_MOVES })}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
