import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import i18n from '../../../i18n';
import { mapPicker } from '../../../locales/en/map-picker';
import { loadShownLanguage } from '../../../locales/translations';

// The map's strings travel in its lazy chunk; this module registers them on first import.
if (!i18n.hasResourceBundle('en', 'mapPicker')) i18n.addResourceBundle('en', 'mapPicker', mapPicker);
/** Settles once the map's words in the language on screen are here (or could not come: English stays). */
export const mapPickerTextsLoaded: Promise<void> = loadShownLanguage('mapPicker').catch(() => undefined);

export type MapPickerText = TFunction<'mapPicker'>;

export function useMapPickerText(): MapPickerText {
  return useTranslation('mapPicker').t;
}
