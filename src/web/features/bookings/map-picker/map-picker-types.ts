import type { MapAddress } from '@shared/geocode-types';

// Types of the map picker, importable (type-only) by the booking page without loading the map.

export interface MapPoint {
  lat: number;
  lng: number;
}

/** An address when the lookup found one; otherwise just the point, which the booking keeps. */
export type MapPick = MapAddress | MapPoint;

export interface MapPickerProps {
  /** Where the marker stands (e.g. the booking's saved coordinates), or null for none yet. */
  value: MapPoint | null;
  onPick: (pick: MapPick) => void;
}

export function hasAddress(pick: MapPick): pick is MapAddress {
  return 'address' in pick;
}
