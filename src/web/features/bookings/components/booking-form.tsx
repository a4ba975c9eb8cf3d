import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingTarget } from '../booking-form-values';
import { indiaDate } from '@shared/booking-time';
import { AVAILABILITY_MAX_DAYS } from '@shared/schemas/technician-schedule';
import { useAvailability } from '../availability';
import { useBookingForm } from '../use-booking-form';
import { useBookingSubmit } from '../use-booking-submit';
import { useProfilePrefill } from '../use-profile-prefill';
import type { useReferralCode } from '../use-referral-code';
import { useReferralFollowUp } from '../use-referral-follow-up';
import { AddressSection } from './address-section';
import { BookingUnavailable } from './booking-unavailable';
import { ContactSection } from './contact-section';
import { ReferralSection } from './referral-section';
import { UnlistedDeviceSection } from './unlisted-device-section';
import { VisitSection } from './visit-section';

interface BookingFormProps {
  target: BookingTarget;
  selectedIds: readonly number[];
  referral: ReturnType<typeof useReferralCode>;
  /** A problem with the chosen repairs (none chosen, or no longer offered), shown with them. */
  onIssuesError: (message: string) => void;
  /** Shown in 'Your device' after the brand and model of a device that is not listed: its repairs. */
  deviceExtra?: ReactNode;
}

/** 'Schedule Your Repair': every field of SPEC 5, checked with the same schema the server uses. */
export function BookingForm({ target, selectedIds, referral, onIssuesError, deviceExtra }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const form = useBookingForm(target, selectedIds);
  const [phone, pincode, preferredDate, preferredTime] = useWatch({
    control: form.control,
    name: ['phone', 'pincode', 'preferredDate', 'preferredTime'],
  });
  // The places left per window, once the pincode is whole: an enhancement the form works without.
  const availability = useAvailability({ pincode }, indiaDate(new Date()), AVAILABILITY_MAX_DAYS);
  const user = useProfilePrefill(form);
  useReferralFollowUp(referral, phone, user?.id);
  const referralInput = useRef<HTMLInputElement>(null);
  const verificationStep = useRef<HTMLDivElement>(null);
  const { submit, pending, unavailable, unavailableNotice, slotFull, clearSlotFull } = useBookingSubmit({
    form,
    target,
    selectedIds,
    referral,
    onIssuesError,
    referralInput,
    verificationStep,
    unservedPincode: availability.unserved,
    anyTimeFull: !preferredTime && Boolean(preferredDate) && availability.anyTimeFull(preferredDate),
  });

  return (
    <form id="booking-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      {target.kind === 'unlisted' ? (
        <UnlistedDeviceSection control={form.control} brands={target.brands} deviceExtra={deviceExtra} />
      ) : null}
      <ContactSection control={form.control} />
      <AddressSection form={form} />
      <VisitSection
        form={form}
        pincode={pincode}
        availability={availability}
        slotFull={slotFull}
        onSlotChosen={clearSlotFull}
      />
      <ReferralSection
        form={form}
        referral={referral}
        referralInput={referralInput}
        verificationStep={verificationStep}
      />
      {unavailable ? <BookingUnavailable ref={unavailableNotice} keepsDetails /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
