import { z } from 'zod';
import { fieldError } from '../field-error';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from '../referral-code';
import { BOOKING_LEAD_HOURS, PREFERRED_TIME_WINDOWS } from '../booking-time';
import { nationalDigits } from '../phone';
import { PINCODE_PATTERN } from '../constants';
import { isCalendarDate } from './calendar-date';
import { multiLine, singleLine } from './text';

// The fields of the booking form (booking.ts builds the form's schema from them), each with the
// spec's message (SPEC 5), by key (decision 047).

/** How far ahead a visit can be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 60;
export const MAX_ISSUES_PER_BOOKING = 20;
export const PROBLEM_MAX = 1000;
/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

export const BOOKING_MESSAGES = {
  name: fieldError('nameMin', { min: 2 }),
  email: fieldError('emailValid'),
  phone: fieldError('phoneValid'),
  address: fieldError('addressMin', { min: 5 }),
  city: fieldError('cityRequired'),
  state: fieldError('stateRequired'),
  pincode: fieldError('pincodeValid'),
  deviceModel: fieldError('deviceModel'),
  date: fieldError('dateValid'),
  datePast: fieldError('datePast'),
  dateFar: fieldError('dateFar', { days: BOOKING_MAX_DAYS_AHEAD }),
  timePassed: fieldError('timePassed', { hours: BOOKING_LEAD_HOURS }),
  todayOver: fieldError('todayOver'),
  time: fieldError('timeSlot'),
  issues: fieldError('issues'),
  device: fieldError('deviceFirst'),
  deviceOrUnlisted: fieldError('deviceOrUnlisted'),
  brand: fieldError('brand'),
  referral: fieldError('referral'),
} as const;

const text = (min: number, max: number, message: string) =>
  z.string(message).trim().superRefine(singleLine).min(min, message).max(max, message);

/** Optional text: missing, null and blank all mean "not given". */
const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .superRefine(multiLine)
    .max(max, message)
    .nullish()
    .transform((v) => v || undefined);

/**
 * The token of a phone verified in the form, for a referral discount (decision 007). Whatever it
 * holds, a token that proves nothing only means the phone is not verified: it is never a field error.
 */
export const phoneProofField = z
  .string()
  .max(200)
  .nullish()
  .catch(undefined)
  .transform((v) => v || undefined);

/** Who the visit is for and where: the customer's details and address. */
export const customerFields = {
  name: text(2, 100, BOOKING_MESSAGES.name),
  email: z
    .string(BOOKING_MESSAGES.email)
    .trim()
    .superRefine(singleLine)
    .max(254, BOOKING_MESSAGES.email)
    .pipe(z.email(BOOKING_MESSAGES.email))
    .transform((email) => email.toLowerCase())
    .refine((email) => !email.endsWith('.invalid'), BOOKING_MESSAGES.email),
  /** Yields the 10 national digits; stored as +91XXXXXXXXXX. */
  phone: z
    .string(BOOKING_MESSAGES.phone)
    .superRefine(singleLine)
    .max(20, BOOKING_MESSAGES.phone)
    .transform((value, ctx) => {
      const digits = nationalDigits(value);
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.phone });
        return z.NEVER;
      }
      return digits;
    }),
  address: text(5, 300, BOOKING_MESSAGES.address),
  city: text(2, 100, BOOKING_MESSAGES.city),
  state: text(2, 100, BOOKING_MESSAGES.state),
  pincode: z.string(BOOKING_MESSAGES.pincode).trim().regex(PINCODE_PATTERN, BOOKING_MESSAGES.pincode),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
};

/** The device: a catalogue device, or one that is not listed (its brand and model), and its problem. */
export const deviceFields = {
  /** The catalogue device; absent for 'My device isn't listed'. */
  deviceId: z
    .number(BOOKING_MESSAGES.device)
    .int(BOOKING_MESSAGES.device)
    .positive(BOOKING_MESSAGES.device)
    .max(MAX_ID, BOOKING_MESSAGES.device)
    .optional(),
  /**
   * 'My device isn't listed': the model is typed into deviceModel, the brand is a catalogue brand
   * or null for 'Other', and the visit is priced as an inspection.
   */
  unlisted: z.literal(true).optional(),
  brandId: z
    .number(BOOKING_MESSAGES.brand)
    .int(BOOKING_MESSAGES.brand)
    .positive(BOOKING_MESSAGES.brand)
    .max(MAX_ID, BOOKING_MESSAGES.brand)
    .nullish(),
  deviceModel: text(2, 150, BOOKING_MESSAGES.deviceModel),
  problem: optionalText(PROBLEM_MAX, fieldError('problemMax', { max: PROBLEM_MAX })),
};

/** The day and window of the visit; the day is held to `today` and the `lastDay` bookable. */
export function visitFields(today: string, lastDay: string) {
  return {
    preferredDate: z
      .string(BOOKING_MESSAGES.datePast)
      .trim()
      .nullish()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          // A day of the calendar (Date.parse would take 31 November), then compared with today.
          .refine(isCalendarDate, { error: BOOKING_MESSAGES.date, abort: true })
          .refine((d) => d >= today, BOOKING_MESSAGES.datePast)
          .refine((d) => d <= lastDay, BOOKING_MESSAGES.dateFar)
          .optional(),
      ),
    preferredTime: z
      .string(BOOKING_MESSAGES.time)
      .nullish()
      .transform((v) => v || undefined)
      .pipe(z.enum(PREFERRED_TIME_WINDOWS, BOOKING_MESSAGES.time).optional()),
  };
}

/** The repairs, the referral code and its proof, and the language of the booking's messages. */
export const orderFields = {
  selectedIssues: z
    .array(z.number().int().positive().max(MAX_ID), BOOKING_MESSAGES.issues)
    .min(1, BOOKING_MESSAGES.issues)
    .max(MAX_ISSUES_PER_BOOKING, BOOKING_MESSAGES.issues)
    .transform((ids) => [...new Set(ids)]),
  referralCode: z
    .string(BOOKING_MESSAGES.referral)
    .trim()
    .superRefine(singleLine)
    .max(REFERRAL_CODE_MAX_LENGTH, BOOKING_MESSAGES.referral)
    .nullish()
    .transform((v) => normaliseReferralCode(v) || undefined),
  phoneProof: phoneProofField,
  /** The language the form was filled in: the booking's messages go out in it. */
  language: z.enum(LANGUAGES).optional().default(DEFAULT_LANGUAGE),
};
