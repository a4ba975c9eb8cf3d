import { useQuery } from '@tanstack/react-query';
import type { MapConfig, ReverseGeocodeResponse, SearchGeocodeResponse } from '@shared/geocode-types';
import { callApi } from '../../../lib/api-client';
import type { MapPoint } from './map-picker-types';

/** The tile server and its credit line; undefined until loaded (the map works without tiles). */
export function useMapConfig(): MapConfig | undefined {
  return useQuery({
    queryKey: ['map-config'],
    queryFn: ({ signal }) => callApi('GET /api/map-config', { signal }),
    staleTime: Infinity,
  }).data;
}

/** Six decimals (about 10 cm), always in plain decimal notation, which the API accepts. */
export function roundPoint({ lat, lng }: MapPoint): MapPoint {
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

export async function fetchAddressAt(point: MapPoint): Promise<ReverseGeocodeResponse['address']> {
  const { lat, lng } = roundPoint(point);
  const response = await callApi('GET /api/geocode/reverse', {
    query: { lat: lat.toFixed(6), lng: lng.toFixed(6) },
  });
  return response.address;
}

export async function searchPlaces(q: string): Promise<SearchGeocodeResponse['results']> {
  const response = await callApi('GET /api/geocode/search', { query: { q } });
  return response.results;
}
