// The one error shape every API failure uses.

import type { PreferredTimeWindow } from './booking-time';
import type { FieldProblem } from './field-error';

/** A window with places left: `places` is null while the shop has no technician yet. */
export interface FreeWindow {
  date: string;
  window: PreferredTimeWindow;
  places: number | null;
}

export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  /** An outside service we depend on (e.g. the address lookup) is not answering. */
  'SERVICE_UNAVAILABLE',
  // Sign-in with one-time codes and links
  'OTP_EXPIRED',
  'OTP_INVALID',
  'OTP_LOCKED',
  'RESEND_COOLDOWN',
  'ACCOUNT_NOT_FOUND',
  'DELIVERY_FAILED',
  // A request from a page on another site (or an address the server does not serve as its own)
  'ORIGIN_REFUSED',
  // Booking lifecycle
  'BOOKING_ALREADY_CANCELLED',
  'BOOKING_COMPLETED',
  'BOOKING_IN_PROGRESS',
  'CANCEL_TOO_LATE',
  /** A visit moved inside the 2-hour notice of its current start. */
  'RESCHEDULE_TOO_LATE',
  /** A visit already moved RESCHEDULE_MAX_MOVES times by its customer. */
  'RESCHEDULE_LIMIT_REACHED',
  'TRANSITION_NOT_ALLOWED',
  'REASON_REQUIRED',
  'REFERRAL_REWARD_PAID',
  'REFERRAL_NOT_COMPLETED',
  'TECHNICIAN_UNAVAILABLE',
  /** A booking or a move into a window with no places left; `alternatives` are the nearest free ones. */
  'SLOT_FULL',
  'BOOKING_MAY_EXIST',
  /** An Idempotency-Key sent again with a different request (422): not a retry of the first. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The warranty card of a booking that is not completed yet. */
  'WARRANTY_NOT_READY',
  'INVOICE_NOT_READY',
  'NO_INVOICE',
  'NOTHING_DUE',
  'BOOKING_INVOICED',
  'PAYMENT_TOO_LARGE',
  'REFUND_TOO_LARGE',
  /** A cash handover larger than what the technician holds. */
  'HANDOVER_TOO_LARGE',
  'BOOKINGS_RATE_LIMITED',
  'REFERRAL_REFUSALS_LIMITED',
  'DEVICE_UNAVAILABLE',
  'REPAIRS_UNAVAILABLE',
  'UNLISTED_BOOKING_UNAVAILABLE',
  // The technician's job at the door (issue 13)
  /** The start code typed is not the customer's; `attemptsLeft` says how many tries remain. */
  'START_CODE_WRONG',
  /** Wrong start codes used up the tries (or the job has no code): only an admin can unlock it. */
  'START_CODE_LOCKED',
  /** Completing a job that has not been started with the customer's code. */
  'JOB_NOT_STARTED',
  /** Completing a job while a revised price waits for the customer's answer (decision 056). */
  'ESTIMATE_PENDING',
  /** Answering a revised price when none waits. */
  'ESTIMATE_NOT_PENDING',
  /** A revised price for a device that is not listed: the office prices it. */
  'ESTIMATE_UNLISTED',
  /** Closing with the inspection visit's fee alone when the customer did not decline a new price. */
  'ESTIMATE_NOT_DECLINED',
  /** A photo beyond the booking's BOOKING_PHOTOS_MAX (decision 058). */
  'PHOTO_LIMIT',
  // Accounts the admin manages
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  /** An admin may not take their own admin role away. */
  'OWN_ADMIN_ROLE',
  /** An inactive technician's sign-in. */
  'ACCOUNT_INACTIVE',
  /** Staff password sign-in refused for a while after failures in a row (`retryAfterSeconds`). */
  'SIGN_IN_LOCKED',
  // The catalogue an admin manages
  /** A brand, category or service that devices or prices still use: deactivate it instead. */
  'IN_USE',
  /** An upload that is not a JPEG, PNG or WebP image, or cannot be read as one. */
  'UNSUPPORTED_IMAGE',
  // Limits with their own words
  'CONTACT_RATE_LIMITED',
  'GEOCODE_RATE_LIMITED',
  'REFERRAL_CHECKS_LIMITED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /**
     * Each refused field's message, in English, for API callers (`{ name: 'Name must be at least 2
     * characters.' }`); `_` is the input as a whole.
     */
    fields?: Record<string, string>;
    /**
     * The same fields' messages as keys of the field-messages catalogue (src/shared/field-messages.ts)
     * with the values their texts fill in (`{ name: { key: 'nameMin', params: { min: 2 } } }`): the web
     * shows them in the language on screen (decision 047). A field whose message has no key (zod's
     * own words for a request no form sends, a line of an imported file) is only in `fields`.
     */
    fieldKeys?: Record<string, FieldProblem>;
    /** When the request may be repeated (cool-downs and rate limits). */
    retryAfterSeconds?: number;
    /** Wrong tries left on a one-time code or a start code. */
    attemptsLeft?: number;
    /** A machine-readable reason, where one field can fail for several (e.g. a referral code). */
    reason?: string;
    /** Values the web's translation of `code` fills in (e.g. {hours: 2}). */
    params?: Record<string, string | number>;
    /** SLOT_FULL: the nearest windows with places, nearest first (decision 051). */
    alternatives?: FreeWindow[];
  };
}
