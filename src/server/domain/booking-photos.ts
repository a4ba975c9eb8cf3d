import { asc, count, eq } from 'drizzle-orm';
import type { BookingPhoto, BookingPhotos } from '../../shared/contracts/door';
import type { PhotoStage } from '../../shared/schemas/booking-photo';
import { BOOKING_PHOTOS_MAX, isPhotoMomentOpen } from '../../shared/schemas/booking-photo';
import type { Database } from '../db/client';
import { bookingPhotos } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { ProcessedPhoto } from '../lib/image-processing';
import type { Logger } from '../lib/logger';
import type { PrivateFileStorage } from '../lib/private-file-storage';
import { expiryOf } from '../lib/private-file-storage';
import { announceBookingChange } from './booking-announcements';
import type { Transaction } from './booking-lifecycle';
import type { BookingRow } from './booking-view';

// Photos of a booking's device at the door (decision 058), read by its customer (session or tracking
// link), its technician and the admins, each through their own route, all through these functions.
// Every list hands out addresses that work for a few minutes; nobody gets a lasting one.

type PhotoRow = typeof bookingPhotos.$inferSelect;

/** The photos of one booking, oldest first, with addresses signed now. */
export async function listBookingPhotos(
  db: Pick<Database, 'select'>,
  storage: PrivateFileStorage,
  bookingId: string,
  now: Date,
): Promise<BookingPhotos> {
  const rows = await db
    .select()
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
  const photos = await Promise.all(rows.map((row) => toBookingPhoto(storage, row, now)));
  return { photos, expiresAt: expiryOf(now).toISOString() };
}

async function toBookingPhoto(storage: PrivateFileStorage, row: PhotoRow, now: Date): Promise<BookingPhoto> {
  const [main, thumb] = await Promise.all([
    storage.signedUrlOf(row.fileKey, now),
    storage.signedUrlOf(row.thumbKey, now),
  ]);
  return {
    id: row.id,
    stage: row.stage,
    url: main.url,
    thumbUrl: thumb.url,
    width: row.width,
    height: row.height,
    takenAt: row.createdAt.toISOString(),
  };
}

/** Why a photo of `stage` cannot be added to (or taken off) the booking now, or null when it can. */
export function photoRefusal(row: BookingRow, stage: PhotoStage, now: Date): AppError | null {
  const job = { status: row.status, preferredDate: row.preferredDate, signedOff: row.signedOffAt !== null };
  if (isPhotoMomentOpen(job, stage, now)) return null;
  return new AppError(
    'TRANSITION_NOT_ALLOWED',
    "Photos can be added from the visit's day until the customer signs off the repair.",
    undefined,
    { reason: 'photos_closed', params: { status: row.status } },
  );
}

/**
 * Records a stored photo on `row` (locked by the caller), within the booking's limit; the customer's
 * open pages hear of it at once.
 */
export async function addBookingPhoto(
  tx: Transaction,
  row: BookingRow,
  photo: { stage: PhotoStage; processed: ProcessedPhoto; takenBy: string },
  now: Date,
): Promise<void> {
  const [held] = await tx
    .select({ photos: count() })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, row.id));
  if ((held?.photos ?? 0) >= BOOKING_PHOTOS_MAX) {
    throw new AppError(
      'PHOTO_LIMIT',
      `This booking already has ${BOOKING_PHOTOS_MAX} photos. Delete one to add another.`,
    );
  }
  await tx.insert(bookingPhotos).values({
    bookingId: row.id,
    stage: photo.stage,
    fileKey: photo.processed.main.key,
    thumbKey: photo.processed.thumb.key,
    width: photo.processed.width,
    height: photo.processed.height,
    byteSize: photo.processed.main.bytes.byteLength,
    takenBy: photo.takenBy,
    createdAt: now,
  });
  await announceBookingChange(tx, row);
}

/** Removes one photo of `row` (locked by the caller); the files are the caller's to delete after the commit. */
export async function removeBookingPhoto(tx: Transaction, row: BookingRow, photo: PhotoRow): Promise<void> {
  await tx.delete(bookingPhotos).where(eq(bookingPhotos.id, photo.id));
  await announceBookingChange(tx, row);
}

/** The stored keys of a booking's photos, to delete its files once the booking itself is gone. */
export async function photoKeysOf(db: Pick<Database, 'select'>, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ fileKey: bookingPhotos.fileKey, thumbKey: bookingPhotos.thumbKey })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId));
  return rows.flatMap((row) => [row.fileKey, row.thumbKey]);
}

/** Files no record names any more; one left behind costs disk, never privacy, so a failure is logged. */
export async function deletePhotoFiles(
  storage: PrivateFileStorage,
  logger: Logger,
  keys: string[],
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected')
      logger.warn({ err: result.reason }, 'a private file could not be deleted');
  }
}
