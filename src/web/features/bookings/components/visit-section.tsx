import { useWatch } from 'react-hook-form';
import { PROBLEM_MAX } from '@shared/schemas/booking';
import { FormTextArea } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { fillAsTyped } from '../use-booking-form';
import type { BookingFormApi } from '../use-booking-form';
import { FormSection } from './form-section';
import { VisitSlotFields } from './visit-slot-fields';

/** The visit: what is wrong, in the customer's words, and when suits them. */
export function VisitSection({ form }: { form: BookingFormApi }) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const [preferredDate, preferredTime] = useWatch({ control, name: ['preferredDate', 'preferredTime'] });
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
      <VisitSlotFields
        control={control}
        date={preferredDate}
        time={preferredTime}
        onPickSlot={(date, window) => {
          fillAsTyped(form, 'preferredDate', date);
          fillAsTyped(form, 'preferredTime', window);
        }}
      />
    </FormSection>
  );
}
