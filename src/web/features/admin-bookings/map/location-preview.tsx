import 'leaflet/dist/leaflet.css';
import './bookings-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { BookingStatus } from '@shared/booking-status';
import { attributionHtml } from '../../../lib/map-attribution';
import { useMapConfig } from '../api';
import { bookingPin } from './booking-pin';
import { mapAnimations } from '../../../lib/motion';
import { addZoomControl } from '../../../lib/map-zoom';
import { useTranslation } from '../../../lib/use-translation';

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
  const zoomIn = t('map.zoomIn');
  const zoomOut = t('map.zoomOut');
  const config = useMapConfig();
  const tileUrl = config.data?.tileUrl;
  const attribution = config.data?.attribution;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      zoomControl: false,
      center: [lat, lng],
      zoom: 15,
      ...mapAnimations(),
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
    });
    map.attributionControl.setPrefix(false);
    addZoomControl(map, { zoomIn, zoomOut });
    L.marker([lat, lng], {
      icon: bookingPin(status),
      keyboard: false,
      interactive: false,
    }).addTo(map);
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution: attributionHtml(attribution ?? ''), maxZoom: 19 }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, status, tileUrl, attribution, zoomIn, zoomOut]);
  return (
    <div
      ref={containerRef}
      role="group"
      aria-label={label}
      className="booking-map mt-2 h-44 w-full overflow-hidden rounded-xl border border-border"
    />
  );
}
