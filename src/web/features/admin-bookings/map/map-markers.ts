import L from 'leaflet';
import type { BookingStatus } from '@shared/booking-status';
import type { AdminBookingPoint } from '@shared/contracts/admin-desk';
import { bookingPin } from './booking-pin';
import { clusterPoints } from './cluster-points';

// The bookings map's markers: one pin per booking, or one ring per cluster of bookings that would
// overlap at this zoom. A ring zooms in to its bookings, or lists them when zooming cannot split them.

/** Markers closer than this many pixels join one cluster. */
const CELL_PX = 56;

/** The words on the markers, in the desk's language. */
export interface MarkerTexts {
  status: (status: BookingStatus) => string;
  cluster: (count: number) => string;
}

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

/** Clears the layer and draws the bookings as they cluster at the map's current zoom. */
export function drawBookingMarkers(
  map: L.Map,
  layer: L.LayerGroup,
  points: readonly AdminBookingPoint[],
  texts: MarkerTexts,
  open: (id: string) => void,
) {
  layer.clearLayers();
  const projected = points.map((point) => {
    const { x, y } = map.latLngToLayerPoint([point.lat, point.lng]);
    return { item: point, x, y };
  });
  for (const cluster of clusterPoints(projected, CELL_PX)) {
    const [only] = cluster.items;
    const marker =
      cluster.items.length === 1 && only
        ? pointMarker(only, texts, open)
        : clusterMarker(map, cluster.items, map.layerPointToLatLng([cluster.x, cluster.y]), texts, open);
    marker.addTo(layer);
  }
}

function pointMarker(point: AdminBookingPoint, texts: MarkerTexts, open: (id: string) => void) {
  const marker = L.marker([point.lat, point.lng], {
    icon: bookingPin(point.status),
    keyboard: true,
    title: `${point.bookingId} · ${point.name} · ${point.city} · ${texts.status(point.status)}`,
    alt: `${point.bookingId} · ${texts.status(point.status)}`,
  });
  marker.on('click', () => open(point.id));
  return marker;
}

function clusterMarker(
  map: L.Map,
  items: readonly AdminBookingPoint[],
  at: L.LatLng,
  texts: MarkerTexts,
  open: (id: string) => void,
) {
  const bounds = L.latLngBounds(items.map((p) => [p.lat, p.lng] as L.LatLngTuple));
  const marker = L.marker(at, {
    icon: clusterIcon(items),
    keyboard: true,
    title: texts.cluster(items.length),
  });
  marker.on('click', () => {
    // Points at one spot cannot be split by zooming: list them in a popup instead.
    if (bounds.getNorthEast().equals(bounds.getSouthWest()) || map.getZoom() >= map.getMaxZoom()) {
      marker.bindPopup(clusterList(items, open)).openPopup();
      return;
    }
    map.fitBounds(bounds.pad(0.2));
  });
  return marker;
}

function clusterList(items: readonly AdminBookingPoint[], open: (id: string) => void) {
  const list = document.createElement('ul');
  list.className = 'booking-cluster-list';
  for (const point of items.slice(0, 20)) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    // Leaflet's, not React's: the held-input guard (scripts/held-input.ts) must let its press through.
    button.setAttribute('data-plain', '');
    button.innerHTML = `<strong>${escapeHtml(point.bookingId)}</strong> ${escapeHtml(point.name)}`;
    button.addEventListener('click', () => open(point.id));
    item.append(button);
    list.append(item);
  }
  return list;
}
