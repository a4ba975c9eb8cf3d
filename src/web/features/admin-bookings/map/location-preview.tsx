import './bookings-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { BookingStatus } from '@shared/booking-status';
import { useLeafletMap, useTileLayer } from '../../../components/map/use-leaflet-map';
import { useMapTiles } from '../../../components/map/use-map-tiles';
import { useTranslation } from '../../../lib/use-translation';
import { bookingPin } from './booking-pin';

/** A small still map of one booking's location, for its details. */
export function LocationPreview({
  lat,
  lng,
  status,
  label,
}: {
  lat: number;
  lng: number;
  status: BookingStatus;
  label: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('admin');
  const { mapRef } = useLeafletMap(containerRef, { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') });
  // The view first, then the tiles: no tiles are asked for the whole country on the way.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.setView([lat, lng], 15, { animate: false });
    const marker = L.marker([lat, lng], { icon: bookingPin(status), keyboard: false, interactive: false });
    marker.addTo(map);
    return () => {
      marker.remove();
    };
  }, [mapRef, lat, lng, status]);
  useTileLayer(mapRef, useMapTiles().data);
  return (
    <div
      ref={containerRef}
      role="group"
      aria-label={label}
      className="app-map booking-map mt-2 h-44 w-full overflow-hidden rounded-xl border border-border"
    />
  );
}
