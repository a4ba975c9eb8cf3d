import { Hono } from 'hono';
import type { PrivateFileStorage } from '../lib/private-file-storage';
import { PRIVATE_FILES_PATH } from '../lib/private-file-storage';
import { AppError, notFound } from './app-error';
import type { AppEnv } from './request-context';

/**
 * GET /api/photo-files/{key}?expires=…&signature=…: a private photo kept on this machine, for whoever
 * holds an address the server signed a few minutes ago (decision 058). The address is the permission:
 * the photo lists that hand them out check who is asking. On S3 the bucket answers presigned addresses
 * itself, and this route finds nothing.
 */
export function createPrivateFileRoutes(storage: PrivateFileStorage) {
  return new Hono<AppEnv>().get(`${PRIVATE_FILES_PATH}/*`, async (c) => {
    if (!storage.readSigned) throw notFound('Photo not found');
    const key = c.req.path.slice(PRIVATE_FILES_PATH.length + 1);
    const read = await storage.readSigned(
      key,
      c.req.query('expires') ?? '',
      c.req.query('signature') ?? '',
      c.var.now,
    );
    if (!read.ok) {
      if (read.reason === 'missing') throw notFound('Photo not found');
      throw new AppError(
        'FORBIDDEN',
        read.reason === 'expired'
          ? "This photo's address has expired. Please reload the page."
          : "This photo's address is not valid.",
      );
    }
    return c.body(read.bytes, 200, {
      'Content-Type': 'image/webp',
      // As every private answer of the API: no cache keeps it (a shared family phone included).
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    });
  });
}
