import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { appRole, technicianStatus } from './enums';
import { createdAt, updatedAt } from './timestamps';

export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_roles_user_role_unique').on(t.userId, t.role)],
);

// E-mail is read from the account (users.email), never copied here: it cannot be changed.
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    phone: text('phone'),
    defaultAddress: text('default_address'),
    defaultCity: text('default_city'),
    defaultState: text('default_state'),
    defaultPincode: text('default_pincode'),
    referralCode: text('referral_code').notNull().unique(),
    /** The language the person chose for the site and their messages (en, hi, or); null: not chosen. */
    language: text('language'),
    /**
     * When the customer answered the offer to fill an empty profile from an earlier guest booking
     * (copied or declined): it is made once.
     */
    bookingDetailsOfferAnsweredAt: timestamp('booking_details_offer_answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_phone_idx').on(t.phone)],
);

// The spec's admins / technician_details / technician_profiles become roles plus this one table:
// name, phone and e-mail live on the user, the password on the auth account.
export const technicians = pgTable(
  'technicians',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialization: text('specialization').notNull().default('General Repair'),
    experienceYears: integer('experience_years').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    status: technicianStatus('status').notNull().default('active'),
    /** Visits this technician takes in one bookable window (decision 051; the default is one). */
    jobsPerWindow: integer('jobs_per_window').notNull().default(1),
    /** Where their day starts (home or the shop): dispatch measures a first job's distance from here. */
    baseLat: doublePrecision('base_lat'),
    baseLng: doublePrecision('base_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('technicians_jobs_per_window_range', sql`${t.jobsPerWindow} BETWEEN 1 AND 10`),
    check(
      'technicians_base_location',
      sql`(${t.baseLat} IS NULL) = (${t.baseLng} IS NULL) AND (${t.baseLat} IS NULL OR (${t.baseLat} BETWEEN -90 AND 90 AND ${t.baseLng} BETWEEN -180 AND 180))`,
    ),
    check('technicians_rating_range', sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
    check('technicians_experience_nonnegative', sql`${t.experienceYears} >= 0`),
  ],
);
