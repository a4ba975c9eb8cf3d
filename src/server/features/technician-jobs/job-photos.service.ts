import { and, eq } from 'drizzle-orm';
import type { BookingPhotos } from '../../../shared/contracts/door';
import type { PhotoStage } from '../../../shared/schemas/booking-photo';
import type { SignedInUser } from '../../auth/signed-in-user';
import type { Database } from '../../db/client';
import { bookingPhotos } from '../../db/schema/index';
import {
  addBookingPhoto,
  deletePhotoFiles,
  listBookingPhotos,
  photoRefusal,
  removeBookingPhoto,
} from '../../domain/booking-photos';
import { AppError } from '../../http/app-error';
import { processPhoto } from '../../lib/image-processing';
import type { Logger } from '../../lib/logger';
import type { PrivateFileStorage } from '../../lib/private-file-storage';
import { lockOwnJob, technicianFor } from './technician-jobs.service';
import { readOwnJob } from './technician-trips.service';

// The technician's photos of the device at the door (issue 32, decision 058): before the work and
// after it, from the phone's camera, kept privately.

export interface PhotoDeps {
  db: Database;
  storage: PrivateFileStorage;
  logger: Logger;
}

/** The photos of one of the technician's jobs. */
export async function listJobPhotos(
  { db, storage }: PhotoDeps,
  user: SignedInUser,
  bookingId: string,
  now: Date,
): Promise<BookingPhotos> {
  const row = await readOwnJob(db, await technicianFor(db, user, bookingId), bookingId);
  return listBookingPhotos(db, storage, row.id, now);
}

/**
 * Cleans and stores one photo, then records it under the job's lock, within the booking's limit. The
 * files are written before the record (a reader never finds a record without its file) and removed
 * again when the record is refused.
 */
export async function addJobPhoto(
  { db, storage, logger }: PhotoDeps,
  user: SignedInUser,
  bookingId: string,
  photo: { stage: PhotoStage; bytes: Uint8Array },
  now: Date,
): Promise<BookingPhotos> {
  const technicianId = await technicianFor(db, user, bookingId);
  // Refused before the picture is worked on, when the job already says no.
  const refusal = photoRefusal(await readOwnJob(db, technicianId, bookingId), photo.stage, now);
  if (refusal) throw refusal;
  const processed = await processPhoto(photo.bytes, now);
  const files = [processed.main, processed.thumb];
  await Promise.all(files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
  try {
    await db.transaction(async (tx) => {
      const row = await lockOwnJob(tx, technicianId, bookingId);
      const late = photoRefusal(row, photo.stage, now);
      if (late) throw late;
      await addBookingPhoto(tx, row, { stage: photo.stage, processed, takenBy: user.id }, now);
    });
  } catch (error) {
    await deletePhotoFiles(
      storage,
      logger,
      files.map((file) => file.key),
    );
    throw error;
  }
  return listBookingPhotos(db, storage, bookingId, now);
}

/** Takes a photo off the job while its moment is open (a blurred shot is taken again). */
export async function deleteJobPhoto(
  { db, storage, logger }: PhotoDeps,
  user: SignedInUser,
  bookingId: string,
  photoId: string,
  now: Date,
): Promise<BookingPhotos> {
  const technicianId = await technicianFor(db, user, bookingId);
  const removed = await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, technicianId, bookingId);
    const [photo] = /^[0-9a-f-]{36}$/i.test(photoId)
      ? await tx
          .select()
          .from(bookingPhotos)
          .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, row.id)))
      : [];
    if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
    const refusal = photoRefusal(row, photo.stage, now);
    if (refusal) throw refusal;
    await removeBookingPhoto(tx, row, photo);
    return photo;
  });
  await deletePhotoFiles(storage, logger, [removed.fileKey, removed.thumbKey]);
  return listBookingPhotos(db, storage, bookingId, now);
}
