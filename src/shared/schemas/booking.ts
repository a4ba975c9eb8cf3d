import { z } from 'zod';
import { normaliseReferralCode, REFERRAL_CODE_MAX_LENGTH } from '../referral-code';
import { addDays, bookableWindows, indiaDate } from '../booking-time';
import type { PreferredTimeWindow } from '../booking-time';
import {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MESSAGES,
  customerFields,
  deviceFields,
  orderFields,
  phoneProofField,
  visitFields,
} from './booking-fields';
import { singleLine } from './text';

// The booking form, in the browser and on the server, with the spec's messages (SPEC 5); its fields
// are in booking-fields.ts. Dates are checked against "today in India", so the schema is built for a
// moment: the browser passes its clock, the server its own.

export {
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_MESSAGES,
  MAX_ISSUES_PER_BOOKING,
  PROBLEM_MAX,
} from './booking-fields';

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
    .object({ ...customerFields, ...deviceFields, ...visitFields(today, lastDay), ...orderFields })
    .superRefine((input, ctx) => refuseSlotNotBookableToday(input, today, windowsToday, ctx))
    .superRefine(refuseUnclearDevice, {
      // Said with the other fields' messages, not only once every other field is right.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => deviceFieldNames.includes(String(issue.path?.[0]))),
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

const deviceFieldNames = ['deviceId', 'unlisted', 'brandId'];

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
