import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { bytesOf, etagMatches, etagOf } from './cached-response';
import { pageSecurityHeaders } from './security-headers';

// The built web app is small: it is read into memory once and served from there. Hashed files under
// /assets are immutable; everything else is revalidated. The build writes compressed copies beside the
// files (`name.br`, `name.gz`, scripts/compress-web.ts), so starting costs no compression; a file
// without them (a page filled in at start) is compressed on its first request and kept.

export interface Asset {
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

export function makeAsset(
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
export const PRERENDERED_DIR = 'prerendered';

export function readAssets(root: string, connectOrigins: readonly string[]): Map<string, Asset> {
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

/** Answers with an asset: cached by its ETag, compressed as the client accepts. */
export function respond(c: Context, asset: Asset, status: number): Response {
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
