import 'leaflet/dist/leaflet.css';
import './bookings-map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { bookingStatuses } from '@shared/booking-status';
import type { BookingStatus } from '@shared/booking-status';
import type { AdminBookingPoint } from '@shared/contracts/admin-desk';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { attributionHtml } from '../../../lib/map-attribution';
import { StatusBadge } from '../../../entities/booking/status-badge';
import type { BookingFilters as Filters } from '../api';
import { useBookingMap, useMapConfig } from '../api';
import { BookingFilters } from '../booking-filters';
import { bookingPin } from './booking-pin';
import { clusterPoints } from './cluster-points';
import { mapAnimations } from '../../../lib/motion';
import { addZoomControl } from '../../../lib/map-zoom';

// 'User Locations Dashboard': every located booking on a Leaflet map, clustered, coloured by status
// (the marker's title says the status in words too), filtered by status and the dates it was made.
// A marker opens the booking's details; a cluster zooms in to its bookings.

const INDIA_CENTRE: L.LatLngTuple = [22.5, 79];
const INDIA_ZOOM = 5;
/** Markers closer than this many pixels join one cluster. */
const CELL_PX = 56;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function clusterIcon(points: readonly AdminBookingPoint[]): L.DivIcon {
  // The ring's colour is the commonest status among the cluster's bookings.
  const counts = new Map<BookingStatus, number>();
  for (const point of points) counts.set(point.status, (counts.get(point.status) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const size = points.length < 10 ? 38 : points.length < 100 ? 46 : 54;
  return L.divIcon({
    className: `booking-cluster booking-pin--${top?.[0] ?? 'pending'}`,
    html: `<span>${points.length}</span>`,
    iconSize: [size, size],
  });
}

/** A booking to zoom to (from 'Show on map'), and when it was asked: asking again zooms again. */
export interface MapFocus {
  id: string;
  asked: number;
}

interface BookingsMapProps {
  /** A marker was chosen: show that booking. */
  onOpen: (id: string) => void;
  focus?: MapFocus | null;
}

export function BookingsMap({ onOpen, focus }: BookingsMapProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [filters, setFilters] = useState<Pick<Filters, 'status' | 'from' | 'to'>>({});
  const points = useBookingMap(filters);
  const config = useMapConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ onOpen, t });
  useEffect(() => {
    latest.current = { onOpen, t };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      zoomControl: false,
      center: INDIA_CENTRE,
      zoom: INDIA_ZOOM,
      ...mapAnimations(),
      scrollWheelZoom: false,
      // On phones one finger scrolls the page; two fingers move and zoom the map.
      dragging: !L.Browser.mobile,
    });
    map.attributionControl.setPrefix(false);
    const { t: text } = latest.current;
    addZoomControl(map, { zoomIn: text('map.zoomIn'), zoomOut: text('map.zoomOut') });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  const tileUrl = config.data?.tileUrl;
  const attribution = config.data?.attribution;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: attributionHtml(attribution ?? ''), maxZoom: 19 });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl, attribution]);

  // Draws the clusters for the current view, again after every zoom or move.
  const data = points.data?.points;
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !data) return;
    const draw = () => {
      layer.clearLayers();
      const projected = data.map((point) => {
        const { x, y } = map.latLngToLayerPoint([point.lat, point.lng]);
        return { item: point, x, y };
      });
      for (const cluster of clusterPoints(projected, CELL_PX)) {
        const { t: translate, onOpen: open } = latest.current;
        const [only] = cluster.items;
        if (cluster.items.length === 1 && only) {
          const marker = L.marker([only.lat, only.lng], {
            icon: bookingPin(only.status),
            keyboard: true,
            title: `${only.bookingId} · ${only.name} · ${only.city} · ${translate(`status.${only.status}`)}`,
            alt: `${only.bookingId} · ${translate(`status.${only.status}`)}`,
          });
          marker.on('click', () => open(only.id));
          marker.addTo(layer);
          continue;
        }
        const bounds = L.latLngBounds(cluster.items.map((p) => [p.lat, p.lng] as L.LatLngTuple));
        const marker = L.marker(map.layerPointToLatLng([cluster.x, cluster.y]), {
          icon: clusterIcon(cluster.items),
          keyboard: true,
          title: translate('map.cluster', { count: cluster.items.length }),
        });
        marker.on('click', () => {
          // Points at one spot cannot be split by zooming: list them in a popup instead.
          if (bounds.getNorthEast().equals(bounds.getSouthWest()) || map.getZoom() >= map.getMaxZoom()) {
            const list = document.createElement('ul');
            list.className = 'booking-cluster-list';
            for (const point of cluster.items.slice(0, 20)) {
              const item = document.createElement('li');
              const button = document.createElement('button');
              button.type = 'button';
              button.innerHTML = `<strong>${escapeHtml(point.bookingId)}</strong> ${escapeHtml(point.name)}`;
              button.addEventListener('click', () => open(point.id));
              item.append(button);
              list.append(item);
            }
            marker.bindPopup(list).openPopup();
            return;
          }
          map.fitBounds(bounds.pad(0.2));
        });
        marker.addTo(layer);
      }
    };
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
  }, [data]);

  // New filters: show all their bookings. A refresh of the same filters (after a booking changed)
  // leaves the admin's own view alone.
  const fittedFor = useRef<string | null>(null);
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !data || data.length === 0 || fittedFor.current === filtersKey) return;
    fittedFor.current = filtersKey;
    const bounds = L.latLngBounds(data.map((p) => [p.lat, p.lng] as L.LatLngTuple));
    map.fitBounds(bounds.pad(0.1), { maxZoom: 14 });
  }, [data, filtersKey]);

  // 'Show on map' zooms to that booking once, not again at every refresh.
  const focusedOn = useRef<number | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    const point = focus ? data?.find((p) => p.id === focus.id) : undefined;
    if (!map || !focus || !point || focusedOn.current === focus.asked) return;
    focusedOn.current = focus.asked;
    map.setView([point.lat, point.lng], 16);
  }, [focus, data]);

  const filtered = Boolean(filters.status || filters.from || filters.to);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BookingFilters value={filters} onChange={setFilters} only={['status', 'from', 'to']} />
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => setFilters({})}>
            {t('map.clear')}
          </Button>
        ) : null}
      </div>
      <div
        ref={containerRef}
        role="region"
        aria-label={t('map.label')}
        className="booking-map h-[22rem] w-full overflow-hidden rounded-xl border border-border sm:h-[28rem]"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="text-muted-foreground">
          {points.isError
            ? t('map.loadFailed')
            : points.isPending
              ? t('common:loading')
              : data && data.length === 0
                ? t('map.noPoints')
                : t('map.count', { count: data?.length ?? 0 })}
          {points.data?.truncated ? ` ${t('map.truncated', { count: data?.length ?? 0 })}` : ''}
          {config.isSuccess && !tileUrl ? ` ${t('map.noTiles')}` : ''}
        </p>
        <ul aria-label={t('map.legend')} className="flex flex-wrap gap-1.5">
          {bookingStatuses.map((status) => (
            <li key={status}>
              <StatusBadge status={status} className="text-xs" />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
