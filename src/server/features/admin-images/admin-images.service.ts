import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminImageRow, ImageUploadResult } from '../../../shared/contracts/admin-catalogue';
import type { imageDetailsSchema, imageUseSchema } from '../../../shared/schemas/admin-catalogue';
import type { Database } from '../../db/client';
import { brands, devices, uploadedImages } from '../../db/schema/index';
import { withAdminAudit } from '../../domain/admin-audit';
import { changeCatalogue } from '../../domain/catalogue-changes';
import { AppError } from '../../http/app-error';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { FileStorage } from '../../lib/file-storage';
import { processImage } from '../../lib/image-processing';

// The admin's image uploads (SPEC sections 2, 3 and 7): each file checked, cleaned and stored with a
// WebP copy and a thumbnail under generated names, listed, put to use as a device's picture or a
// brand's logo, and deleted once nothing shows it.

type ImageDetails = z.output<typeof imageDetailsSchema>;
type ImageUse = z.output<typeof imageUseSchema>;
type ImageRecord = typeof uploadedImages.$inferSelect;

const NOT_FOUND = 'Image not found';

// eslint-disable-next-line no-control-regex -- control characters are what is taken out
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** A file name as shown to the admin: no folders, no control characters, not too long. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(controlCharacters, '') ?? '';
  return base.slice(0, 200) || 'image';
}

/** Who shows an image: devices by picture, brands by logo. */
async function usersOf(db: Pick<Database, 'select'>, url: string): Promise<string[]> {
  const [usingDevices, usingBrands] = await Promise.all([
    db.select({ name: devices.name }).from(devices).where(eq(devices.imageUrl, url)),
    db.select({ name: brands.name }).from(brands).where(eq(brands.logoUrl, url)),
  ]);
  return [...usingDevices.map((d) => d.name), ...usingBrands.map((b) => `${b.name} (logo)`)];
}

function toRow(storage: FileStorage, record: ImageRecord, usedBy: string[]): AdminImageRow {
  return {
    id: record.id,
    imageName: record.imageName,
    imageUrl: record.imageUrl,
    webpUrl: record.webpKey ? storage.urlOf(record.webpKey) : null,
    thumbUrl: record.thumbKey ? storage.urlOf(record.thumbKey) : null,
    width: record.width,
    height: record.height,
    fileSize: record.fileSize,
    contentType: record.contentType,
    brandName: record.brandName,
    deviceModel: record.deviceModel,
    description: record.description,
    createdAt: record.createdAt.toISOString(),
    usedBy,
  };
}

/**
 * Stores the images that pass and reports the ones that do not (with their names), so one bad file
 * does not cost the admin the good ones. Nothing of a refused file is stored.
 */
export async function uploadImages(
  db: Database,
  storage: FileStorage,
  adminId: string,
  files: File[],
  details: ImageDetails,
  now: Date,
): Promise<ImageUploadResult> {
  const result: ImageUploadResult = { images: [], refused: [] };
  for (const file of files) {
    const name = displayName(file.name);
    let processed;
    try {
      processed = await processImage(new Uint8Array(await file.arrayBuffer()), now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ name, message: error.message });
      continue;
    }
    const variants = [processed.main, processed.webp, processed.thumb];
    await Promise.all(variants.map((v) => storage.put(v.key, v.bytes, v.contentType)));
    try {
      const record = await db.transaction((tx) =>
        withAdminAudit(
          tx,
          { id: adminId, now },
          async () => {
            const [row] = await tx
              .insert(uploadedImages)
              .values({
                userId: adminId,
                imageName: name,
                imageKey: processed.main.key,
                imageUrl: storage.urlOf(processed.main.key),
                webpKey: processed.webp.key,
                thumbKey: processed.thumb.key,
                width: processed.width,
                height: processed.height,
                fileSize: processed.main.bytes.byteLength,
                contentType: processed.main.contentType,
                category: 'device',
                ...details,
                createdAt: now,
              })
              .returning();
            return row!;
          },
          (row) => ({
            action: 'image.uploaded',
            subjectType: 'image',
            subjectId: row.id,
            details: { name, key: processed.main.key },
          }),
        ),
      );
      result.images.push(toRow(storage, record, []));
    } catch (error) {
      // No record, no files: what was stored for it goes again.
      await Promise.all(variants.map((v) => storage.delete(v.key).catch(() => undefined)));
      throw error;
    }
  }
  return result;
}

