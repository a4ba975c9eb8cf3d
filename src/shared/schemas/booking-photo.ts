import { z } from 'zod';
import { fieldError } from '../field-error';

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
