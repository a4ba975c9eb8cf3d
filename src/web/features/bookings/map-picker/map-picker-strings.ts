import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import i18n from '../../../i18n';
import { mapPicker } from '../../../locales/en/map-picker';
import { loadShownLanguage } from '../../../locales/translations';

// The map's strings travel in its lazy chunk; this module registers them on first import.
if (!i18n.hasResourceBundle('en', 'mapPicker')) i18n.addResourceBundle('en', 'mapPicker', mapPicker);
void loadShownLanguage('mapPicker');

export type MapPickerText = TFunction<'mapPicker'>;

export function useMapPickerText(): MapPickerText {
  return useTranslation('mapPicker').t;
}
