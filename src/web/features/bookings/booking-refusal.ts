import type { TFunction } from 'i18next';
import type { FreeWindow } from '@shared/api-error';
import type { ReferralInvalidReason } from '@shared/contracts/bookings';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, isErrorCode } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerErrors } from '../../lib/use-schema-form';
import type { BookingFormApi } from './use-booking-form';
import type { useReferralCode } from './use-referral-code';

const referralReasons: readonly ReferralInvalidReason[] = [
  'not_found',
  'phone_unverified',
  'own_code',
  'already_used',
  'not_first_booking',
];

/** The refusal reason the server gave for a referral code, if it is one we know. */
function referralReasonOf(reason: string | undefined): ReferralInvalidReason {
  return referralReasons.find((r) => r === reason) ?? 'not_found';
}

export interface BookingRefusalTargets {
  form: BookingFormApi;
  referral: ReturnType<typeof useReferralCode>;
  /** A problem with the chosen repairs (none chosen, or no longer offered), shown with them. */
  onIssuesError: (message: string) => void;
  /** The server is down for a moment: said beside the submit button. */
  onUnavailable: () => void;
  /** The first try may have gone through: the next one is a new booking. */
  onMayExist: () => void;
  /** SLOT_FULL: the window filled up; the nearest free windows are offered as quick choices. */
  onSlotFull: (alternatives: FreeWindow[]) => void;
  t: TFunction<'booking'>;
}

/**
 * Shows why the server refused a booking: each field's message under its field, the code's and the
 * repairs' beside them, and one summary toast (decision 016).
 */
export function showBookingRefusal(error: unknown, targets: BookingRefusalTargets): void {
  const { form, referral, onIssuesError, t } = targets;
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError?.code === 'SERVICE_UNAVAILABLE') {
    // Nothing was wrong with what was typed: it stays in the form. The same Idempotency-Key goes
    // with the next try, so a booking the server did take before it went down is not made twice.
    targets.onUnavailable();
    toast.error(t('failedTitle'), { id: 'booking' });
    return;
  }
  if (apiError?.code === 'BOOKING_MAY_EXIST' || apiError?.code === 'IDEMPOTENCY_KEY_REUSED') {
    // The first try may have gone through (with the details as they were then): say so, and let a
    // deliberate retry be a new booking.
    targets.onMayExist();
    toast.error(t('failedTitle'), { id: 'booking', description: apiErrorText(apiError), duration: 15_000 });
    return;
  }
  if (apiError?.code === 'SLOT_FULL') {
    // Said at the time field, with the nearest free windows beside it; everything typed stays.
    form.setError('preferredTime', { message: apiErrorText(apiError) }, { shouldFocus: true });
    targets.onSlotFull(apiError.alternatives ?? []);
    toast.error(t('failedTitle'), { id: 'booking', description: t('fixFields') });
    return;
  }
  const fields = apiError?.fields;
  if (fields) {
    // The form's own fields take their messages; the code and the repairs show theirs beside them.
    const elsewhere = applyServerErrors(form, error);
    if (elsewhere.referralCode) referral.markInvalid(referralReasonOf(apiError.reason));
    const chosenProblem = elsewhere.selectedIssues ?? elsewhere.deviceId;
    if (chosenProblem) onIssuesError(chosenProblem);
  }
  // One summary toast: the field messages themselves are shown beside their fields (decision 016).
  toast.error(t('failedTitle'), {
    id: 'booking',
    description:
      apiError &&
      isErrorCode(apiError, 'BOOKINGS_RATE_LIMITED', 'REFERRAL_REFUSALS_LIMITED', 'ORIGIN_REFUSED')
        ? apiErrorText(apiError)
        : fields
          ? t('fixFields')
          : t('failedText'),
  });
}
