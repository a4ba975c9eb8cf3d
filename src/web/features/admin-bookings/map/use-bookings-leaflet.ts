import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { AdminBookingPoint } from '@shared/contracts/admin-desk';
import { attributionHtml } from '../../../lib/map-attribution';
import { addZoomControl } from '../../../lib/map-zoom';
import { mapAnimations } from '../../../lib/motion';
import { drawBookingMarkers } from './map-markers';
import type { MarkerTexts } from './map-markers';

const INDIA_CENTRE: L.LatLngTuple = [22.5, 79];
const INDIA_ZOOM = 5;

/** A booking to zoom to (from 'Show on map'), and when it was asked: asking again zooms again. */
export interface MapFocus {
  id: string;
  asked: number;
}

/** What the markers read at the moment they are drawn or chosen, without drawing the map again. */
export interface MapCallbacks {
  onOpen: (id: string) => void;
  texts: MarkerTexts;
  zoomLabels: { zoomIn: string; zoomOut: string };
}

interface BookingsLeafletOptions {
  container: RefObject<HTMLDivElement | null>;
  latest: RefObject<MapCallbacks>;
  tiles: { url: string | undefined; attribution: string | undefined };
  points: readonly AdminBookingPoint[] | undefined;
  /** The filters the points answer: new filters fit the map to their bookings. */
  filtersKey: string;
  focus: MapFocus | null | undefined;
}

/** The Leaflet map of the bookings, kept in step with its tiles, points, filters and focus. */
export function useBookingsLeaflet({
  container,
  latest,
  tiles,
  points,
  filtersKey,
  focus,
}: BookingsLeafletOptions) {
  const { mapRef, layerRef } = useLeafletMap(container, latest);
  useTileLayer(mapRef, tiles.url, tiles.attribution);
  useMarkers(mapRef, layerRef, points, latest);
  useFitToFilters(mapRef, points, filtersKey);
  useFocus(mapRef, points, focus);
}

function useLeafletMap(container: RefObject<HTMLDivElement | null>, latest: RefObject<MapCallbacks>) {
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      zoomControl: false,
      center: INDIA_CENTRE,
      zoom: INDIA_ZOOM,
      ...mapAnimations(),
      scrollWheelZoom: false,
      // On phones one finger scrolls the page; two fingers move and zoom the map.
      dragging: !L.Browser.mobile,
    });
    map.attributionControl.setPrefix(false);
    addZoomControl(map, latest.current.zoomLabels);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [container, latest]);
  return { mapRef, layerRef };
}

function useTileLayer(
  mapRef: RefObject<L.Map | null>,
  url: string | undefined,
  attribution: string | undefined,
) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !url) return;
    const layer = L.tileLayer(url, { attribution: attributionHtml(attribution ?? ''), maxZoom: 19 });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [mapRef, url, attribution]);
}

/** Draws the clusters for the current view, again after every zoom or move. */
function useMarkers(
  mapRef: RefObject<L.Map | null>,
  layerRef: RefObject<L.LayerGroup | null>,
  points: readonly AdminBookingPoint[] | undefined,
  latest: RefObject<MapCallbacks>,
) {
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !points) return;
    const draw = () =>
      drawBookingMarkers(map, layer, points, latest.current.texts, (id) => latest.current.onOpen(id));
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
  }, [mapRef, layerRef, points, latest]);
}

/**
 * New filters: show all their bookings. A refresh of the same filters (after a booking changed)
 * leaves the admin's own view alone.
 */
function useFitToFilters(
  mapRef: RefObject<L.Map | null>,
  points: readonly AdminBookingPoint[] | undefined,
  filtersKey: string,
) {
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !points || points.length === 0 || fittedFor.current === filtersKey) return;
    fittedFor.current = filtersKey;
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple));
    map.fitBounds(bounds.pad(0.1), { maxZoom: 14 });
  }, [mapRef, points, filtersKey]);
}

/** 'Show on map' zooms to that booking once, not again at every refresh. */
function useFocus(
  mapRef: RefObject<L.Map | null>,
  points: readonly AdminBookingPoint[] | undefined,
  focus: MapFocus | null | undefined,
) {
  const focusedOn = useRef<number | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    const point = focus ? points?.find((p) => p.id === focus.id) : undefined;
    if (!map || !focus || !point || focusedOn.current === focus.asked) return;
    focusedOn.current = focus.asked;
    map.setView([point.lat, point.lng], 16);
  }, [mapRef, focus, points]);
}
