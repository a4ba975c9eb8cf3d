import { useState } from 'react';
import type { MapAddress } from '@shared/geocode-types';
import { differsFromForm, fillEmptyAddressFields } from './booking-form-values';
import type { BookingField } from './booking-form-values';
import { fillAsTyped } from './use-booking-form';
import type { BookingFormApi } from './use-booking-form';

/**
 * The point picked on the map, and the address found there. The map fills what is empty; it never
 * overwrites what someone typed (a flat number, say). When it found something different, that is
 * offered instead (`suggestion`), to use or to keep what was typed.
 */
export function useMapAddress(form: BookingFormApi) {
  const [suggestion, setSuggestion] = useState<MapAddress | null>(null);

  function pickLocation(picked: MapAddress | { lat: number; lng: number }) {
    form.setValue('lat', picked.lat);
    form.setValue('lng', picked.lng);
    if (!('address' in picked)) return;
    const current = form.getValues();
    const filled = fillEmptyAddressFields(current, picked);
    for (const [name, value] of Object.entries(filled) as [BookingField, string][]) {
      fillAsTyped(form, name, value);
    }
    setSuggestion(differsFromForm({ ...current, ...filled }, picked) ? picked : null);
  }

  function applySuggestion() {
    if (!suggestion) return;
    for (const part of ['address', 'city', 'state', 'pincode'] as const) {
      if (suggestion[part]) fillAsTyped(form, part, suggestion[part]);
    }
    setSuggestion(null);
  }

  return { suggestion, pickLocation, applySuggestion, keepTyped: () => setSuggestion(null) };
}
