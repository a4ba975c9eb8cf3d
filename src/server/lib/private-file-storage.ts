import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '../env';
import { PHOTO_URL_LIFETIME_SECONDS } from '../limits';
import { bucketWriter, connectS3Lazily, writeWholeFile } from './file-storage';

// Files only a booking's people may see (decision 058): photos of a customer's device. They are never
// at a public address. On this machine they live in DATA_DIR/private, which no route serves as it is,
// and are read through /api/photo-files/ with an address signed by the server; on S3 they live under
// the bucket's private/ prefix (which the bucket must not make public) and are read through presigned
// GETs. Either address works for PHOTO_URL_LIFETIME_SECONDS, and only for the key it names.

export interface PrivateFileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** An address that reads the file for a short while, and when it stops working. */
  signedUrlOf(key: string, now: Date): Promise<{ url: string; expiresAt: Date }>;
  /** On this machine only: the file, when the address's signature holds and its time has not passed. */
  readSigned?(key: string, expires: string, signature: string, now: Date): Promise<SignedRead>;
}

export type SignedRead =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; expiresAt: Date }
  | { ok: false; reason: 'signature' | 'expired' | 'missing' };

/** A private key: generated names only, a picture or its thumbnail, always WebP. */
export const privateKeyPattern = /^private\/\d{4}\/\d{2}\/[a-f0-9]{24}(_t)?\.webp$/;

/** Where this machine's private files are read: never under /uploads/. */
export const PRIVATE_FILES_PATH = '/api/photo-files';

/**
 * When an address made now stops working: the lifetime, rounded up to the next five minutes, so a
 * page that asks again within those minutes gets the same addresses and its pictures are not loaded
 * again.
 */
export function expiryOf(now: Date): Date {
  const step = 300_000;
  return new Date(Math.ceil((now.getTime() + PHOTO_URL_LIFETIME_SECONDS * 1000) / step) * step);
}

/** The key that signs addresses, made from the server secret and used for nothing else. */
function signingKeyFor(secret: string): Buffer {
  return createHmac('sha256', secret).update('private file addresses').digest();
}

function signatureOf(signingKey: Buffer, key: string, expires: string): string {
  return createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
}

export function createLocalPrivateStorage(directory: string, secret: string): PrivateFileStorage {
  const signingKey = signingKeyFor(secret);
  const pathOf = (key: string) => {
    if (!privateKeyPattern.test(key)) throw new Error(`not a private key: ${key}`);
    return path.join(directory, key.slice('private/'.length));
  };
  return {
    async put(key, bytes) {
      await writeWholeFile(pathOf(key), bytes, 0o600);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    signedUrlOf(key, now) {
      pathOf(key);
      const expiresAt = expiryOf(now);
      const expires = String(expiresAt.getTime() / 1000);
      const signature = signatureOf(signingKey, key, expires);
      const url = `${PRIVATE_FILES_PATH}/${key}?expires=${expires}&signature=${signature}`;
      return Promise.resolve({ url, expiresAt });
    },
    async readSigned(key, expires, signature, now) {
      if (!privateKeyPattern.test(key) || !/^\d{1,12}$/.test(expires))
        return { ok: false, reason: 'signature' };
      const expected = Buffer.from(signatureOf(signingKey, key, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: 'signature' };
      }
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      try {
        return { ok: true, bytes: new Uint8Array(await fs.readFile(pathOf(key))), expiresAt };
      } catch {
        return { ok: false, reason: 'missing' };
      }
    },
  };
}

/** The same bucket as the public images, under private/: presigned GETs, never its public URL. */
export function createS3PrivateStorage(config: S3Config): PrivateFileStorage {
  const connect = connectS3Lazily(config);
  const bucket = bucketWriter(config, connect);
  const checked = (key: string) => {
    if (!privateKeyPattern.test(key)) throw new Error(`not a private key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes, contentType) {
      await bucket.put(checked(key), bytes, contentType, 'private, max-age=3600');
    },
    async delete(key) {
      await bucket.delete(checked(key));
    },
    async signedUrlOf(key, now) {
      const [{ client, s3 }, { getSignedUrl }] = await Promise.all([
        connect(),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const expiresAt = expiryOf(now);
      const url = await getSignedUrl(
        client,
        new s3.GetObjectCommand({ Bucket: config.bucket, Key: checked(key) }),
        {
          expiresIn: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
          signingDate: now,
        },
      );
      return { url, expiresAt };
    },
  };
}
