import type { ResponseOf } from '../../../shared/contracts/api';
import { Hono } from 'hono';
import type { MapConfig } from '../../../shared/geocode-types';
import { GEOCODE_SEARCH_LIMIT } from '../../../shared/geocode-types';
import { reverseGeocodeQuerySchema, searchGeocodeQuerySchema } from '../../../shared/schemas/geocode';
import { parseQuery } from '../../http/validate';
import type { Env } from '../../env';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { MINUTE_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE } from '../../limits';
import { reverseGeocode, searchPlaces } from './geocode.service';

/** Address lookups one client address may make per minute (a person picks a few points, not dozens). */
const geocodeLookups: Limit = {
  name: 'geocode',
  limit: GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  windowMs: MINUTE_MS,
  code: 'GEOCODE_RATE_LIMITED',
  message: 'Too many address lookups. Please wait a minute, or type your address.',
};

/** OpenStreetMap's tiles: the map configuration when none is given (env.ts has the same defaults). */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

export function mapConfigFrom(env: Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>): MapConfig {
  return { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };
}

/**
 * GET /map-config (tiles for the booking map), GET /geocode/reverse?lat=&lng= and
 * GET /geocode/search?q= (through the server, so keys and the upstream's rate limit stay here).
 */
export function createGeocodeRoutes({ geocoder, mapConfig, limiter }: AppServices) {
  const configBody = JSON.stringify(mapConfig);
  return new Hono<AppEnv>()
    .get('/map-config', (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(configBody, 200, { 'Content-Type': 'application/json' });
    })
    .get('/geocode/reverse', async (c) => {
      await limiter.hit(geocodeLookups, c.var.clientAddress, { now: c.var.now });
      const address = await reverseGeocode(geocoder, parseQuery(c, reverseGeocodeQuerySchema));
      return c.json({ address } satisfies ResponseOf<'GET /api/geocode/reverse'>);
    })
    .get('/geocode/search', async (c) => {
      await limiter.hit(geocodeLookups, c.var.clientAddress, { now: c.var.now });
      const results = await searchPlaces(geocoder, parseQuery(c, searchGeocodeQuerySchema));
      return c.json({
        results: results.slice(0, GEOCODE_SEARCH_LIMIT),
      } satisfies ResponseOf<'GET /api/geocode/search'>);
    });
}
