import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './timestamps';

// A booking's tracking links (spec decision 18): the token itself is sent to the customer and never
// stored, only its SHA-256. An admin can revoke a link (a new one is sent), so a booking may have
// several rows, at most one of them live.
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('tracking_links_booking_id_idx').on(t.bookingId)],
);
