import { Hono } from 'hono';
import { deviceListQuerySchema, slugParamSchema } from '../../../shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { sendCachedJson } from '../../http/cached-response';
import { parseParam, parseQuery } from '../../http/validate';
import type { CatalogueCache } from './catalogue-cache';
import { findDeviceBySlug, listBrands, listDevices, listRepairServices } from './catalogue.service';

const DEVICE_NOT_FOUND = 'Device not found';

/** The device page's response, cached; its isNull marks a slug with no bookable device. */
export function getCachedDevice(db: Database, cache: CatalogueCache, slug: string) {
  return cache.get(`device:${slug}`, async () => {
    const device = await findDeviceBySlug(db, slug);
    return device ? { device } : null;
  });
}

export function createCatalogueRoutes(db: Database, cache: CatalogueCache) {
  return new Hono()
    .get('/devices', async (c) => {
      const query = parseQuery(c, deviceListQuerySchema);
      const key = `devices:${query.brand ?? ''}:${query.service ?? ''}:${(query.q ?? '').toLowerCase()}`;
      const cached = await cache.get(key, async () => ({ devices: await listDevices(db, query) }));
      return sendCachedJson(c, cached);
    })
    .get('/devices/:slug', async (c) => {
      const slug = parseParam(c.req.param('slug'), slugParamSchema);
      if (!slug) throw notFound(DEVICE_NOT_FOUND);
      const cached = await getCachedDevice(db, cache, slug);
      if (cached.isNull) throw notFound(DEVICE_NOT_FOUND);
      return sendCachedJson(c, cached);
    })
    .get('/brands', async (c) => {
      const cached = await cache.get('brands', async () => ({ brands: await listBrands(db) }));
      return sendCachedJson(c, cached);
    })
    .get('/repair-services', async (c) => {
      const cached = await cache.get('repair-services', async () => ({
        repairServices: await listRepairServices(db),
      }));
      return sendCachedJson(c, cached);
    });
}
