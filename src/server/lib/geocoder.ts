import type { MapAddress } from '../../shared/geocode-types';
import type { Env } from '../env';
import { createGoogleGeocoder } from './geocoder-google';
import { GeocoderUnavailableError } from './geocoder-http';
import { createNominatimGeocoder } from './geocoder-nominatim';
import type { Logger } from './logger';

/**
 * Turns points into addresses and searches places, for the booking map. Implementations throw
 * GeocoderUnavailableError when their upstream fails; "nothing there" is null or an empty list.
 */
export interface Geocoder {
  reverse(lat: number, lng: number): Promise<MapAddress | null>;
  search(q: string): Promise<MapAddress[]>;
}

export interface GeocoderCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createGeocoder(
  env: Pick<Env, 'GEOCODER' | 'NOMINATIM_URL' | 'GOOGLE_MAPS_API_KEY' | 'SUPPORT_EMAIL' | 'publicOrigin'>,
  logger: Logger,
): Geocoder {
  const useGoogle = env.GEOCODER ? env.GEOCODER === 'google' : Boolean(env.GOOGLE_MAPS_API_KEY);
  const provider =
    useGoogle && env.GOOGLE_MAPS_API_KEY
      ? createGoogleGeocoder({ apiKey: env.GOOGLE_MAPS_API_KEY })
      : createNominatimGeocoder({
          baseUrl: env.NOMINATIM_URL,
          // Nominatim's policy: identify the application and a way to reach its operator.
          userAgent: `DoorstepFix/1.0 (doorstep phone repair booking; ${env.publicOrigin}; ${env.SUPPORT_EMAIL})`,
        });
  return withGeocoderCache(withFailureLog(provider, logger, useGoogle ? 'google' : 'nominatim'));
}

/** Answers every call with "unavailable": for apps started without a geocoder (tests, tools). */
export const offlineGeocoder: Geocoder = {
  reverse: () => Promise.reject(new GeocoderUnavailableError('no geocoder configured')),
  search: () => Promise.reject(new GeocoderUnavailableError('no geocoder configured')),
};

function withFailureLog(geocoder: Geocoder, logger: Logger, provider: string): Geocoder {
  const logged = <T>(call: string, promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (error instanceof GeocoderUnavailableError) {
        logger.warn({ provider, call, reason: error.message }, 'geocoder unavailable');
      } else {
        logger.error({ provider, call, err: error }, 'geocoder failed');
      }
      throw error;
    });
  return {
    reverse: (lat, lng) => logged('reverse', geocoder.reverse(lat, lng)),
    search: (q) => logged('search', geocoder.search(q)),
  };
}

/**
 * Remembers answers (found or not) for a day, the least recently used dropped first beyond
 * `maxEntries`; failures are not remembered. Points are keyed to 5 decimals (about a metre), and a
 * remembered answer carries the asking point. Identical calls in flight share one upstream call.
 */
export function withGeocoderCache(
  geocoder: Geocoder,
  { maxEntries = 1_000, ttlMs = DAY_MS, now = Date.now }: GeocoderCacheOptions = {},
): Geocoder {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      // Re-inserting moves the key to the end: Map order is our recency order.
      entries.delete(key);
      entries.set(key, hit);
      return Promise.resolve(hit.value as T);
    }
    if (hit) entries.delete(key);
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const loading = load()
      .then((value) => {
        entries.set(key, { value, expires: now() + ttlMs });
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  return {
    async reverse(lat, lng) {
      const key = `r:${lat.toFixed(5)},${lng.toFixed(5)}`;
      const found = await cached(key, () => geocoder.reverse(lat, lng));
      return found ? { ...found, lat, lng } : null;
    },
    async search(q) {
      const key = `s:${q.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const results = await cached(key, () => geocoder.search(q.trim()));
      return results.map((r) => ({ ...r }));
    },
  };
}
