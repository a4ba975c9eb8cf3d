import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { photoStages } from '../../../shared/schemas/booking-photo';
import { users } from './auth';
import { bookings } from './bookings';

// Photos of a booking's device at the door (decision 058). The files are kept privately (never under
// /uploads/); a row names them by their generated keys and is read through short-lived signed URLs.

export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: photoStages }).notNull(),
    /** The picture (WebP, at most 1600 px on its long side) and its thumbnail, under private/. */
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    takenBy: text('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_photos_booking_id_idx').on(t.bookingId, t.createdAt),
    check('booking_photos_stage_valid', sql`${t.stage} IN ('before', 'after')`),
    check(
      'booking_photos_private_keys',
      sql`${t.fileKey} LIKE 'private/%' AND ${t.thumbKey} LIKE 'private/%'`,
    ),
  ],
);
