import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { FreeWindow } from '@shared/api-error';
import type { RescheduleData } from '@shared/schemas/reschedule';
import { formatVisitSlot } from '../../entities/booking/booking-format';
import { ApiError } from '../../lib/api-client';
import { failureText } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { applyServerErrors } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import type { RescheduleForm } from './use-reschedule-form';

interface RescheduleSubmitOptions {
  reschedule: (slot: RescheduleData) => Promise<unknown>;
  onClose: () => void;
  onRefused: () => void;
  /** SLOT_FULL: the window filled up meanwhile; the places are asked again. */
  onSlotFull: () => void;
  /** The toast's title when the slot is taken, for another visit than the booking's own. */
  successTitle?: string | undefined;
}

/**
 * Sends the new slot. Field messages go beside their fields; a rule's refusal (`refusal`) is said in
 * the dialog, above them. `slotsRef`: the slots' fieldset, which takes the keyboard when they need fixing.
 */
export function useRescheduleSubmit(
  form: RescheduleForm,
  { reschedule, onClose, onRefused, onSlotFull, successTitle }: RescheduleSubmitOptions,
) {
  const { t, i18n } = useTranslation('account');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** SLOT_FULL: the nearest free windows the server offered instead. */
  const [alternatives, setAlternatives] = useState<FreeWindow[] | null>(null);
  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The refusal sits above the fields: bring it into view wherever the dialog was scrolled to.
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  /** Takes the keyboard to the slots when they need fixing (the form cannot focus a radio group). */
  const focusSlots = () => {
    const radios = [...(slotsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    const target = radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled);
    target?.focus();
    slotsRef.current?.scrollIntoView({ block: 'nearest' });
  };

  // Built in the submit handler: its callbacks reach the slots' element.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (slot) => {
        setRefusal(null);
        setAlternatives(null);
        try {
          await reschedule(slot);
          toast.success(successTitle ?? t('bookings.reschedule.success'), {
            id: 'booking-reschedule',
            description: t('bookings.reschedule.successText', {
              slot: formatVisitSlot(slot.preferredDate, slot.preferredTime, i18n.language),
            }),
          });
          onClose();
        } catch (error) {
          if (error instanceof ApiError && error.code === 'SLOT_FULL') {
            // Said at the slots, with the nearest free windows as quick choices.
            form.setError('preferredTime', { message: failureText(error, t('bookings.reschedule.failed')) });
            setAlternatives(error.alternatives ?? []);
            onSlotFull();
            focusSlots();
            return;
          }
          const elsewhere = applyServerErrors(form, error);
          const fieldsShown =
            error instanceof ApiError && error.fields && Object.keys(elsewhere).length === 0;
          if (error instanceof ApiError && error.fields?.preferredTime && !error.fields.preferredDate)
            focusSlots();
          if (!fieldsShown) setRefusal(failureText(error, t('bookings.reschedule.failed')));
          if (error instanceof ApiError && error.status === 409) onRefused();
        }
      },
      (errors) => {
        if (errors.preferredTime && !errors.preferredDate) focusSlots();
      },
    )(event);

  return {
    submit,
    refusal,
    refusalRef,
    slotsRef,
    alternatives,
    clearAlternatives: () => setAlternatives(null),
  };
}
