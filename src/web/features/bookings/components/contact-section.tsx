import type { Control } from 'react-hook-form';
import { FormField, FormPhoneField } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingFormValues } from '../booking-form-values';
import { FormSection } from './form-section';

/** Who books: name, e-mail and the phone the visit is agreed on. */
export function ContactSection({ control }: { control: Control<BookingFormValues, unknown, unknown> }) {
  const { t } = useTranslation('booking');
  return (
    <FormSection title={t('sections.contact')}>
      <FormField control={control} name="name" label={t('fields.name')} autoComplete="name" maxLength={100} />
      <FormField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <FormPhoneField
        control={control}
        name="phone"
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
