import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MapConfig } from '@shared/geocode-types';
import { attributionHtml } from '../../lib/map-attribution';
import { addZoomControl } from '../../lib/map-zoom';
import type { ZoomLabels } from '../../lib/map-zoom';
import { mapAnimations } from '../../lib/motion';

// The pieces every map of markers shares: a Leaflet map in a container with one layer for its
// markers, its tiles, and fitting the view to its points. Plain Leaflet behind hooks: Leaflet owns
// the container's DOM, React only hands it the element. Whoever imports this file brings Leaflet and
// its CSS, so it is imported only by components that are themselves loaded lazily.

export const INDIA_CENTRE: L.LatLngTuple = [22.5, 79];
export const INDIA_ZOOM = 5;

/** A map in `container` with the app's settings; give it the class `app-map` for the app's colours. */
export function createMap(container: HTMLElement, zoomLabels?: ZoomLabels): L.Map {
  const map = L.map(container, {
    zoomControl: false,
    center: INDIA_CENTRE,
    zoom: INDIA_ZOOM,
    ...mapAnimations(),
    // The wheel scrolls the page; the + and − buttons, double-click and keys zoom.
    scrollWheelZoom: false,
    // On phones one finger scrolls the page; two fingers move and zoom the map.
    dragging: !L.Browser.mobile,
  });
  map.attributionControl.setPrefix(false);
  if (zoomLabels) addZoomControl(map, zoomLabels);
  return map;
}

/**
 * The map and the layer its markers go in, made once for the container. The zoom buttons follow
 * the labels' language without making the map again.
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLDivElement | null>,
  { zoomIn, zoomOut }: ZoomLabels,
) {
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const map = createMap(element);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [containerRef]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const control = addZoomControl(map, { zoomIn, zoomOut });
    return () => {
      // After map.remove() the control went with the map.
      if (mapRef.current === map) control.remove();
    };
  }, [zoomIn, zoomOut]);
  return { mapRef, layerRef };
}

/**
 * The tiles, added once the configuration arrives (the markers show without them); true when not
 * one tile loaded.
 */
export function useTileLayer(mapRef: RefObject<L.Map | null>, config: MapConfig | undefined): boolean {
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = config?.tileUrl;
  const attribution = config?.attribution;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let loadedAny = false;
    const layer = L.tileLayer(tileUrl, { attribution: attributionHtml(attribution ?? ''), maxZoom: 19 });
    // A missing tile now and then is normal; a map with no tile at all deserves a word.
    layer.on('tileload', () => {
      loadedAny = true;
      setTilesFailed(false);
    });
    layer.on('tileerror', () => {
      if (!loadedAny) setTilesFailed(true);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [mapRef, tileUrl, attribution]);
  return tilesFailed;
}

/** Shows all of `points` with a margin (`pad`, a share of the span), no closer than street level. */
export function fitToPoints(map: L.Map, points: readonly L.LatLngTuple[], pad: number): void {
  if (points.length === 0) return;
  map.fitBounds(L.latLngBounds(points as L.LatLngTuple[]).pad(pad), { maxZoom: 14 });
}
