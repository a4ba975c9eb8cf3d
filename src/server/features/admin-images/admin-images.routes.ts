import { Hono } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import {
  imageDetailsSchema,
  imageUseSchema,
  MAX_ADMIN_UPLOAD_FILES,
} from '../../../shared/schemas/admin-catalogue';
import { AppError, notFound, validationError } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody, parseParam, serialIdSchema } from '../../http/validate';
import { deleteImage, listImages, uploadImages, useImage } from './admin-images.service';

const idOf = (raw: string | undefined) => {
  const id = parseParam(raw, serialIdSchema);
  if (id === undefined) throw notFound('Image not found');
  return id;
};

/** Image Uploads (SPEC section 2); mounted in the admin area (/api/admin), behind its one guard. */
export function createAdminImageRoutes({ db, fileStorage: storage, catalogueCache: cache }: AppServices) {
  return new Hono<GuardedEnv>()
    .get('/images', async (c) =>
      c.json({ images: await listImages(db, storage) } satisfies ResponseOf<'GET /api/admin/images'>),
    )
    .post('/images', async (c) => {
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        throw new AppError('BAD_REQUEST', 'Please send the images as a form upload (multipart/form-data).');
      }
      const form = await c.req.parseBody({ all: true });
      const files = [form.file].flat().filter((part): part is File => part instanceof File);
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'Please choose at least one image.');
      if (files.length > MAX_ADMIN_UPLOAD_FILES) {
        throw new AppError(
          'VALIDATION_FAILED',
          `At most ${MAX_ADMIN_UPLOAD_FILES} images can be uploaded at once.`,
        );
      }
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const details = imageDetailsSchema.safeParse({
        brandName: text(form.brandName),
        deviceModel: text(form.deviceModel),
        description: text(form.description),
      });
      if (!details.success) throw validationError(details.error);
      const result = await uploadImages(db, storage, c.var.user.id, files, details.data, c.var.now);
      if (result.images.length === 0) {
        // Nothing stored: the first refusal is the answer, every file's reason in the fields.
        throw new AppError(
          files.length === 1 && /5 MB/.test(result.refused[0]!.message)
            ? 'PAYLOAD_TOO_LARGE'
            : 'UNSUPPORTED_IMAGE',
          result.refused[0]!.message,
          Object.fromEntries(result.refused.map((refusal) => [refusal.name, refusal.message])),
        );
      }
      return c.json(result satisfies ResponseOf<'POST /api/admin/images'>, 201);
    })
    .post('/images/:id/use', async (c) => {
      const id = idOf(c.req.param('id'));
      const use = await parseBody(c, imageUseSchema);
      const image = await useImage(db, cache, storage, c.var.user.id, id, use, c.var.now);
      return c.json({ image } satisfies ResponseOf<'POST /api/admin/images/:id/use'>);
    })
    .delete('/images/:id', async (c) => {
      await deleteImage(db, storage, c.var.user.id, idOf(c.req.param('id')), c.var.now);
      return c.json({ deleted: true } satisfies ResponseOf<'DELETE /api/admin/images/:id'>);
    });
}
