import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapAddress } from '@shared/geocode-types';
import { toast } from '../../../lib/toast';
import { fetchAddressAt, roundPoint } from './geocode-api';
import type { MapPickerText } from './map-picker-strings';
import type { MapPoint } from './map-picker-types';
import type { Selection } from './selected-location';

/**
 * The place chosen on the map, and the address looked up for a point. Either ends in `onPick`: the
 * address when the lookup finds one, else the bare point.
 */
export function useAddressLookup(t: MapPickerText, onPick: (picked: MapAddress | MapPoint) => void) {
  const onPickRef = useRef(onPick);
  const lookup = useRef(0);
  const [selection, setSelection] = useState<Selection>({ kind: 'none' });

  useEffect(() => {
    onPickRef.current = onPick;
  });

  /** Looks up the address at a point; only the newest of overlapping lookups counts. */
  const pickPoint = useCallback(
    (raw: MapPoint) => {
      const point = roundPoint(raw);
      const ticket = ++lookup.current;
      setSelection({ kind: 'looking', point });
      fetchAddressAt(point).then(
        (place) => {
          if (ticket !== lookup.current) return;
          setSelection({ kind: 'found', place });
          onPickRef.current(place);
        },
        () => {
          if (ticket !== lookup.current) return;
          setSelection({ kind: 'failed', point });
          // The reason is shown under the map, in the selected location's place.
          toast.error(t('locationErrorTitle'), { id: 'location' });
          onPickRef.current(point);
        },
      );
    },
    [t],
  );

  /** A place found by the search: chosen as it is, no lookup. */
  const pickPlace = useCallback((place: MapAddress) => {
    lookup.current += 1; // a lookup still running must not overwrite the chosen place
    setSelection({ kind: 'found', place });
    onPickRef.current(place);
  }, []);

  return { selection, pickPoint, pickPlace };
}
