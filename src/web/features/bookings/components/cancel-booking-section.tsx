import { formatPhone } from '@shared/format';
import { Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingView } from '@shared/contracts/bookings';
import { CANCELLATION_NOTICE_HOURS } from '@shared/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/use-site-config';
import { useCancelBooking } from '../api';
import { failureText, isErrorCode } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';

interface CancelBookingSectionProps {
  booking: Pick<BookingView, 'canCancel' | 'deviceModel'> & { id?: string };
  /** How to cancel: the signed-in customer's API unless given (a tracking link has its own). */
  cancelBooking?: { run(): Promise<unknown>; isPending: boolean };
  /** After a cancellation, so the dialog can move focus to the new status. */
  onCancelled: () => void;
  /** After a refusal, so the details are read again (the 2-hour notice may have passed meanwhile). */
  onRefused: () => void;
  /** 3 inside the details dialog; 2 on a page of its own (the tracking page). */
  headingLevel?: 2 | 3;
}

/**
 * The dialog's footer for an active booking: 'Cancel Booking' with a confirm step while it may still be
 * cancelled; once inside the 2-hour notice, the rule and a call to support instead.
 */
export function CancelBookingSection({
  booking,
  cancelBooking,
  onCancelled,
  onRefused,
  headingLevel = 3,
}: CancelBookingSectionProps) {
  const { t } = useTranslation('account');
  const own = useCancelBooking();
  const cancel = cancelBooking ?? { run: () => own.mutateAsync(booking.id ?? ''), isPending: own.isPending };
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Keyboard focus follows the step: to the safe choice when asked, back to the button when not.
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) startRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!booking.canCancel) return <TooLateNotice />;

  async function confirmCancel() {
    // Awaited rather than per-call callbacks: this footer unmounts as soon as the status changes,
    // and the toast and focus move must still happen.
    try {
      await cancel.run();
      toast.success(t('bookings.cancel.success'), {
        id: 'booking-cancel',
        description: t('bookings.cancel.successText'),
      });
      onCancelled();
    } catch (error) {
      // A rule that refused it (the 2-hour notice, a status) says why; anything else the spec's message.
      const tooLate = isErrorCode(
        error,
        'CANCEL_TOO_LATE',
        'BOOKING_ALREADY_CANCELLED',
        'BOOKING_COMPLETED',
        'BOOKING_IN_PROGRESS',
      );
      toast.error(failureText(error, t('bookings.cancel.failed')), { id: 'booking-cancel' });
      setConfirming(false);
      if (tooLate) onRefused();
    }
  }

  if (!confirming)
    return (
      // Plain buttons where focus is moved: the shared Button does not take a ref.
      <button
        ref={startRef}
        type="button"
        className={buttonClasses('danger', 'md', 'w-full')}
        onClick={() => setConfirming(true)}
      >
        {t('bookings.cancel.action')}
      </button>
    );
  return (
    <ConfirmCancelStep
      headingLevel={headingLevel}
      deviceModel={booking.deviceModel}
      pending={cancel.isPending}
      keepRef={keepRef}
      onConfirm={() => void confirmCancel()}
      onKeep={() => setConfirming(false)}
    />
  );
}

interface ConfirmCancelStepProps {
  headingLevel: 2 | 3;
  deviceModel: string;
  pending: boolean;
  /** 'Keep Booking', the safe choice, which takes the focus when the step opens. */
  keepRef: Ref<HTMLButtonElement>;
  onConfirm: () => void;
  onKeep: () => void;
}

/** 'Cancel this booking?': the cancellation confirmed, or the booking kept. */
function ConfirmCancelStep({
  headingLevel,
  deviceModel,
  pending,
  keepRef,
  onConfirm,
  onKeep,
}: ConfirmCancelStepProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('account');
  return (
    <div role="group" aria-labelledby="cancel-booking-title" className="space-y-3">
      <Heading id="cancel-booking-title" className="text-lg font-bold">
        {t('bookings.cancel.confirmTitle')}
      </Heading>
      <p className="text-muted-foreground">{t('bookings.cancel.confirmText', { device: deviceModel })}</p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button variant="danger" className="flex-1" disabled={pending} onClick={onConfirm}>
          {pending ? t('bookings.cancel.cancelling') : t('bookings.cancel.confirm')}
        </Button>
        <button
          ref={keepRef}
          type="button"
          className={buttonClasses('outline', 'md', 'flex-1')}
          disabled={pending}
          onClick={onKeep}
        >
          {t('bookings.cancel.keep')}
        </button>
      </div>
    </div>
  );
}

function TooLateNotice() {
  const { t } = useTranslation('account');
  const site = useSiteConfig();
  return (
    <div className="space-y-3">
      <p>{t('bookings.cancel.tooLate', { hours: CANCELLATION_NOTICE_HOURS })}</p>
      {site ? (
        <a href={`tel:${site.supportPhone}`} className={buttonClasses('outline', 'md', 'w-full')}>
          <Phone className="size-5" aria-hidden="true" />
          {t('bookings.cancel.callSupport')} ({formatPhone(site.supportPhone)})
        </a>
      ) : null}
    </div>
  );
}
