import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingFormApi } from '../use-booking-form';
import { useMapAddress } from '../use-map-address';
import { FormSection } from './form-section';
import { MapSuggestion } from './map-suggestion';

// Leaflet and the map's code load only when the form shows the map.
// The map waits for its words in the language on screen rather than showing English first.
const MapPicker = lazy(async () => {
  const [picker, texts] = await Promise.all([
    import('../map-picker/map-picker'),
    import('../map-picker/map-picker-strings'),
  ]);
  await texts.mapPickerTextsLoaded;
  return picker;
});

/** Where the visit is: a point on the map, and the address typed (or filled from the map). */
export function AddressSection({ form }: { form: BookingFormApi }) {
  const { t } = useTranslation('booking');
  const { control } = form;
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const map = useMapAddress(form);
  return (
    <FormSection title={t('sections.address')}>
      <div className="sm:col-span-2">
        <h3 className="mb-2 font-semibold">{t('map.title')}</h3>
        <Suspense
          fallback={
            <div className="flex h-[300px] items-center justify-center rounded-lg border-2 border-border bg-muted">
              <Spinner label={t('map.loading')} />
            </div>
          }
        >
          <MapPicker value={lat !== null && lng !== null ? { lat, lng } : null} onPick={map.pickLocation} />
        </Suspense>
        {map.suggestion ? (
          <MapSuggestion found={map.suggestion} onUse={map.applySuggestion} onKeep={map.keepTyped} />
        ) : null}
      </div>
      <FormField
        control={control}
        name="address"
        label={t('fields.address')}
        // One line: `street-address` is for a multi-line box only.
        autoComplete="address-line1"
        maxLength={300}
        hint={t('fields.addressHint')}
        className="sm:col-span-2"
      />
      <FormField
        control={control}
        name="city"
        label={t('fields.city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <FormField
        control={control}
        name="state"
        label={t('fields.state')}
        autoComplete="address-level1"
        maxLength={100}
      />
      <FormField
        control={control}
        name="pincode"
        label={t('fields.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        transform={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
      />
    </FormSection>
  );
}
