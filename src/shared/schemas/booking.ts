import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from '../referral-code';
import { z } from 'zod';
import {
  addDays,
  BOOKING_LEAD_HOURS,
  bookableWindows,
  indiaDate,
  PREFERRED_TIME_WINDOWS,
} from '../booking-time';
import type { PreferredTimeWindow } from '../booking-time';
import { nationalDigits } from '../phone';
import { PINCODE_PATTERN } from '../constants';
import { isCalendarDate } from './calendar-date';
import { multiLine, singleLine } from './text';

// The booking form, in the browser and on the server, with the spec's messages (SPEC 5). Dates are
// checked against "today in India", so the schema is built for a moment: the browser passes its
// clock, the server its own.

/** How far ahead a visit can be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 60;
export const MAX_ISSUES_PER_BOOKING = 20;
export const PROBLEM_MAX = 1000;
/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

export const BOOKING_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10-digit Indian phone number.',
  address: 'Address must be at least 5 characters.',
  city: 'City is required.',
  state: 'State is required.',
  pincode: 'Please enter a valid 6-digit pincode.',
  deviceModel: 'Please enter your device model.',
  date: 'Please choose a valid date.',
  datePast: 'Date cannot be in the past.',
  dateFar: `Please choose a date within the next ${BOOKING_MAX_DAYS_AHEAD} days.`,
  timePassed: `That time slot starts in less than ${BOOKING_LEAD_HOURS} hours. Please choose a later slot or another date.`,
  todayOver: 'No more visits can be booked for today. Please choose another date.',
  time: 'Please choose one of the time slots.',
  issues: 'Please select at least one repair issue.',
  device: 'Please choose your device first.',
  deviceOrUnlisted: 'Please choose a listed device or book one that is not listed, not both.',
  brand: 'Please choose the brand, or Other.',
  referral: 'The referral code you entered is not valid.',
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
const phoneProofField = z
  .string()
  .max(200)
  .nullish()
  .catch(undefined)
  .transform((v) => v || undefined);

/**
 * What the schema's rules read of the clock: today in India and the windows still bookable today.
 * They change a few times a day, so the schema built for them is kept: building one costs far more
 * than a parse, and a kept one parses faster still (zod compiles an object's parser on its first use).
 */
let lastBuilt: { key: string; schema: ReturnType<typeof buildBookingSchema> } | undefined;

export function bookingSchema(now: Date = new Date()) {
  const today = indiaDate(now);
  const windowsToday = bookableWindows(today, now);
  const key = `${today} ${windowsToday.join(' ')}`;
  if (lastBuilt?.key !== key) lastBuilt = { key, schema: buildBookingSchema(today, windowsToday) };
  return lastBuilt.schema;
}

function buildBookingSchema(today: string, windowsToday: readonly PreferredTimeWindow[]) {
  const lastDay = addDays(today, BOOKING_MAX_DAYS_AHEAD);
  return z
    .object({
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
      problem: optionalText(PROBLEM_MAX, `Please keep the description under ${PROBLEM_MAX} characters.`),
      preferredDate: z
        .string(BOOKING_MESSAGES.datePast)
        .trim()
        .nullish()
        .transform((v) => v || undefined)
        .pipe(
          z
            .string()
            // A day of the calendar (Date.parse would take 31 November), then compared with today.
            .refine(isCalendarDate, { message: BOOKING_MESSAGES.date, abort: true })
            .refine((d) => d >= today, BOOKING_MESSAGES.datePast)
            .refine((d) => d <= lastDay, BOOKING_MESSAGES.dateFar)
            .optional(),
        ),
      preferredTime: z
        .string(BOOKING_MESSAGES.time)
        .nullish()
        .transform((v) => v || undefined)
        .pipe(z.enum(PREFERRED_TIME_WINDOWS, BOOKING_MESSAGES.time).optional()),
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
    })
    .superRefine((input, ctx) => refuseSlotNotBookableToday(input, today, windowsToday, ctx))
    .superRefine(refuseUnclearDevice, {
      // Said with the other fields' messages, not only once every other field is right.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => deviceFields.includes(String(issue.path?.[0]))),
    });
}
/**
 * Today's slots need 2 hours' notice (the form offers only those): a window starting sooner is
 * refused, and so is "any time" today once no window is left.
 */
export function refuseUnbookableSlot(input: ChosenSlot, now: Date, ctx: z.RefinementCtx): void {
  const today = indiaDate(now);
  refuseSlotNotBookableToday(input, today, bookableWindows(today, now), ctx);
}

interface ChosenSlot {
  preferredDate?: string | undefined;
  preferredTime?: PreferredTimeWindow | undefined;
}

/** refuseUnbookableSlot, given what it reads of the clock: today and the windows still bookable. */
function refuseSlotNotBookableToday(
  input: ChosenSlot,
  today: string,
  windowsToday: readonly PreferredTimeWindow[],
  ctx: z.RefinementCtx,
): void {
  if (!input.preferredDate || input.preferredDate !== today) return;
  if (input.preferredTime) {
    if (!windowsToday.includes(input.preferredTime)) {
      ctx.addIssue({ code: 'custom', path: ['preferredTime'], message: BOOKING_MESSAGES.timePassed });
    }
  } else if (windowsToday.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: BOOKING_MESSAGES.todayOver });
  }
}

const deviceFields = ['deviceId', 'unlisted', 'brandId'];

/** A booking is for a catalogue device or for one that is not listed (with a brand or Other), never both or neither. */
function refuseUnclearDevice(
  input: { deviceId?: number | undefined; unlisted?: true | undefined; brandId?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.unlisted && input.deviceId !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['deviceId'], message: BOOKING_MESSAGES.deviceOrUnlisted });
  } else if (!input.unlisted && input.deviceId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['deviceId'], message: BOOKING_MESSAGES.device });
  } else if (input.unlisted && input.brandId === undefined) {
    // 'Other' is an answer (null); no answer is not.
    ctx.addIssue({ code: 'custom', path: ['brandId'], message: BOOKING_MESSAGES.brand });
  }
}

export type BookingInput = z.input<ReturnType<typeof bookingSchema>>;
export type BookingData = z.output<ReturnType<typeof bookingSchema>>;

export const referralValidateSchema = z.object({
  code: z.string().superRefine(singleLine).max(REFERRAL_CODE_MAX_LENGTH).transform(normaliseReferralCode),
  phoneProof: phoneProofField,
});
export type ReferralValidateBody = z.input<typeof referralValidateSchema>;
export type ReferralValidateInput = z.output<typeof referralValidateSchema>;
