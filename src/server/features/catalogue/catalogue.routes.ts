import type { Context } from 'hono';
import { Hono } from 'hono';
import { deviceListQuerySchema, slugParamSchema } from '../../../shared/schemas/catalogue';
import type { DeviceListQuery } from '../../../shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { CachedBody } from '../../http/cached-response';
import { sendCachedJson } from '../../http/cached-response';
import { parseParam, parseQuery } from '../../http/validate';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { prepareSearch } from '../../../shared/device-search';
import {
  filterDevices,
  findDeviceBySlug,
  listBrands,
  listRepairServices,
  loadDeviceIndex,
} from './catalogue.service';

const DEVICE_NOT_FOUND = 'Device not found';

const deviceKey = (slug: string) => `device:${slug}`;
const loadDevice = (db: Database, slug: string) => async () => {
  const device = await findDeviceBySlug(db, slug);
  return device ? { device } : null;
};

/** The device page's response, cached; its isNull marks a slug with no bookable device. */
export function getCachedDevice(db: Database, cache: CatalogueCache, slug: string) {
  return cache.get(deviceKey(slug), loadDevice(db, slug));
}

/** The device list's cache key and load, for a parsed query. */
function deviceListEntry(db: Database, cache: CatalogueCache, query: DeviceListQuery) {
  // The normalised words decide a search, so texts that differ only in case or punctuation share one
  // cached response (' IPHONE 11 ' and 'iphone 11'); a text of punctuation alone still searches.
  const search = query.q ? `q=${prepareSearch(query.q).words.join(' ')}` : '';
  const services = query.service ? [...new Set(query.service)].sort().join(',') : '';
  return {
    key: `devices:${query.brand ?? ''}:${services}:${search}`,
    load: async () => {
      const index = await cache.remember('device-index', () => loadDeviceIndex(db));
      return { devices: filterDevices(index, query) };
    },
  };
}

const brandsEntry = (db: Database) => ({
  key: 'brands',
  load: async () => ({ brands: await listBrands(db) }),
});
const repairServicesEntry = (db: Database) => ({
  key: 'repair-services',
  load: async () => ({ repairServices: await listRepairServices(db) }),
});

/**
 * The responses of GET /api/devices (for `query`: a brand, a search), /api/brands and
 * /api/repair-services as their JSON values, from the same cache: what the server renders the device
 * list page with.
 */
export async function getCachedDeviceListPage(
  db: Database,
  cache: CatalogueCache,
  query: DeviceListQuery = {},
) {
  const read = async ({ key, load }: { key: string; load: () => Promise<unknown> }) =>
    JSON.parse((await cache.get(key, load)).body.toString('utf8')) as unknown;
  const [devices, brands, repairServices] = await Promise.all([
    read(deviceListEntry(db, cache, query)),
    read(brandsEntry(db)),
    read(repairServicesEntry(db)),
  ]);
  return { devices, brands, repairServices };
}

/**
 * Answers from the cache without waiting when the response is ready (the common case), else loads and
 * caches it. A cached null (no such device) becomes a 404.
 */
function serveCached(
  c: Context,
  cache: CatalogueCache,
  key: string,
  load: () => Promise<unknown>,
): Response | Promise<Response> {
  const send = (cached: CachedBody) => {
    if (cached.isNull) throw notFound(DEVICE_NOT_FOUND);
    return sendCachedJson(c, cached);
  };
  const ready = cache.peek(key);
  return ready ? send(ready) : cache.get(key, load).then(send);
}

export function createCatalogueRoutes({ db, catalogueCache: cache }: AppServices) {
  return new Hono<AppEnv>()
    .get('/devices', (c) => {
      const { key, load } = deviceListEntry(db, cache, parseQuery(c, deviceListQuerySchema));
      return serveCached(c, cache, key, load);
    })
    .get('/devices/:slug', (c) => {
      const slug = parseParam(c.req.param('slug'), slugParamSchema);
      if (!slug) throw notFound(DEVICE_NOT_FOUND);
      return serveCached(c, cache, deviceKey(slug), loadDevice(db, slug));
    })
    .get('/brands', (c) => serveCached(c, cache, 'brands', brandsEntry(db).load))
    .get('/repair-services', (c) => serveCached(c, cache, 'repair-services', repairServicesEntry(db).load));
}
