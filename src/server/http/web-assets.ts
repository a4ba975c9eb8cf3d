import { formatPhone } from '../../shared/format';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { splitLanguagePath } from '../../shared/language-paths';
import {
  fillPageFrame,
  fillPageTemplate,
  PAGE_FRAMES_FILE,
  renderAlternateLinks,
  withPageData,
} from '../../shared/page-template';
import type { FilledPage, PageData, PageFrames } from '../../shared/page-template';
import { isClientRoute } from '../../shared/paths';
import { PRERENDER_PLACEHOLDERS, socialNetworks } from '../../shared/site-config';
import type { SiteConfig } from '../../shared/site-config';
import { bytesOf, etagMatches, etagOf } from './cached-response';
import { readArchivedAsset } from './asset-archive';
import { pageSecurityHeaders } from './security-headers';

// The built web app is small: it is read into memory once and served from there. Hashed files under
// /assets are immutable; everything else is revalidated. The build writes compressed copies beside the
// files (`name.br`, `name.gz`, scripts/compress-web.ts), so starting costs no compression; a file
// without them (a page filled in at start) is compressed on its first request and kept.

interface Asset {
  body: Buffer;
  /** Worth compressing: text, over 1 KB. */
  compressible: boolean;
  gzip?: Buffer;
  brotli?: Buffer;
  contentType: string;
  etag: string;
  immutable: boolean;
  securityHeaders: Readonly<Record<string, string>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=UTF-8',
  '.xml': 'application/xml; charset=UTF-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

interface Precompressed {
  gzip?: Buffer | undefined;
  brotli?: Buffer | undefined;
}

function makeAsset(
  body: Buffer,
  ext: string,
  immutable: boolean,
  copies: Precompressed = {},
  connectOrigins: readonly string[] = [],
): Asset {
  return {
    body,
    compressible: compressible.has(ext) && body.length > 1024,
    ...(copies.gzip ? { gzip: copies.gzip } : {}),
    ...(copies.brotli ? { brotli: copies.brotli } : {}),
    contentType: contentTypes[ext] ?? 'application/octet-stream',
    etag: etagOf(body),
    immutable,
    securityHeaders: ext === '.html' ? pageSecurityHeaders(body.toString('utf8'), connectOrigins) : {},
  };
}

/** The compressed copies the build wrote, and what they are written as. */
export const PRECOMPRESSED_SUFFIXES = { brotli: '.br', gzip: '.gz' } as const;
const isPrecompressedCopy = (name: string) => name.endsWith('.br') || name.endsWith('.gz');

function readCopy(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Prerendered pages live in dist/web/prerendered/, named by path (`blog__slug.html`, `index.html`). */
const PRERENDERED_DIR = 'prerendered';

function readAssets(root: string, connectOrigins: readonly string[]): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Dot files and folders (the build's .vite/manifest.json) are the build's own, not the site's.
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        if (full !== path.join(root, PRERENDERED_DIR)) walk(full);
        continue;
      }
      if (isPrecompressedCopy(entry.name)) continue;
      const ext = path.extname(entry.name).toLowerCase();
      const urlPath = '/' + path.relative(root, full).split(path.sep).join('/');
      const copies = compressible.has(ext)
        ? {
            gzip: readCopy(full + PRECOMPRESSED_SUFFIXES.gzip),
            brotli: readCopy(full + PRECOMPRESSED_SUFFIXES.brotli),
          }
        : {};
      const immutable = urlPath.startsWith('/assets/');
      assets.set(urlPath, makeAsset(fs.readFileSync(full), ext, immutable, copies, connectOrigins));
    }
  };
  walk(root);
  return assets;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Puts the configured origin and contact details where the build left stand-ins. */
export function fillPrerenderPlaceholders(html: string, origin: string, config: SiteConfig): string {
  const stand = PRERENDER_PLACEHOLDERS;
  const phoneForms = (from: string, to: string): [string, string][] => [
    [formatPhone(from), formatPhone(to)],
    [from, to],
    [from.replace(/\D/g, ''), to.replace(/\D/g, '')],
  ];
  const pairs: [string, string][] = [
    [stand.origin, origin],
    ...phoneForms(stand.config.supportPhone, config.supportPhone),
    ...phoneForms(stand.config.whatsapp, config.whatsapp),
    [stand.config.supportEmail, config.supportEmail],
    [stand.config.address, config.address],
  ];
  const filled = pairs.reduce((out, [from, to]) => out.split(from).join(escapeHtml(to)), html);
  return fillSocialLinks(filled, config);
}

