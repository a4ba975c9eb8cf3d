import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { getAs, nextAddress, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBrand, createDevice, createUser } from '../../../../tests/factories';
import { startS3Fake } from '../../../../tests/s3-fake';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { DeviceDetail } from '../../../shared/catalogue-types';
import { thumbnailUrlOf } from '../../../shared/constants';
import type { AdminImageRow, ImageUploadResult } from '../../../shared/contracts/admin-catalogue';
import { uploadedImages } from '../../db/schema/index';
import { createS3Storage } from '../../lib/file-storage';

// Image Uploads: only real JPEG, PNG and WebP pictures are kept, cleaned of their metadata, resized,
// with a WebP copy and a thumbnail under generated names; anything else is refused with a reason and
// leaves nothing behind. The same on local disk and on S3-compatible storage.

const s3 = await startS3Fake();
afterAll(() => s3.close());

/** A camera-like JPEG: big, with EXIF that must not survive. */
const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3366cc' } })
  .jpeg()
  .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SpyCam' } })
  .toBuffer();
const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } })
  .png()
  .toBuffer();
const webp = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#00aa00' } })
  .webp()
  .toBuffer();

/** A PNG whose header claims 20000×20000 pixels (a decompression bomb in miniature). */
function pixelFlood(): Buffer {
  const tiny = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const bomb = Buffer.from(tiny);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

const hostile: Record<string, { bytes: Buffer; name: string; type: string }> = {
  'an SVG with a script': {
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    name: 'logo.svg',
    type: 'image/svg+xml',
  },
  'a PHP file named .jpg': {
    bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
    name: 'shell.jpg',
    type: 'image/jpeg',
  },
  'an HTML file named .jpg': {
    bytes: Buffer.from('<!doctype html><script>fetch("/api/session")</script>'),
    name: 'page.jpg',
    type: 'image/jpeg',
  },
  'a PHP file behind JPEG magic bytes': {
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php echo 1; ?>')]),
    name: 'poly.jpg',
    type: 'image/jpeg',
  },
  'a 20000×20000 pixel flood': { bytes: pixelFlood(), name: 'flood.png', type: 'image/png' },
  'a truncated JPEG': {
    bytes: photo.subarray(0, Math.floor(photo.length / 2)),
    name: 'cut.jpg',
    type: 'image/jpeg',
  },
  'zero bytes': { bytes: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' },
};

for (const [where, options] of [
  ['on local disk', {}],
  [
    'on S3-compatible storage',
    {
      fileStorage: createS3Storage({
        endpoint: s3.url,
        bucket: 'catalogue',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        region: 'auto',
        publicUrl: 'https://images.example.com',
      }),
    },
  ],
] as const) {
  describe(`image uploads ${where}`, async () => {
    const { app, db, auth } = await createTestApp({ devOutbox: true, ...options });
    const email = `images-${where.length}@example.com`;
    await createUser(auth, db, { email, role: 'admin', password: 'admin-pass-1' });
    const admin = await signInWithPassword(app, email, 'admin-pass-1');
    const onS3 = 'fileStorage' in options;

    const upload = (
      files: { bytes: Buffer; name: string; type: string }[],
      fields: Record<string, string> = {},
    ) => {
      const form = new FormData();
      for (const file of files)
        form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return app.request('/api/admin/images', {
        method: 'POST',
        headers: { Cookie: admin, Origin: TEST_ORIGIN, 'X-Forwarded-For': nextAddress() },
        body: form,
      });
    };
    /** Reads a stored file back the way a browser would. */
    const fetchStored = async (url: string) => {
      if (onS3) {
        const key = url.replace('https://images.example.com/', 'catalogue/');
        const object = s3.objects.get(key);
        return object
          ? { status: 200, bytes: object.body, type: object.contentType, cache: object.cacheControl }
          : null;
      }
      const res = await app.request(url);
      return {
        status: res.status,
        bytes: Buffer.from(await res.arrayBuffer()),
        type: res.headers.get('content-type') ?? undefined,
        cache: res.headers.get('cache-control') ?? undefined,
        nosniff: res.headers.get('x-content-type-options'),
      };
    };
    const storedCount = async () => (await db.select().from(uploadedImages)).length;

    it('keeps JPEG, PNG and WebP: cleaned, resized, with a WebP copy and a thumbnail', async () => {
      const res = await upload(
        [
          { bytes: photo, name: 'C:\\Users\\admin\\Pictures\\galaxy-s24.jpg', type: 'image/jpeg' },
          { bytes: png, name: 'logo.png', type: 'image/png' },
          { bytes: webp, name: 'back.webp', type: 'image/webp' },
        ],
        { brandName: 'Samsung', deviceModel: 'Galaxy S24', description: 'Front, blue' },
      );
      expect(res.status).toBe(201);
      const { images, refused } = (await res.json()) as ImageUploadResult;
      expect(refused).toEqual([]);
      expect(images.map((i) => [i.imageName, i.contentType, i.width, i.height])).toEqual([
        ['galaxy-s24.jpg', 'image/jpeg', 1600, 1200],
        ['logo.png', 'image/png', 300, 200],
        ['back.webp', 'image/webp', 640, 480],
      ]);
      const [first] = images;
      expect(first).toMatchObject({
        brandName: 'Samsung',
        deviceModel: 'Galaxy S24',
        description: 'Front, blue',
      });
      // Generated names only, never the uploader's.
      expect(first!.imageUrl).toMatch(
        onS3
          ? /^https:\/\/images\.example\.com\/images\/\d{4}\/\d{2}\/[a-f0-9]{24}\.jpg$/
          : /^\/uploads\/images\//,
      );
      const main = await fetchStored(first!.imageUrl);
      expect(main?.status).toBe(200);
      expect(main?.type).toBe('image/jpeg');
      expect(main?.cache).toBe('public, max-age=31536000, immutable');
      if (!onS3) expect((main as { nosniff?: string | null }).nosniff).toBe('nosniff');
      const meta = await sharp(main!.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(main!.bytes.includes('secret-owner')).toBe(false);
      // The pages find a thumbnail by its name beside the image.
      expect(first!.thumbUrl).toBe(thumbnailUrlOf(first!.imageUrl));
      const thumb = await fetchStored(first!.thumbUrl!);
      expect((await sharp(thumb!.bytes).metadata()).width).toBe(400);
      expect(thumb?.type).toBe('image/webp');
      expect((await fetchStored(first!.webpUrl!))?.type).toBe('image/webp');
    });

    it('cleans what hides after a picture: a JPEG with HTML appended is stored without it', async () => {
      const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(document.cookie)</script>')]);
      const res = await upload([{ bytes: polyglot, name: 'poly.jpg', type: 'image/jpeg' }]);
      expect(res.status).toBe(201);
      const { images } = (await res.json()) as ImageUploadResult;
      const stored = await fetchStored(images[0]!.imageUrl);
      expect(stored!.bytes.includes('<script>')).toBe(false);
    });

    for (const [what, file] of Object.entries(hostile)) {
      it(`refuses ${what} with a reason, and stores nothing`, async () => {
        const before = await storedCount();
        const objects = s3.objects.size;
        const res = await upload([file]);
        expect(res.status).toBe(415);
        const body = (await res.json()) as {
          error: { code: string; message: string; fields: Record<string, string> };
        };
        expect(body.error.code).toBe('UNSUPPORTED_IMAGE');
        expect(body.error.fields[file.name]).toBe(body.error.message);
        expect(body.error.message).toMatch(/JPEG, PNG and WebP|could not be read|empty|megapixels/);
        expect(await storedCount()).toBe(before);
        expect(s3.objects.size).toBe(objects);
      });
    }

    it('keeps the good files of a mixed upload and names the bad ones', async () => {
      const res = await upload([
        { bytes: png, name: 'good.png', type: 'image/png' },
        hostile['an SVG with a script']!,
      ]);
      expect(res.status).toBe(201);
      const result = (await res.json()) as ImageUploadResult;
      expect(result.images.map((i) => i.imageName)).toEqual(['good.png']);
      expect(result.refused).toEqual([
        { name: 'logo.svg', message: 'Only JPEG, PNG and WebP images can be uploaded.' },
      ]);
    });

    it('refuses a 50 MB file, more than 10 files, and a body over the limit', async () => {
      const big = await upload([
        { bytes: Buffer.alloc(50 * 1024 * 1024, 1), name: 'big.jpg', type: 'image/jpeg' },
      ]);
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error: { message: string } }).error.message).toBe(
        'Each image must be at most 5 MB.',
      );
      const many = await upload(
        Array.from({ length: 11 }, (_, i) => ({ bytes: png, name: `${i}.png`, type: 'image/png' })),
      );
      expect(many.status).toBe(400);
      const huge = await upload([
        { bytes: Buffer.alloc(60 * 1024 * 1024, 1), name: 'huge.jpg', type: 'image/jpeg' },
      ]);
      expect(huge.status).toBe(413);
    });

    it('puts an image on a device and a brand, and keeps it while they show it', async () => {
      const device = await createDevice(db, { name: 'Photo Phone', slug: `photo-phone-${where.length}` });
      const brand = await createBrand(db, { name: `Photo Brand ${where.length}` });
      const res = await upload([{ bytes: png, name: 'photo.png', type: 'image/png' }]);
      const { images } = (await res.json()) as ImageUploadResult;
      const image = images[0]!;
      const used = await postJson<{ image: AdminImageRow }>(
        app,
        `/api/admin/images/${image.id}/use`,
        { target: 'device', deviceId: device.id },
        { cookie: admin },
      );
      expect(used.status).toBe(200);
      await postJson(
        app,
        `/api/admin/images/${image.id}/use`,
        { target: 'brand', brandId: brand.id },
        { cookie: admin },
      );
      const page = (await getAs(app, `/api/devices/${device.slug}`)).body as { device: DeviceDetail };
      expect(page.device.imageUrl).toBe(image.imageUrl);
      const list = (await getAs(app, '/api/admin/images', admin)).body as { images: AdminImageRow[] };
      expect(list.images.find((i) => i.id === image.id)?.usedBy).toEqual([
        'Photo Phone',
        `Photo Brand ${where.length} (logo)`,
      ]);

      const refused = await postJson(
        app,
        `/api/admin/images/${image.id}`,
        {},
        { cookie: admin, method: 'DELETE' },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('IN_USE');

      const spare = (
        (await (
          await upload([{ bytes: webp, name: 'spare.webp', type: 'image/webp' }])
        ).json()) as ImageUploadResult
      ).images[0]!;
      const deleted = await postJson(
        app,
        `/api/admin/images/${spare.id}`,
        {},
        { cookie: admin, method: 'DELETE' },
      );
      expect(deleted.status).toBe(200);
      expect(await fetchStored(spare.imageUrl).then((r) => r?.status ?? 404)).toBe(404);
      expect(await fetchStored(spare.thumbUrl!).then((r) => r?.status ?? 404)).toBe(404);
    });
  });
}

describe('serving uploads', async () => {
  const { app } = await createTestApp();
  it('serves generated names only', async () => {
    for (const path of [
      '/uploads/../../etc/passwd',
      '/uploads/images/2026/11/x.svg',
      '/uploads/images/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.jpg',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
