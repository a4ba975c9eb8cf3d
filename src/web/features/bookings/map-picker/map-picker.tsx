import 'leaflet/dist/leaflet.css';
import './map-picker.css';
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { MapAddress } from '@shared/geocode-types';
import { Button } from '../../../components/ui/button';
import { useMapConfig } from './geocode-api';
import { LocationSearch } from './location-search';
import { useMapPickerText } from './map-picker-strings';
import type { MapPickerText } from './map-picker-strings';
import type { MapPickerProps } from './map-picker-types';
import { SelectedLocation } from './selected-location';
import { useAddressLookup } from './use-address-lookup';
import { useCurrentLocation } from './use-current-location';
import { useLeafletMap } from './use-leaflet-map';

// The booking's map picker (SPEC: Map picker). Loaded lazily by the booking page, so Leaflet and its
// CSS stay out of every other page. Every way of choosing a place ends in onPick: an address when
// the lookup finds one, else the bare point, so the booking keeps the coordinates either way.

const LOCATED_ZOOM = 15;
const SEARCH_ZOOM = 16;

export default function MapPicker({ value, onPick }: MapPickerProps) {
  const t = useMapPickerText();
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const selectedRef = useRef<HTMLDivElement>(null);
  const { selection, pickPoint, pickPlace } = useAddressLookup(t, onPick);

  const map = useLeafletMap(containerRef, {
    config: useMapConfig(),
    initial: value,
    markerLabel: t('markerLabel'),
    zoomLabels: { zoomIn: t('zoomIn'), zoomOut: t('zoomOut') },
    onPoint: pickPoint,
  });
  const { showPoint, markerPoint } = map;

  const location = useCurrentLocation(t, (point) => {
    showPoint(point, LOCATED_ZOOM);
    pickPoint(point);
  });

  function choosePlace(place: MapAddress) {
    showPoint(place, SEARCH_ZOOM);
    pickPlace(place);
    // Not back to the search box: on a phone that would open the keyboard over the map again.
    selectedRef.current?.focus({ preventScroll: true });
  }

  // Coordinates set from outside (a saved address, a reset form) move the marker without a lookup.
  const valueLat = value?.lat;
  const valueLng = value?.lng;
  useEffect(() => {
    if (valueLat === undefined || valueLng === undefined) return;
    const current = markerPoint();
    if (current && Math.abs(current.lat - valueLat) < 1e-6 && Math.abs(current.lng - valueLng) < 1e-6) return;
    showPoint({ lat: valueLat, lng: valueLng }, LOCATED_ZOOM);
  }, [valueLat, valueLng, markerPoint, showPoint]);

  return (
    <div className="map-picker space-y-4">
      <LocationSearch t={t} onChoose={choosePlace} />
      <LocateButton t={t} location={location} />
      <div className="space-y-2">
        <div
          ref={containerRef}
          role="region"
          aria-label={t('mapLabel')}
          aria-describedby={hintId}
          data-testid="map-picker-map"
          className="app-map relative z-0 h-[300px] w-full overflow-hidden rounded-xl border-2 border-border"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('hint')}
        </p>
        {map.tilesFailed ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('tilesFailed')}
          </p>
        ) : null}
      </div>
      <SelectedLocation ref={selectedRef} t={t} selection={selection} />
    </div>
  );
}

/** 'Find my location' (then 'Reset location'), and why it could not, under it. */
function LocateButton({
  t,
  location,
}: {
  t: MapPickerText;
  location: ReturnType<typeof useCurrentLocation>;
}) {
  const locateLabel =
    location.status === 'locating'
      ? t('gettingLocation')
      : location.status === 'located'
        ? t('resetLocation')
        : t('findMyLocation');
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={location.locate}
        aria-busy={location.status === 'locating' || undefined}
      >
        {location.status === 'locating' ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <LocateFixed className="size-5" aria-hidden="true" />
        )}
        <span>{locateLabel}</span>
      </Button>
      {location.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {location.error}
        </p>
      ) : null}
    </div>
  );
}