/** The catalogue's images, newest first, with who shows each. */
export async function listImages(db: Database, storage: FileStorage): Promise<AdminImageRow[]> {
  const records = await db
    .select()
    .from(uploadedImages)
    .where(eq(uploadedImages.category, 'device'))
    .orderBy(desc(uploadedImages.createdAt), desc(uploadedImages.id));
  const [pictures, logos] = await Promise.all([
    db.select({ name: devices.name, url: devices.imageUrl }).from(devices),
    db.select({ name: brands.name, url: brands.logoUrl }).from(brands),
  ]);
  return records.map((record) =>
    toRow(storage, record, [
      ...pictures.filter((d) => d.url === record.imageUrl).map((d) => d.name),
      ...logos.filter((b) => b.url === record.imageUrl).map((b) => `${b.name} (logo)`),
    ]),
  );
}

async function findImage(db: Pick<Database, 'select'>, id: number): Promise<ImageRecord> {
  const [record] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
  if (!record) throw new AppError('NOT_FOUND', NOT_FOUND);
  return record;
}

/** Shows an image as a device's picture or a brand's logo; customers see it on their next view. */
export async function useImage(
  db: Database,
  cache: Pick<CatalogueCache, 'invalidate'>,
  storage: FileStorage,
  adminId: string,
  id: number,
  use: ImageUse,
  now: Date,
): Promise<AdminImageRow> {
  return changeCatalogue(db, cache, async (tx) => {
    const record = await findImage(tx, id);
    await withAdminAudit(
      tx,
      { id: adminId, now },
      async () => {
        const [target] =
          use.target === 'device'
            ? await tx
                .update(devices)
                .set({ imageUrl: record.imageUrl, updatedAt: now })
                .where(eq(devices.id, use.deviceId))
                .returning({ id: devices.id })
            : await tx
                .update(brands)
                .set({ logoUrl: record.imageUrl, updatedAt: now })
                .where(eq(brands.id, use.brandId))
                .returning({ id: brands.id });
        if (!target)
          throw new AppError('NOT_FOUND', use.target === 'device' ? 'Device not found' : 'Brand not found');
        return target;
      },
      (target) => ({
        action: use.target === 'device' ? 'image.used_for_device' : 'image.used_for_brand',
        subjectType: 'image',
        subjectId: id,
        details: { targetId: target.id },
      }),
    );
    return toRow(storage, record, await usersOf(tx, record.imageUrl));
  });
}

/** Deletes an image and its files, unless a device or brand still shows it. */
export async function deleteImage(
  db: Database,
  storage: FileStorage,
  adminId: string,
  id: number,
  now: Date,
) {
  const record = await db.transaction(async (tx) => {
    const found = await findImage(tx, id);
    const usedBy = await usersOf(tx, found.imageUrl);
    if (usedBy.length > 0) {
      throw new AppError(
        'IN_USE',
        `This image is shown for ${usedBy.join(', ')}. Choose another picture there first.`,
      );
    }
    await withAdminAudit(
      tx,
      { id: adminId, now },
      () => tx.delete(uploadedImages).where(eq(uploadedImages.id, id)),
      () => ({
        action: 'image.deleted',
        subjectType: 'image',
        subjectId: id,
        details: { name: found.imageName, key: found.imageKey },
      }),
    );
    return found;
  });
  // The files go after the record: a failure here leaves unused files, never a record without them.
  const keys = [record.imageKey, record.webpKey, record.thumbKey].filter((key): key is string =>
    Boolean(key),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
}
