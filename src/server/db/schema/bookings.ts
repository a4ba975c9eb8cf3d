import { sql } from 'drizzle-orm';
import type { RecordedCondition } from '../../../shared/schemas/device-condition';
import { estimateAnswerWays } from '../../../shared/schemas/revised-estimate';
import type { EstimateAnswerWay, EstimateState } from '../../../shared/schemas/revised-estimate';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RepairTranslations } from '../../../shared/repair-names';
import { revisitKinds } from '../../../shared/schemas/linked-visit';
import type { WorkshopRecord } from '../../../shared/schemas/workshop';
import { emailKeySql } from '../email-key';
import { users } from './auth';
import { devices } from './catalogue';
import { bookingStatus, paymentMethod } from './enums';
import { technicians } from './people';
import { createdAt, updatedAt } from './timestamps';

/**
 * The admin list's order by preferred date: undated bookings after every dated one. Indexed as it is
 * written here (bookings_preferred_sort_idx), so the list must order by this very expression.
 */
export function preferredDateSortKey(preferredDate: AnyPgColumn) {
  return sql`coalesce(${preferredDate}, '9999-12-31'::date)`;
}

export interface SelectedServiceDetail {
  id: number;
  name: string;
  /** The service's slug, by which pages show its name in the reader's language; older bookings lack it. */
  slug?: string;
  /** Its Hindi and Odia names when it was booked (only the name): what pages and messages show. */
  translations?: RepairTranslations;
  /** Paise. */
  priceAmount: number;
  /**
   * The repair's warranty as priced when the booking was made; older bookings lack it (the warranty
   * card then reads the current pricing).
   */
  warrantyDays?: number;
  /** A repair of a device that is not listed: priced by the technician after inspection (0 here). */
  priceOnInspection?: boolean;
  /**
   * Work the catalogue does not list, added at the door (decision 060): the rate it was priced at. Its
   * `id` is below zero, unique within the booking, and its `name` the technician's own words.
   */
  workRateId?: number;
}

/**
 * A booking's latest revised estimate (decision 056), pending or answered: the lines it proposes and
 * the lines and total it would replace, priced from the catalogue when it was made (paise).
 */
