import type { Context } from 'hono';
import { pathInLanguage, splitLanguagePath } from '../../../shared/language-paths';
import type { PathLanguage } from '../../../shared/language-paths';
import { pagePaths, pathTo } from '../../../shared/paths';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { RenderedPage, WebAssets } from '../../http/web-assets';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { getCachedDevice, getCachedDeviceListPage } from './catalogue.routes';
import { renderedListQuery } from './rendered-list-query';

export interface CataloguePageDeps {
  db: Database;
  cache: CatalogueCache;
  web: WebAssets | undefined;
}

/**
 * The device list and each device's page, rendered here with the catalogue's data, once per catalogue
 * version and language, so that they arrive with their content as the content pages do (decision
 * 021), in English at their plain paths and in Hindi and Odia at /hi/… and /or/… (decision 025). The
 * list is rendered whole, or for a brand or a search in its address (decision 032); with a service
 * in it, it is the app's to show.
 */
export async function renderCataloguePage(
  { db, cache, web }: CataloguePageDeps,
  c: Context,
  language: PathLanguage | undefined,
  slug: string | undefined,
): Promise<RenderedPage | undefined> {
  if (!web) return undefined;
  const pageLanguage = language ?? 'en';
  const inLanguage = (path: string) => (language ? pathInLanguage(path, language) : path);
  if (slug) {
    const device = await getCachedDevice(db, cache, slug);
    if (device.isNull) return undefined;
    return cache.remember(`page:device:${pageLanguage}:${slug}`, () =>
      web.renderPage(inLanguage(pathTo(pagePaths.device, { slug })), [
        [['device', slug], JSON.parse(device.body.toString('utf8'))],
      ]),
    );
  }
  const { path } = splitLanguagePath(c.req.path);
  const { search } = new URL(c.req.url);
  const query = path === pagePaths.devices ? renderedListQuery(new URLSearchParams(search)) : undefined;
  if (!query) return undefined;
  const renderList = async () => {
    const { devices, brands, repairServices } = await getCachedDeviceListPage(db, cache, query);
    return web.renderPage(`${inLanguage(pagePaths.devices)}${search}`, [
      [['devices', query], devices],
      [['brands'], brands],
      [['repair-services'], repairServices],
    ]);
  };
  // The whole list once per catalogue version; a brand's or a search's (unbounded) on each request,
  // from the cached list response.
  return search === '' ? cache.remember(`page:devices:${pageLanguage}`, renderList) : renderList();
}

/**
 * Whether a device page's slug names a device. While the database cannot be reached the page is
 * served all the same (it says itself that it cannot load), rather than an error instead of a page.
 */
export async function isDeviceListed(db: Database, cache: CatalogueCache, slug: string): Promise<boolean> {
  try {
    return !(await getCachedDevice(db, cache, slug)).isNull;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}
