import { z } from 'zod';
import type { BookingStatus } from '../booking-status';
import { fieldError } from '../field-error';
import { isTripDay } from '../trip-day';

// Photos of the device at the door (issue 32, decision 058): before the work and after it, taken with
// the technician's camera and kept privately. The technician's upload form and the route share these.

export const photoStages = ['before', 'after'] as const;
export type PhotoStage = (typeof photoStages)[number];

/** Photos one booking holds, before and after together: enough to show every side and the fault. */
export const BOOKING_PHOTOS_MAX = 6;

/** The long side a photo is shrunk to in the browser before it is sent: a cheap phone's upload stays small. */
export const PHOTO_UPLOAD_EDGE = 1600;

/** The form's field beside the file: which moment the photo shows. */
export const photoFormSchema = z.object({ stage: z.enum(photoStages, fieldError('photoStage')) });

/**
 * Whether a photo of `stage` may be added to (or taken off) a job now (decision 058). Before the work:
 * from the visit's day until the work is done. After it: from the start until the customer signs the
 * repair off, when the record closes. The server decides with it; the job card mirrors it.
 */
export function isPhotoMomentOpen(
  job: { status: BookingStatus; preferredDate: string | null; signedOff: boolean },
  stage: PhotoStage,
  now: Date,
): boolean {
  if (stage === 'before') {
    return (job.status === 'confirmed' && isTripDay(job.preferredDate, now)) || job.status === 'in_progress';
  }
  return job.status === 'in_progress' || (job.status === 'completed' && !job.signedOff);
}