/**
 * The build renders a link for every network (the footer's `data-social` items); the server keeps
 * those it has an address for, with that address, and drops the rest, or the whole group if none.
 */
function fillSocialLinks(html: string, config: SiteConfig): string {
  const configured = socialNetworks.filter((network) => config.social[network]);
  if (configured.length === 0) return html.replace(/<div data-social-links="">[\s\S]*?<\/div>/g, '');
  return socialNetworks.reduce((out, network) => {
    const url = config.social[network];
    if (!url) return out.replace(new RegExp(`<li data-social="${network}">[\\s\\S]*?</li>`, 'g'), '');
    return out.split(PRERENDER_PLACEHOLDERS.config.social[network]).join(escapeHtml(url));
  }, html);
}

function readPrerenderedPages(root: string, origin: string, config: SiteConfig): Map<string, Asset> {
  const connect = connectOriginsOf(config);
  const pages = new Map<string, Asset>();
  const dir = path.join(root, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const base = name.slice(0, -'.html'.length);
    const urlPath = base === 'index' ? '/' : `/${base.replace(/__/g, '/')}`;
    const html = fillPrerenderPlaceholders(fs.readFileSync(path.join(dir, name), 'utf8'), origin, config);
    // The app takes the page over (hydrates it) with the contact details the page shows.
    const withConfig = withPageData(html, [[['site-config'], config]]);
    pages.set(urlPath, makeAsset(Buffer.from(withConfig), '.html', false, {}, connect));
  }
  return pages;
}

/** Where pages may send requests besides our own origin: the error tracker's host, when one is set. */
function connectOriginsOf(config: SiteConfig | undefined): string[] {
  return config?.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
}

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

/** Staff pages: their own header, no footer for technicians, and staff run JavaScript. */
const isStaffPage = (path: string) => /^\/(admin|technician|users_location)(\/|$)/.test(path);

/**
 * The app in the frame the build rendered for each language (decision 034): a 404 in the frame of
 * 'Page Not Found', any other public page in the plain frame. Staff pages keep the bare app. Made on
 * first request and kept: 2 kinds × 3 languages, and the tracking page's language chosen by its
 * booking.
 */
function framePages(
  root: string,
  template: string,
  { publicOrigin, siteConfig }: PrerenderSettings,
): (pathname: string, status: number, pageLanguage?: string) => Asset | undefined {
  let frames: PageFrames;
  try {
    frames = JSON.parse(
      fs.readFileSync(path.join(root, PRERENDERED_DIR, PAGE_FRAMES_FILE), 'utf8'),
    ) as PageFrames;
  } catch {
    return () => undefined;
  }
  const made = new Map<string, Asset | undefined>();
  return (pathname, status, pageLanguage) => {
    const { language: pathLanguage, path: plain } = splitLanguagePath(pathname);
    if (status === 200 && isStaffPage(plain)) return undefined;
    const kind = status === 404 ? 'not-found' : 'page';
    const chosenByServer = pathLanguage === undefined && pageLanguage !== undefined;
    const language = pathLanguage ?? pageLanguage ?? 'en';
    const key = `${kind}:${language}:${chosenByServer}`;
    if (!made.has(key)) {
      const frame = frames[kind][language];
      made.set(
        key,
        frame
          ? makeAsset(
              Buffer.from(
                fillPrerenderPlaceholders(
                  fillPageFrame(template, { ...frame, language, chosenByServer }),
                  publicOrigin,
                  siteConfig,
                ),
              ),
              '.html',
              false,
            )
          : undefined,
      );
    }
    return made.get(key);
  };
}

function respond(c: Context, asset: Asset, status: number): Response {
  const headers: Record<string, string> = {
    ...asset.securityHeaders,
    'Content-Type': asset.contentType,
    'Cache-Control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && etagMatches(c.req.header('if-none-match'), asset.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const accept = c.req.header('accept-encoding') ?? '';
  let body = asset.body;
  if (asset.compressible && /\bbr\b/.test(accept)) {
    body = asset.brotli ??= brotliCompressSync(asset.body);
    headers['Content-Encoding'] = 'br';
  } else if (asset.compressible && /\bgzip\b/.test(accept)) {
    body = asset.gzip ??= gzipSync(asset.body, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
  }
  return new Response(c.req.method === 'HEAD' ? null : bytesOf(body), { status, headers });
}
