import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import i18n from '../../../i18n';

/** Settles once the map's words in the language on screen are here (or could not come: English stays). */
export const mapPickerTextsLoaded: Promise<void> = i18n.loadNamespaces(['mapPicker']).catch(() => undefined);

export type MapPickerText = TFunction<'mapPicker'>;

export function useMapPickerText(): MapPickerText {
  return useTranslation('mapPicker').t;
}
