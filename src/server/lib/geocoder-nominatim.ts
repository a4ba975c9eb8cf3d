import type { MapAddress } from '../../shared/geocode-types';
import { GEOCODE_SEARCH_LIMIT } from '../../shared/geocode-types';
import type { Geocoder } from './geocoder';
import { indianPincode, streetLine } from './geocoder-address';
import { fetchGeocoderJson, GeocoderUnavailableError, toCoordinate } from './geocoder-http';

// Nominatim (OpenStreetMap's geocoder), format=jsonv2. Its usage policy allows one request a second
// and asks for a User-Agent naming the application: upstream calls go out one at a time, at least
// a second apart, and a short queue refuses the overflow rather than keep people waiting.

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  /** Time between the starts of two upstream calls. */
  minIntervalMs?: number;
  /** Calls that may wait for their turn; more are refused at once. */
  maxQueued?: number;
}

type AddressParts = Partial<Record<string, string>>;

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  name?: unknown;
  address?: AddressParts;
  error?: unknown;
}

/** Where Nominatim puts the place people call their city, most specific first, for Indian data. */
const CITY_KEYS = ['city', 'town', 'village', 'municipality', 'suburb', 'county', 'state_district'];
/** Parts that have their own form fields (or mean nothing to a technician) at the end of display_name. */
const TAIL_KEYS = [
  'country',
  'postcode',
  'state',
  'state_district',
  'county',
  'city',
  'town',
  'municipality',
];

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const enqueue = createSpacedQueue(options.minIntervalMs ?? 1_000, options.maxQueued ?? 10);
  const base = options.baseUrl.replace(/\/+$/, '');

  function call(path: 'reverse' | 'search', params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}/${path}`);
    const common = { format: 'jsonv2', addressdetails: '1', 'accept-language': 'en' };
    for (const [key, value] of Object.entries({ ...common, ...params })) url.searchParams.set(key, value);
    return enqueue(() =>
      fetchGeocoderJson(url, `Nominatim ${path}`, {
        headers: { 'user-agent': options.userAgent },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      }),
    );
  }

  return {
    async reverse(lat, lng) {
      const body = (await call('reverse', {
        lat: String(lat),
        lon: String(lng),
        zoom: '18',
      })) as NominatimPlace | null;
      // "Unable to geocode" (the sea, a desert) comes back as 200 with an error field.
      if (!body || typeof body !== 'object' || body.error !== undefined) return null;
      // The customer's point, not the snapped OSM object's centre, is where the technician goes.
      return addressFromPlace(body, { lat, lng });
    },
    async search(q) {
      const body = await call('search', {
        q,
        countrycodes: 'in',
        limit: String(GEOCODE_SEARCH_LIMIT),
      });
      if (!Array.isArray(body)) throw new GeocoderUnavailableError('Nominatim search: unexpected answer');
      return (body as NominatimPlace[])
        .map((place) => addressFromPlace(place))
        .filter((a): a is MapAddress => a !== null)
        .slice(0, GEOCODE_SEARCH_LIMIT);
    },
  };
}

function addressFromPlace(place: NominatimPlace, point?: { lat: number; lng: number }): MapAddress | null {
  const lat = point?.lat ?? toCoordinate(place.lat);
  const lng = point?.lng ?? toCoordinate(place.lon);
  if (lat === undefined || lng === undefined) return null;
  const parts: AddressParts = place.address && typeof place.address === 'object' ? place.address : {};
  const city = firstOf(parts, CITY_KEYS);
  const display = typeof place.display_name === 'string' ? place.display_name : '';
  const fallback = [parts.house_number, parts.road, parts.neighbourhood ?? parts.suburb]
    .filter(Boolean)
    .join(', ');
  const name = typeof place.name === 'string' ? place.name : '';
  const address = display
    ? streetLine(display, [...TAIL_KEYS.map((k) => parts[k]), city])
    : fallback || name || city;
  return { address, city, state: parts.state ?? '', pincode: indianPincode(parts.postcode), lat, lng };
}

function firstOf(parts: AddressParts, keys: readonly string[]): string {
  for (const key of keys) {
    const value = parts[key]?.trim();
    if (value) return value;
  }
  return '';
}

/**
 * Runs tasks one at a time, starting each at least `intervalMs` after the previous one started.
 * With `maxQueued` tasks already waiting, a new one is refused at once.
 */
export function createSpacedQueue(intervalMs: number, maxQueued: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  let waiting = 0;
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (waiting >= maxQueued) {
      return Promise.reject(new GeocoderUnavailableError('too many address lookups waiting'));
    }
    waiting += 1;
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      waiting -= 1;
      lastStart = Date.now();
      return task();
    });
    tail = run.catch(() => undefined);
    return run;
  };
}
