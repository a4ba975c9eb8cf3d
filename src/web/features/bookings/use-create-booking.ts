import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees } from '@shared/money';
import type { FreeWindow } from '@shared/api-error';
import type { BookingInput } from '@shared/schemas/booking';
import { toast } from '../../lib/toast';
import { scrollBehavior } from '../../lib/motion';
import { useTranslation } from '../../lib/use-translation';
import { createBooking, rememberLastBooking } from './api';
import { initialBookingForm, makeIdempotencyKey } from './booking-form-values';
import type { BookingTarget } from './booking-form-values';
import { showBookingRefusal } from './booking-refusal';
import { storeReferralCode } from './referral-storage';
import type { BookingFormApi } from './use-booking-form';
import type { useReferralCode } from './use-referral-code';
import { useRefreshAvailability } from './availability';

interface CreateBookingOptions {
  form: BookingFormApi;
  target: BookingTarget;
  referral: ReturnType<typeof useReferralCode>;
  onIssuesError: (message: string) => void;
}

/**
 * Sends the booking with one Idempotency-Key per attempt; once booked, the form is emptied and the
 * confirmation shown. `unavailable`: the server was down for a moment (said beside the submit).
 */
export function useCreateBooking({ form, target, referral, onIssuesError }: CreateBookingOptions) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const idempotencyKey = useRef(makeIdempotencyKey());
  const [unavailable, setUnavailable] = useState(false);
  /** SLOT_FULL: the window chosen filled up; the nearest free windows the server offered instead. */
  const [slotFull, setSlotFull] = useState<FreeWindow[] | null>(null);
  const refreshAvailability = useRefreshAvailability();
  const unavailableNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unavailable)
      unavailableNotice.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [unavailable]);

  const book = useMutation({
    mutationFn: (body: BookingInput) => createBooking(body, idempotencyKey.current),
    onSuccess: ({ booking }) => {
      rememberLastBooking(booking);
      storeReferralCode('');
      toast.dismiss();
      toast.success(t('successTitle'), {
        id: 'booking',
        explainsNavigation: true,
        description:
          booking.referralDiscount > 0
            ? t('successSaved', {
                bookingId: booking.bookingId,
                discount: formatRupees(booking.referralDiscount),
              })
            : t('successText', { bookingId: booking.bookingId }),
      });
      form.reset(initialBookingForm(target));
      referral.setCode('');
      idempotencyKey.current = makeIdempotencyKey();
      void navigate('/booking-confirmation');
    },
    onError: (error) =>
      showBookingRefusal(error, {
        form,
        referral,
        onIssuesError,
        t,
        onUnavailable: () => setUnavailable(true),
        onMayExist: () => (idempotencyKey.current = makeIdempotencyKey()),
        onSlotFull: (alternatives) => {
          // Nothing was booked: the next try, in another window, is a new request.
          idempotencyKey.current = makeIdempotencyKey();
          setSlotFull(alternatives);
          refreshAvailability();
        },
      }),
  });

  return { book, unavailable, setUnavailable, unavailableNotice, slotFull, setSlotFull };
}
