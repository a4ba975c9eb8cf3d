import type { MapAddress } from '../../shared/geocode-types';
import { GEOCODE_SEARCH_LIMIT } from '../../shared/geocode-types';
import type { Geocoder } from './geocoder';
import { indianPincode, streetLine } from './geocoder-address';
import { fetchGeocoderJson, GeocoderUnavailableError, toCoordinate } from './geocoder-http';

// Google's Geocoding API (used when GOOGLE_MAPS_API_KEY is set). The key stays on the server.

export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** The endpoint; tests point it at a local fake. */
  url?: string;
  timeoutMs?: number;
}

interface AddressComponent {
  long_name?: string;
  types?: string[];
}

interface GoogleResult {
  formatted_address?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat?: unknown; lng?: unknown } };
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: GoogleResult[];
}

/** Component types that name the customer's city, most specific first. */
const CITY_TYPES = [
  'locality',
  'postal_town',
  'administrative_area_level_3',
  'sublocality_level_1',
  'sublocality',
  'administrative_area_level_2',
];

export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  async function call(params: Record<string, string>, describe: string): Promise<GoogleResult[]> {
    const url = new URL(options.url ?? GOOGLE_GEOCODE_URL);
    for (const [key, value] of Object.entries({ ...params, language: 'en', key: options.apiKey })) {
      url.searchParams.set(key, value);
    }
    const body = (await fetchGeocoderJson(url, describe, {
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    })) as GoogleAnswer | null;
    if (body?.status === 'ZERO_RESULTS') return [];
    if (body?.status !== 'OK' || !Array.isArray(body.results)) {
      // OVER_QUERY_LIMIT, REQUEST_DENIED (a bad key) and the like: the service is unusable for now.
      const detail = [body?.status, body?.error_message].filter(Boolean).join(' ');
      throw new GeocoderUnavailableError(`${describe}: ${detail || 'unexpected answer'}`);
    }
    return body.results;
  }

  return {
    async reverse(lat, lng) {
      const [first] = await call({ latlng: `${lat},${lng}` }, 'Google reverse geocoding');
      return first ? addressFromResult(first, { lat, lng }) : null;
    },
    async search(q) {
      const results = await call({ address: q, components: 'country:IN', region: 'in' }, 'Google geocoding');
      return results
        .map((result) => addressFromResult(result))
        .filter((a): a is MapAddress => a !== null)
        .slice(0, GEOCODE_SEARCH_LIMIT);
    },
  };
}

function addressFromResult(result: GoogleResult, point?: { lat: number; lng: number }): MapAddress | null {
  const lat = point?.lat ?? toCoordinate(result.geometry?.location?.lat);
  const lng = point?.lng ?? toCoordinate(result.geometry?.location?.lng);
  if (lat === undefined || lng === undefined) return null;
  const components = result.address_components ?? [];
  const component = (type: string) => components.find((c) => c.types?.includes(type))?.long_name ?? '';
  const city = CITY_TYPES.map(component).find(Boolean) ?? '';
  const state = component('administrative_area_level_1');
  const tail = [component('country'), state, component('administrative_area_level_2'), city];
  return {
    address: streetLine(result.formatted_address ?? '', tail) || city,
    city,
    state,
    pincode: indianPincode(component('postal_code')),
    lat,
    lng,
  };
}
