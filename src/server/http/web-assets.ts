import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { fillPageTemplate, renderAlternateLinks, withPageData } from '../../shared/page-template';
import type { FilledPage, PageData } from '../../shared/page-template';
import { isClientRoute } from '../../shared/paths';
import { PRERENDER_PLACEHOLDERS } from '../../shared/site-config';
import type { SiteConfig } from '../../shared/site-config';
import { readArchivedAsset } from './asset-archive';
import {
  connectOriginsOf,
  fillPrerenderPlaceholders,
  framePages,
  readPrerenderedPages,
} from './prerendered-pages';
import type { Asset } from './web-asset-files';
import { makeAsset, readAssets, respond } from './web-asset-files';

// The built web app, served from memory: its files (web-asset-files.ts), the pages the build rendered
// (prerendered-pages.ts), and the catalogue's pages rendered here with live data.

/** A page the server rendered, ready to serve (its compressed copies are made on first request). */
export type RenderedPage = Asset;

export interface ServeOptions {
  /** False makes a page path a 404 ('Page Not Found'). */
  pageFound?: boolean;
  /** The language the page is shown in when its path names none (a tracking link's booking's). */
  pageLanguage?: string;
}

export interface WebAssets {
  /** The file at the request's path, or the app in its page frame for a page path. */
  serve(c: Context, options?: ServeOptions): Response | undefined;
  /**
   * Renders a page of the app with the data its queries would fetch, as the build renders the content
   * pages; undefined when the build has no server renderer (dist/ssr). The caller keeps the result
   * for as long as the data holds (the catalogue pages: until the catalogue changes).
   */
  renderPage(url: string, data: PageData): Promise<RenderedPage | undefined>;
  /** Serves a rendered page like a prerendered one. */
  serveRendered(c: Context, page: RenderedPage): Response;
}

export interface PrerenderSettings {
  publicOrigin: string;
  siteConfig: SiteConfig;
  /** The web app's server build (dist/ssr/entry-server.js), for the pages rendered with live data. */
  serverEntry?: string;
  /** Hashed files of earlier builds (asset-archive.ts), served when this build lacks one. */
  archiveDir?: string;
}

interface ServerRenderer {
  renderPage(url: string, data: PageData): Promise<FilledPage>;
}

export function loadWebAssets(root: string, prerender?: PrerenderSettings): WebAssets | undefined {
  if (!fs.existsSync(path.join(root, 'index.html'))) return undefined;
  const assets = readAssets(root, connectOriginsOf(prerender?.siteConfig));
  const pages = prerender
    ? readPrerenderedPages(root, prerender.publicOrigin, prerender.siteConfig)
    : new Map<string, Asset>();
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const framed = prerender ? framePages(root, template, prerender) : () => undefined;
  // React's server renderer loads with the first page that needs it, not when the server starts.
  const serverEntry = prerender?.serverEntry;
  let renderer: Promise<ServerRenderer> | undefined;
  const loadRenderer = () =>
    serverEntry && fs.existsSync(serverEntry)
      ? (renderer ??= import(pathToFileURL(serverEntry).href) as Promise<ServerRenderer>)
      : undefined;
  const archiveDir = prerender?.archiveDir;
  /** An earlier build's file, kept in memory once asked for (an open tab asks again). */
  const archived = (pathname: string): Asset | undefined => {
    const body = archiveDir ? readArchivedAsset(archiveDir, pathname) : undefined;
    if (!body) return undefined;
    const asset = makeAsset(body, path.extname(pathname).toLowerCase(), true);
    assets.set(pathname, asset);
    return asset;
  };
  return {
    async renderPage(url, data) {
      const loading = loadRenderer();
      if (!loading || !prerender) return undefined;
      const rendered = await (await loading).renderPage(url, data);
      const { publicOrigin, siteConfig } = prerender;
      // As the build fills the content pages: in the page's language (url's language path), naming
      // its addresses in the others.
      const filled = fillPageTemplate(template, {
        ...rendered,
        // The page's own addresses, without a search in them (the device list's `?q=`).
        alternates: renderAlternateLinks(url.split('?')[0]!, PRERENDER_PLACEHOLDERS.origin),
      });
      const html = fillPrerenderPlaceholders(filled, publicOrigin, siteConfig);
      const withData = withPageData(html, [[['site-config'], siteConfig], ...data]);
      return makeAsset(Buffer.from(withData), '.html', false, {}, connectOriginsOf(siteConfig));
    },
    serveRendered: (c, page) => respond(c, page, 200),
    serve(c, options = {}) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(c.req.url).pathname);
      } catch {
        return undefined;
      }
      const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      let asset = pages.get(pagePath) ?? assets.get(pathname) ?? archived(pathname);
      let status = 200;
      if (!asset) {
        // Files that do not exist are plain 404s; page paths get the app, which routes them, in the
        // frame of their page: the header, the footer and the words for browsers without JavaScript.
        if (path.extname(pathname) !== '') return undefined;
        status = isClientRoute(pathname) && options.pageFound !== false ? 200 : 404;
        asset = framed(pathname, status, options.pageLanguage) ?? assets.get('/index.html');
        if (!asset) return undefined;
      }
      return respond(c, asset, status);
    },
  };
}
