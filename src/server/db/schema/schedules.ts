import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { leaveStatus } from './enums';
import { technicians } from './people';
import { createdAt } from './timestamps';

// Who works when and where (decision 049). A technician without rows of a kind has that kind's
// default: no work-window rows, every bookable window on every weekday; no area rows, every pincode.
// So a new technician can take work at once, and a shop that never plans keeps working as before.

/** The bookable windows a technician works on each weekday (1 Monday … 7 Sunday, ISO). */
export const technicianWorkWindows = pgTable(
  'technician_work_windows',
  {
    technicianId: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    /** One of PREFERRED_TIME_WINDOWS, such as '09:00-11:00'. */
    timeWindow: text('time_window').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.technicianId, t.weekday, t.timeWindow] }),
    check('technician_work_windows_weekday', sql`${t.weekday} BETWEEN 1 AND 7`),
  ],
);

/** The pincodes a technician serves: a whole 6-digit pincode, or a prefix of 1 to 5 digits. */
export const technicianServiceAreas = pgTable(
  'technician_service_areas',
  {
    technicianId: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    pincodePrefix: text('pincode_prefix').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.technicianId, t.pincodePrefix] }),
    check('technician_service_areas_prefix', sql`${t.pincodePrefix} ~ '^[0-9]{1,6}$'`),
  ],
);

/** Days a technician does not work: asked for by them (requested) or entered by an admin (approved). */
export const technicianLeave = pgTable(
  'technician_leave',
  {
    id: serial('id').primaryKey(),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** The last day of the leave (inclusive). */
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    status: leaveStatus('status').notNull(),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('technician_leave_dates', sql`${t.toDate} >= ${t.fromDate}`),
    index('technician_leave_technician_dates_idx').on(t.technicianId, t.fromDate),
    index('technician_leave_requested_by_idx').on(t.requestedByUserId),
    index('technician_leave_decided_by_idx').on(t.decidedByUserId),
    index('technician_leave_status_dates_idx').on(t.status, t.fromDate, t.toDate),
  ],
);

/**
 * Notices sent on a clock rather than on a change (decision 051): the customer's reminder the evening
 * before (subject: the booking's id), the technician's morning summary (subject: the technician's id),
 * the admins' alert about a pending booking nobody confirmed (subject: the booking's id) and their
 * alert about cash a technician has held too long (subject: the technician's id; day: the India date
 * the oldest cash still held was taken, decision 064). One row per kind, subject and day: a notice
 * goes once however many processes run the clock, and again after a restart never.
 */
export const scheduledNotices = pgTable(
  'scheduled_notices',
  {
    kind: text('kind', {
      enum: ['evening_reminder', 'morning_summary', 'unconfirmed_alert', 'cash_held_alert'],
    }).notNull(),
    subject: text('subject').notNull(),
    /** The India date the notice is for. */
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subject, t.day] }),
    check(
      'scheduled_notices_kind_valid',
      sql`${t.kind} IN ('evening_reminder', 'morning_summary', 'unconfirmed_alert', 'cash_held_alert')`,
    ),
  ],
);
