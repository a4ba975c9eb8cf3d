import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

// A response body computed once and served many times: JSON text, its ETag, and a gzip copy made on
// first demand.

export interface CachedBody {
  /** UTF-8 bytes, encoded once. */
  body: Buffer;
  etag: string;
  /** The cached value was null: a lookup that found nothing, remembered like any other. */
  isNull: boolean;
  gzipped?: Buffer;
}

const GZIP_MIN_BYTES = 1024;

export function makeCachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), isNull: value === null };
}

/** A strong ETag derived from the bytes themselves. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function sendCachedJson(c: Context, cached: CachedBody): Response {
  const headers: Record<string, string> = {
    ETag: cached.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(c.req.header('if-none-match'), cached.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Type'] = 'application/json; charset=UTF-8';
  const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (acceptsGzip && cached.body.length >= GZIP_MIN_BYTES) {
    cached.gzipped ??= gzipSync(cached.body);
    headers['Content-Encoding'] = 'gzip';
    return new Response(bytesOf(cached.gzipped), { status: 200, headers });
  }
  return new Response(bytesOf(cached.body), { status: 200, headers });
}

/** A view of a Buffer's bytes, without copying them. */
export function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
}
