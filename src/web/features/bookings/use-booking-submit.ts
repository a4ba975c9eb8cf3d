import type { FormEvent, RefObject } from 'react';
import type { TFunction } from 'i18next';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { targetFields } from './booking-form-values';
import type { BookingTarget } from './booking-form-values';
import type { BookingFormApi } from './use-booking-form';
import { useCreateBooking } from './use-create-booking';
import type { ReferralState, useReferralCode } from './use-referral-code';

type Referral = ReturnType<typeof useReferralCode>;

interface BookingSubmitOptions {
  form: BookingFormApi;
  target: BookingTarget;
  selectedIds: readonly number[];
  referral: Referral;
  onIssuesError: (message: string) => void;
  /** The referral code's box, focused when the code stops the booking. */
  referralInput: RefObject<HTMLInputElement | null>;
  /** The step that verifies the phone for the discount, focused when the code waits for it. */
  verificationStep: RefObject<HTMLDivElement | null>;
  /** Nobody serves the pincode typed (the availability said so): the booking is not sent. */
  unservedPincode: boolean;
  /**
   * "Any time" is chosen on a date whose first window, the one it holds, is full: the server would
   * refuse it (409 SLOT_FULL), so the booking is not sent and a time slot is asked for.
   */
  anyTimeFull: boolean;
}

/** The form's submit: the repairs first, then a typed code checked, then the booking sent. */
export function useBookingSubmit(options: BookingSubmitOptions) {
  const { form, target, selectedIds, referral, onIssuesError } = options;
  const { t } = useTranslation('booking');
  const created = useCreateBooking({ form, target, referral, onIssuesError });
  const { book, setUnavailable } = created;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    setUnavailable(false);
    created.setSlotFull(null);
    if (selectedIds.length === 0) {
      // Every field's problem shows too, but the repairs are what to fix first.
      void form.trigger();
      onIssuesError(t('noIssues'));
      return;
    }
    if (options.unservedPincode) {
      // The notice beside the visit says whom to call; the pincode is what to change.
      await form.trigger();
      form.setError('pincode', { message: t('windows.unservedField') }, { shouldFocus: true });
      toast.error(t('failedTitle'), { id: 'booking', description: t('windows.unservedField') });
      return;
    }
    if (options.anyTimeFull) {
      await form.trigger();
      form.setError('preferredTime', { message: t('windows.anyTimeFullField') }, { shouldFocus: true });
      toast.error(t('failedTitle'), { id: 'booking', description: t('windows.anyTimeFullField') });
      return;
    }
    const code = await referralCodeToSend(options, t);
    if (code === stop) return;
    const { brandId: _brandChoice, ...typed } = form.getValues();
    await form.handleSubmit(() =>
      // The server checks the values as typed, with the same schema.
      book.mutate({
        ...typed,
        ...targetFields(target, form.getValues()),
        selectedIssues: [...selectedIds],
        referralCode: code,
        phoneProof: code ? referral.proof?.proof : undefined,
      }),
    )();
  }

  return {
    submit,
    pending: book.isPending,
    unavailable: created.unavailable,
    unavailableNotice: created.unavailableNotice,
    slotFull: created.slotFull,
    clearSlotFull: () => created.setSlotFull(null),
  };
}

const stop = Symbol('stop');

/** A refusal stands until the code is changed; an unchecked code, or one not checked in time, is not settled. */
function isSettled(state: ReferralState): boolean {
  return (
    state.status === 'valid' ||
    state.status === 'needs_phone' ||
    (state.status === 'invalid' && state.reason !== 'check_failed')
  );
}

/**
 * The referral code that goes with the booking. A typed code that was never applied is checked now,
 * so nobody loses the discount by mistake; one that cannot apply stops the booking, said where it is.
 */
async function referralCodeToSend(
  { form, referral, referralInput, verificationStep }: BookingSubmitOptions,
  t: TFunction<'booking'>,
): Promise<string | undefined | typeof stop> {
  if (!referral.code.trim()) return undefined;
  // Asking again as a guest would only re-check that a refused code exists.
  const state = isSettled(referral.state) ? referral.state : await referral.check(referral.code);
  if (state.status === 'valid') return state.code;
  if (state.status === 'needs_phone') {
    // The discount waits for the phone: the step that verifies it says so, where it is.
    void form.trigger();
    verificationStep.current?.focus();
    return stop;
  }
  if (state.status === 'invalid') {
    // The reason is shown under the code.
    toast.error(state.reason === 'check_failed' ? t('loadFailedTitle') : t('referral.invalidTitle'), {
      id: 'referral',
    });
  }
  void form.trigger();
  referralInput.current?.focus();
  return stop;
}
