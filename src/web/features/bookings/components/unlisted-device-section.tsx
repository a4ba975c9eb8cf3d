import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormField, FormSelect } from '../../../components/ui/form-fields';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingFormValues } from '../booking-form-values';
import { FormSection } from './form-section';

interface UnlistedDeviceSectionProps {
  control: Control<BookingFormValues, unknown, unknown>;
  brands: readonly { id: number; name: string }[];
  /** Shown after the brand and model: the repairs of a device that is not listed. */
  deviceExtra?: ReactNode;
}

/** 'Your device' for a device that is not listed: its brand (or Other) and model, typed here. */
export function UnlistedDeviceSection({ control, brands, deviceExtra }: UnlistedDeviceSectionProps) {
  const { t } = useTranslation('booking');
  return (
    <FormSection title={t('sections.unlistedDevice')}>
      <FormSelect control={control} name="brandId" label={t('fields.brand')}>
        <option value="">{t('fields.chooseBrand')}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={String(brand.id)}>
            {brand.name}
          </option>
        ))}
        <option value="other">{t('fields.otherBrand')}</option>
      </FormSelect>
      <FormField
        control={control}
        name="deviceModel"
        label={t('fields.unlistedModel')}
        hint={t('fields.unlistedModelHint')}
        maxLength={150}
      />
      {deviceExtra ? <div className="sm:col-span-2">{deviceExtra}</div> : null}
    </FormSection>
  );
}
