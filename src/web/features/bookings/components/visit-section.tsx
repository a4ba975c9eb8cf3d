import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { FreeWindow } from '@shared/api-error';
import type { PreferredTimeWindow } from '@shared/booking-time';
import type { WindowAvailability } from '../availability';
import { PROBLEM_MAX } from '@shared/schemas/booking';
import { FormTextArea } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { fillAsTyped } from '../use-booking-form';
import type { BookingFormApi } from '../use-booking-form';
import { FormSection } from './form-section';
import { UnservedPincode } from './window-choices';
import { VisitSlotFields } from './visit-slot-fields';

interface VisitSectionProps {
  form: BookingFormApi;
  pincode: string;
  /** The places left per window for the pincode (nothing known: every window offered). */
  availability: WindowAvailability;
  /** The server said the window chosen is full: the nearest free windows it offered. */
  slotFull: FreeWindow[] | null;
  onSlotChosen: () => void;
}

/** The visit: what is wrong, in the customer's words, and when suits them. */
export function VisitSection({ form, pincode, availability, slotFull, onSlotChosen }: VisitSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const [preferredDate, preferredTime] = useWatch({ control, name: ['preferredDate', 'preferredTime'] });
  const chosenFull =
    preferredTime !== '' && availability.isFull(preferredDate, preferredTime as PreferredTimeWindow);
  useEffect(() => {
    // A window chosen before its places were known (or on another date) is full: choose again.
    if (chosenFull && !slotFull) fillAsTyped(form, 'preferredTime', '');
  }, [chosenFull, slotFull, form]);
  const pickSlot = (date: string, window: PreferredTimeWindow) => {
    fillAsTyped(form, 'preferredDate', date);
    fillAsTyped(form, 'preferredTime', window);
    form.clearErrors('preferredTime');
    onSlotChosen();
  };
  return (
    <FormSection title={t('sections.visit')}>
      <FormTextArea
        control={control}
        name="problem"
        label={t('fields.problem')}
        rows={3}
        maxLength={PROBLEM_MAX}
        placeholder={t('fields.problemPlaceholder')}
        className="sm:col-span-2"
      />
      {availability.unserved ? <UnservedPincode pincode={pincode} /> : null}
      <VisitSlotFields
        control={control}
        date={preferredDate}
        time={preferredTime}
        availability={availability}
        slotFull={slotFull}
        onPickSlot={pickSlot}
      />
    </FormSection>
  );
}
