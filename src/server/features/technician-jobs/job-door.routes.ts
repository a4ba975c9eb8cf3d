import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ResponseOf } from '../../../shared/contracts/api';
import type { PhotoStage } from '../../../shared/schemas/booking-photo';
import { photoFormSchema } from '../../../shared/schemas/booking-photo';
import { deviceConditionSchema } from '../../../shared/schemas/device-condition';
import { revisedEstimateSchema } from '../../../shared/schemas/revised-estimate';
import { startJobSchema } from '../../../shared/schemas/technician-work';
import { AppError, validationError } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import type { GuardedEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { recordJobCondition } from './job-condition.service';
import { takeJobToWorkshop } from './job-workshop.service';
import { workshopIntakeSchema } from '../../../shared/schemas/workshop';
import { addJobPhoto, deleteJobPhoto, listJobPhotos } from './job-photos.service';
import {
  approveJobEstimateWithCode,
  listJobRepairs,
  proposeJobEstimate,
  signOffJobWithCode,
} from './job-estimate.service';

/** The upload form: one file in `photo`, and `stage` before or after. */
async function readPhotoForm(request: Request): Promise<{ stage: PhotoStage; bytes: Uint8Array }> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new AppError('BAD_REQUEST', 'Please send the photo as a form upload (multipart/form-data).');
  }
  const form = await request.formData();
  const stage = photoFormSchema.safeParse({ stage: form.get('stage') ?? undefined });
  if (!stage.success) throw validationError(stage.error);
  const file = form.get('photo');
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'Please choose a photo.');
  return { stage: stage.data.stage, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The customer's start code typed on the technician's phone, and the network it came from. */
async function readCustomerCode(c: Context<GuardedEnv>) {
  const { code } = await parseBody(c, startJobSchema);
  return { code, network: c.var.clientAddress };
}

/**
 * The technician's work at the customer's door (issue 32): the condition check, a revised estimate and
 * the customer's answers taken on this phone. Mounted in the technician area, behind its one guard.
 */
export function createJobDoorRoutes({ db, lifecycle, limiter, photoStorage, logger }: AppServices) {
  const photoDeps = { db, storage: photoStorage, logger };
  return (
    new Hono<GuardedEnv>()
      .get('/jobs/:id/photos', async (c) => {
        const photos = await listJobPhotos(photoDeps, c.var.user, c.req.param('id'), c.var.now);
        return c.json(photos satisfies ResponseOf<'GET /api/technician/jobs/:id/photos'>);
      })
      .post('/jobs/:id/photos', async (c) => {
        const photo = await readPhotoForm(c.req.raw);
        const photos = await addJobPhoto(photoDeps, c.var.user, c.req.param('id'), photo, c.var.now);
        return c.json(photos satisfies ResponseOf<'POST /api/technician/jobs/:id/photos'>, 201);
      })
      .delete('/jobs/:id/photos/:photoId', async (c) => {
        const { id, photoId } = c.req.param();
        const photos = await deleteJobPhoto(photoDeps, c.var.user, id, photoId, c.var.now);
        return c.json(photos satisfies ResponseOf<'DELETE /api/technician/jobs/:id/photos/:photoId'>);
      })
      // Needs workshop (decision 059): the device leaves with a pickup receipt.
      .post('/jobs/:id/workshop', async (c) => {
        const intake = await parseBody(c, workshopIntakeSchema(c.var.now));
        const job = await takeJobToWorkshop(db, lifecycle, c.var.user, c.req.param('id'), intake, c.var.now);
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/workshop'>);
      })
      .put('/jobs/:id/condition', async (c) => {
        const condition = await parseBody(c, deviceConditionSchema);
        const job = await recordJobCondition(db, c.var.user, c.req.param('id'), condition, c.var.now);
        return c.json({ job } satisfies ResponseOf<'PUT /api/technician/jobs/:id/condition'>);
      })
      .get('/jobs/:id/repairs', async (c) => {
        const offer = await listJobRepairs(db, c.var.user, c.req.param('id'));
        return c.json(offer satisfies ResponseOf<'GET /api/technician/jobs/:id/repairs'>);
      })
      .post('/jobs/:id/estimate', async (c) => {
        const change = await parseBody(c, revisedEstimateSchema);
        const job = await proposeJobEstimate(db, lifecycle, c.var.user, c.req.param('id'), change, c.var.now);
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/estimate'>);
      })
      .post('/jobs/:id/estimate/approve', async (c) => {
        const answer = await readCustomerCode(c);
        const job = await approveJobEstimateWithCode(
          db,
          { limiter },
          c.var.user,
          c.req.param('id'),
          answer,
          c.var.now,
        );
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/estimate/approve'>);
      })
      .post('/jobs/:id/sign-off', async (c) => {
        const answer = await readCustomerCode(c);
        const job = await signOffJobWithCode(
          db,
          { limiter },
          c.var.user,
          c.req.param('id'),
          answer,
          c.var.now,
        );
        return c.json({ job } satisfies ResponseOf<'POST /api/technician/jobs/:id/sign-off'>);
      })
  );
}
