import { useTranslation } from 'react-i18next';
import i18n from '../../../i18n';
import { mapPicker } from '../../../locales/en/map-picker';

// The map's strings travel in its lazy chunk; this module registers them on first import.
if (!i18n.hasResourceBundle('en', 'mapPicker')) i18n.addResourceBundle('en', 'mapPicker', mapPicker);

export type MapPickerText = (key: keyof typeof mapPicker, values?: Record<string, string | number>) => string;

/**
 * useTranslation('mapPicker') with keys checked against the strings. The namespace is registered at
 * run time, so i18n.ts's resource types do not list it; the cast gives `t` this file's key type.
 */
export function useMapPickerText(): MapPickerText {
  const { t } = useTranslation('mapPicker' as 'common');
  return t as unknown as MapPickerText;
}