export interface StoredEstimate {
  status: EstimateState;
  lines: SelectedServiceDetail[];
  previousLines: SelectedServiceDetail[];
  previousTotal: number;
  subtotal: number;
  discount: number;
  total: number;
  proposedAt: string;
  answeredAt: string | null;
  answeredBy: EstimateAnswerWay | null;
}

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Readable, unique: BK-YYYYMMDD-XXXX. */
    bookingId: text('booking_id').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    technicianId: integer('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    deviceModel: text('device_model').notNull(),
    /**
     * 'My device isn't listed': the customer typed the model (kept in device_model, device_id null) and
     * booked the inspection visit; the price is confirmed at the door.
     */
    deviceUnlisted: boolean('device_unlisted').notNull().default(false),
    problem: text('problem'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** A two-hour window such as '09:00-11:00', or none. */
    preferredTime: text('preferred_time'),
    selectedIssues: integer('selected_issues').array().notNull(),
    selectedIssuesText: text('selected_issues_text').notNull(),
    selectedServicesDetails: jsonb('selected_services_details').$type<SelectedServiceDetail[]>().notNull(),
    /** Paise, after the referral discount. */
    totalPrice: integer('total_price').notNull(),
    referralCode: text('referral_code'),
    /** Paise. */
    referralDiscount: integer('referral_discount').notNull().default(0),
    status: bookingStatus('status').notNull().default('pending'),
    // Display snapshot of the assigned technician; jobs are matched by technician_id.
    technicianName: text('technician_name'),
    technicianPhone: text('technician_phone'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledReason: text('cancelled_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The customer's proof-of-visit code (4 digits), made when a technician is first assigned and kept
     * on reassignment. Stored as it is: the customer's dashboard shows it.
     */
    startCode: text('start_code'),
    /** Wrong start codes entered since the last admin reset; at START_CODE_MAX_TRIES the job is locked. */
    startCodeFailures: integer('start_code_failures').notNull().default(0),
    /** When the technician last tapped On my way, and when they expect to arrive (decision 051). */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    expectedArrivalAt: timestamp('expected_arrival_at', { withTimezone: true }),
    /**
     * The device's state as the technician found it before work began (issue 32), checked by
     * `deviceConditionSchema` when written; null until recorded.
     */
    deviceCondition: jsonb('device_condition').$type<RecordedCondition>(),
    /** The latest revised estimate made at the door (decision 056); null when the price never changed. */
    estimate: jsonb('estimate').$type<StoredEstimate>(),
    /**
     * The customer's sign-off of a completed repair (decision 057): when they confirmed the final lines
     * and total, and how (their start code on the technician's phone, or the tracking link).
     */
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffBy: text('signed_off_by', { enum: estimateAnswerWays }),
    /** The device taken to the workshop, as its pickup receipt lists it (decision 059); null otherwise. */
    workshop: jsonb('workshop').$type<WorkshopRecord>(),
    /**
     * A linked visit (decision 059): the booking it follows up, and why: bringing a workshop device
     * back (`return`), finishing an unfinished job or answering a warranty problem. It keeps the
     * original's lines and is free unless an admin prices it.
     */
    revisitOf: uuid('revisit_of').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    revisitKind: text('revisit_kind', { enum: revisitKinds }),
    /** Recorded by the technician with the move to completed. */
    paymentMethod: paymentMethod('payment_method'),
    /** Paise. */
    amountCollected: integer('amount_collected'),
    /** A UPI payment's 12-digit reference (UTR), when the technician typed it. */
    upiReference: text('upi_reference'),
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * SHA-256 of the request the key was first used with (its parsed body and who sent it): the same
     * key with another request is refused. Null for bookings made before it was kept (decision 008).
     */
    idempotencyRequestHash: text('idempotency_request_hash'),
    /** The language the booking was made in (en, hi, or): its messages go out in it. */
    language: text('language').notNull().default('en'),
    /** The client address the booking came from: guests may book, so bookings per address are capped. */
    submittedFrom: text('submitted_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_id_idx').on(t.userId),
    // A technician's bookings newest first (the desk's filter, the technician's jobs); also the
    // foreign key's index.
    index('bookings_technician_created_at_idx').on(t.technicianId, t.createdAt, t.id),
    index('bookings_device_id_idx').on(t.deviceId),
    index('bookings_email_idx').on(sql`lower(${t.email})`),
    // Whether a mailbox has booked before, however its address was spelt (src/server/db/email-key.ts).
    index('bookings_email_key_idx').on(emailKeySql(t.email)),
    index('bookings_phone_idx').on(t.phone),
    // The admin desk pages by (created_at, id), alone or within one status, newest first.
    index('bookings_created_at_id_idx').on(t.createdAt, t.id),
    index('bookings_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('bookings_preferred_date_idx').on(t.preferredDate, t.id),
    // The desk's city filter (whole name, any case) newest first, and its order by preferred date.
    index('bookings_city_created_at_idx').on(sql`lower(${t.city})`, t.createdAt, t.id),
    index('bookings_preferred_sort_idx').on(preferredDateSortKey(t.preferredDate), t.id),
    index('bookings_submitted_from_idx').on(t.submittedFrom, t.createdAt),
    index('bookings_revisit_of_idx').on(t.revisitOf),
    check('bookings_revisit_kind_valid', sql`${t.revisitKind} IN ('return', 'unfinished', 'warranty')`),
    check('bookings_total_nonnegative', sql`${t.totalPrice} >= 0`),
    check('bookings_discount_nonnegative', sql`${t.referralDiscount} >= 0`),
    check('bookings_start_code_format', sql`${t.startCode} ~ '^[0-9]{4}$'`),
    check('bookings_start_code_failures_nonnegative', sql`${t.startCodeFailures} >= 0`),
    check('bookings_amount_collected_nonnegative', sql`${t.amountCollected} >= 0`),
    check('bookings_signed_off_together', sql`(${t.signedOffAt} IS NULL) = (${t.signedOffBy} IS NULL)`),
    check('bookings_signed_off_by_valid', sql`${t.signedOffBy} IN ('code', 'link', 'account')`),
    // A listed device is in the catalogue; an unlisted one is not.
    check('bookings_unlisted_device_has_no_id', sql`NOT ${t.deviceUnlisted} OR ${t.deviceId} IS NULL`),
    // A payment is the method and the amount together, or not recorded at all.
    check(
      'bookings_payment_recorded_together',
      sql`(${t.paymentMethod} IS NULL) = (${t.amountCollected} IS NULL)`,
    ),
    check(
      'bookings_upi_reference_valid',
      sql`${t.upiReference} IS NULL OR (${t.paymentMethod} = 'upi' AND ${t.upiReference} ~ '^[0-9]{12}$')`,
    ),
  ],
);

/** Who changes a booking: guests book without an account; 'system' is the server acting alone. */
export const bookingActorRoles = ['guest', 'customer', 'technician', 'admin', 'system'] as const;
export type BookingActorRole = (typeof bookingActorRoles)[number];

/** What a booking event records: a change of status, or a visit moved to another date or window. */
/**
 * status: a change of status; rescheduled: the visit moved; on_the_way: the technician set off, with an
 * arrival estimate; not_available: the technician came and the customer was not there (decision 051);
 * estimate, estimate_approved, estimate_declined: a revised price sent and answered (decision 056);
 * signed_off: the customer confirmed the completed repair's lines and total (decision 057).
 */
export const bookingEventKinds = [
  'status',
  'rescheduled',
  'on_the_way',
  'not_available',
  'estimate',
  'estimate_approved',
  'estimate_declined',
  'signed_off',
] as const;
export type BookingEventKind = (typeof bookingEventKinds)[number];

/** A rescheduling event's before and after ('YYYY-MM-DD', '09:00-11:00'; null for none). */
export interface RescheduleDetails {
  fromDate: string | null;
  fromTime: string | null;
  toDate: string;
  toTime: string | null;
}

/** An on_the_way event's estimate: minutes to arrive, over what distance, and how it was worked out. */
export interface OnTheWayDetails {
  etaMinutes: number;
  distanceKm: number | null;
  /** routing: an OSRM-compatible server's answer; distance: straight-line distance at the city speed. */
  source: 'routing' | 'distance' | 'none';
}

/** A revised estimate's event: the totals before and after, and how and from where it was answered. */
export interface EstimateEventDetails {
  previousTotal: number;
  total: number;
  answeredBy?: EstimateAnswerWay;
  /** The answering device's network address, as the server saw it. */
  network?: string;
}

export type BookingEventDetails = RescheduleDetails | OnTheWayDetails | EstimateEventDetails;

// Every status a booking has been in, and every move of its visit, who made it and why (spec
// decision 15). Written only by the booking lifecycle (src/server/domain/booking-lifecycle.ts), in the
// transaction of the change. A rescheduling keeps the status: from_status = to_status.
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null for the event that created the booking. */
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: bookingActorRoles }).notNull(),
    reason: text('reason'),
    kind: text('kind', { enum: bookingEventKinds }).notNull().default('status'),
    /** The visit's date and window before and after ('rescheduled'), or the arrival estimate ('on_the_way'). */
    details: jsonb('details').$type<BookingEventDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_events_booking_id_idx').on(t.bookingId, t.id),
    check(
      'booking_events_kind_valid',
      sql`${t.kind} IN ('status', 'rescheduled', 'on_the_way', 'not_available', 'estimate', 'estimate_approved', 'estimate_declined', 'signed_off')`,
    ),
    index('booking_events_actor_user_id_idx').on(t.actorUserId),
  ],
);
