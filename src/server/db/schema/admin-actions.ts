import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './timestamps';

// Every admin write the booking history does not already hold (a deleted booking, a paid reward, a
// new technician, a changed role...), with the admin who made it. Booking status changes and
// assignments are in booking_events; this keeps the rest, and outlives what it describes.
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'booking.deleted', 'referral.paid', 'technician.created', 'user.roles_changed'. */
    action: text('action').notNull(),
    /** What it was done to: 'booking', 'referral', 'technician', 'user', 'contact_submission'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What a reader needs once the subject is gone (a deleted booking's BK id and customer name). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_subject_idx').on(t.subjectType, t.subjectId),
    index('admin_actions_actor_user_id_idx').on(t.actorUserId),
    index('admin_actions_created_at_idx').on(t.createdAt),
  ],
);
