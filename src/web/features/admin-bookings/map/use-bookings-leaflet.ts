import type L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { AdminBookingPoint } from '@shared/contracts/admin-desk';
import type { MapConfig } from '@shared/geocode-types';
import { fitToPoints, useLeafletMap, useTileLayer } from '../../../components/map/use-leaflet-map';
import type { ZoomLabels } from '../../../lib/map-zoom';
import { drawBookingMarkers } from './map-markers';
import type { MarkerTexts } from './map-markers';

/** A booking to zoom to (from 'Show on map'), and when it was asked: asking again zooms again. */
export interface MapFocus {
  id: string;
  asked: number;
}

/** What the markers read at the moment they are drawn or chosen, without drawing the map again. */
export interface MapCallbacks {
  onOpen: (id: string) => void;
  texts: MarkerTexts;
}

interface BookingsLeafletOptions {
  container: RefObject<HTMLDivElement | null>;
  latest: RefObject<MapCallbacks>;
  zoomLabels: ZoomLabels;
  tiles: MapConfig | undefined;
  points: readonly AdminBookingPoint[] | undefined;
  /** The filters the points answer: new filters fit the map to their bookings. */
  filtersKey: string;
  focus: MapFocus | null | undefined;
}

/** The Leaflet map of the bookings, kept in step with its tiles, points, filters and focus. */
export function useBookingsLeaflet({
  container,
  latest,
  zoomLabels,
  tiles,
  points,
  filtersKey,
  focus,
}: BookingsLeafletOptions) {
  const { mapRef, layerRef } = useLeafletMap(container, zoomLabels);
  useTileLayer(mapRef, tiles);
  useMarkers(mapRef, layerRef, points, latest);
  useFitToFilters(mapRef, points, filtersKey);
  useFocus(mapRef, points, focus);
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
    fitToPoints(
      map,
      points.map((p) => [p.lat, p.lng]),
      0.1,
    );
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
