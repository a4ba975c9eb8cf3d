import L from 'leaflet';
import { addZoomControl } from '../../../lib/map-zoom';
import type { ZoomLabels } from '../../../lib/map-zoom';
import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { MapConfig } from '@shared/geocode-types';
import type { MapPoint } from './map-picker-types';
import { INDIA_CENTRE, INDIA_ZOOM, useTileLayer } from '../../../components/map/use-leaflet-map';
import { mapAnimations } from '../../../lib/motion';

// Plain Leaflet behind a hook: one map and one draggable marker per container, tiles added when the
// configuration arrives. Leaflet owns the container's DOM; React only hands it the element.

/** Pixels the marker moves per arrow key. */
const KEY_STEP_PX = 12;
/** The marker moved by keys is picked once the keys rest, not on every step. */
const KEY_PICK_DELAY_MS = 700;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const markerIcon = L.divIcon({
  className: 'map-picker-marker',
  html:
    '<svg viewBox="0 0 40 48" width="40" height="48" aria-hidden="true">' +
    '<path d="M20 47C20 47 36 30.5 36 18.5A16 16 0 0 0 4 18.5C4 30.5 20 47 20 47Z" ' +
    'fill="currentColor" stroke="#ffffff" stroke-width="2.5"/>' +
    '<circle cx="20" cy="18.5" r="6" fill="#ffffff"/></svg>',
  iconSize: [40, 48],
  iconAnchor: [20, 47],
});

interface LeafletMapOptions {
  config: MapConfig | undefined;
  initial: MapPoint | null;
  markerLabel: string;
  /** The + and − buttons' names in the reader's language. */
  zoomLabels: ZoomLabels;
  /** A point chosen on the map itself: a click or tap, a marker drag, or arrow keys on the marker. */
  onPoint: (point: MapPoint) => void;
}

export function useLeafletMap(containerRef: RefObject<HTMLDivElement | null>, options: LeafletMapOptions) {
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const latest = useRef(options);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { map, marker, unmount } = mountPickerMap(container, latest);
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      unmount();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [containerRef]);

  const tilesFailed = useTileLayer(mapRef, options.config);

  /** Moves the marker (and the view, zooming in at least to `zoom`) without picking. */
  const showPoint = useCallback((point: MapPoint, zoom = 15) => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker) return;
    const latlng = L.latLng(point.lat, point.lng);
    marker.setLatLng(latlng);
    marker.getElement()?.classList.remove('is-unpicked');
    map.setView(latlng, Math.max(map.getZoom(), zoom));
  }, []);

  /** Where the marker stands now. */
  const markerPoint = useCallback((): MapPoint | null => {
    const marker = markerRef.current;
    return marker ? pointOf(marker.getLatLng()) : null;
  }, []);

  return { showPoint, markerPoint, tilesFailed };
}

/** The map and its marker in `container`; a point chosen on it goes to the latest `onPoint`. */
function mountPickerMap(container: HTMLDivElement, latest: RefObject<LeafletMapOptions>) {
  const { initial, markerLabel, zoomLabels } = latest.current;
  const map = L.map(container, {
    zoomControl: false,
    center: initial ? [initial.lat, initial.lng] : INDIA_CENTRE,
    zoom: initial ? 15 : INDIA_ZOOM,
    ...mapAnimations(),
    // On phones one finger scrolls the page; two fingers move and zoom the map (Leaflet's pinch
    // follows the fingers), so the map never traps someone scrolling through the form.
    dragging: !L.Browser.mobile,
    // The wheel scrolls the page too; the + and − buttons, double-click and keys zoom.
    scrollWheelZoom: false,
  });
  map.attributionControl.setPrefix(false);
  addZoomControl(map, zoomLabels);
  const marker = L.marker(map.getCenter(), {
    icon: markerIcon,
    draggable: true,
    keyboard: true,
    autoPan: true,
  });
  marker.addTo(map);
  const icon = marker.getElement();
  if (!initial) icon?.classList.add('is-unpicked');
  const pick = (latlng: L.LatLng) => {
    icon?.classList.remove('is-unpicked');
    latest.current.onPoint(pointOf(latlng));
  };
  marker.on('dragend', () => pick(marker.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    pick(event.latlng);
  });
  icon?.setAttribute('aria-label', markerLabel);
  const stopKeys = moveMarkerByKeys(map, marker, pick);

  // The map may first be laid out hidden or resized with the page; Leaflet must measure again.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  const unmount = () => {
    stopKeys();
    resize.disconnect();
    map.remove();
  };
  return { map, marker, unmount };
}

/** Arrow keys on the marker move it, picked once the keys rest; Enter or Space picks it at once. */
function moveMarkerByKeys(map: L.Map, marker: L.Marker, pick: (latlng: L.LatLng) => void): () => void {
  const icon = marker.getElement();
  let keyTimer: ReturnType<typeof setTimeout> | undefined;
  const onMarkerKey = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      clearTimeout(keyTimer);
      pick(marker.getLatLng());
      return;
    }
    if (!arrow) return;
    event.preventDefault();
    event.stopPropagation();
    const step = L.point(arrow[0] * KEY_STEP_PX, arrow[1] * KEY_STEP_PX);
    const moved = map.containerPointToLatLng(map.latLngToContainerPoint(marker.getLatLng()).add(step));
    marker.setLatLng(moved);
    map.panInside(moved, { padding: [48, 48] });
    clearTimeout(keyTimer);
    keyTimer = setTimeout(() => pick(marker.getLatLng()), KEY_PICK_DELAY_MS);
  };
  icon?.addEventListener('keydown', onMarkerKey);
  return () => {
    clearTimeout(keyTimer);
    icon?.removeEventListener('keydown', onMarkerKey);
  };
}

function pointOf(latlng: L.LatLng): MapPoint {
  // Panning round the globe gives longitudes past ±180; wrap() brings them back.
  const { lat, lng } = latlng.wrap();
  return { lat, lng };
}
