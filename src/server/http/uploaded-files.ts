import fs from 'node:fs/promises';
import { Hono } from 'hono';
import type { FileStorage } from '../lib/file-storage';
import type { PrivateFileStorage } from '../lib/private-file-storage';
import { IMMUTABLE_CACHE_CONTROL, storedKeyPattern } from '../lib/file-storage';
import { createPrivateFileRoutes } from './private-files';
import type { AppEnv } from './request-context';

const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * GET /uploads/{key}: uploaded images kept on this machine. Only generated keys are served (no other
 * path can be named), as the image type they were stored with, never sniffed as anything else. The
 * private photos have their own route, behind signed addresses.
 */
export function createUploadedFileRoutes(storage: FileStorage, photoStorage: PrivateFileStorage) {
  return new Hono<AppEnv>().route('/', createPrivateFileRoutes(photoStorage)).get('/uploads/*', async (c) => {
    const key = c.req.path.slice('/uploads/'.length);
    if (!storage.localPath || !storedKeyPattern.test(key)) return c.notFound();
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(storage.localPath(key));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
