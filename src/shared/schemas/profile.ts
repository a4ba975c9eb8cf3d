import { z } from 'zod';
import { fieldError } from '../field-error';
import { singleLine } from './text';
import { parsePhone } from '../phone';
import { PINCODE_PATTERN } from '../constants';
import { LANGUAGES } from '../languages';

// Profile settings (SPEC 5): the e-mail comes from the account and cannot be changed here.

export const PROFILE_MESSAGES = {
  fullName: fieldError('nameMin', { min: 2 }),
  phone: fieldError('phoneValid'),
  address: fieldError('addressMin', { min: 5 }),
  city: fieldError('cityRequired'),
  state: fieldError('stateRequired'),
  pincode: fieldError('pincodeValid'),
  emailReadOnly: 'Email cannot be changed',
} as const;

/** Optional: blank means "not set" (null); otherwise it must pass the check. */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .superRefine(singleLine)
    .nullish()
    .transform((v) => v || null)
    .pipe(schema.nullable());

export const profileUpdateSchema = z.object({
  fullName: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(2, PROFILE_MESSAGES.fullName)
    .max(100, PROFILE_MESSAGES.fullName),
  /** Yields +91XXXXXXXXXX, or null when left blank. */
  phone: optional(
    z.string().transform((value, ctx) => {
      const phone = parsePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.phone });
        return z.NEVER;
      }
      return phone;
    }),
  ),
  defaultAddress: optional(z.string().min(5, PROFILE_MESSAGES.address).max(300, PROFILE_MESSAGES.address)),
  defaultCity: optional(z.string().min(2, PROFILE_MESSAGES.city).max(100, PROFILE_MESSAGES.city)),
  defaultState: optional(z.string().min(2, PROFILE_MESSAGES.state).max(100, PROFILE_MESSAGES.state)),
  defaultPincode: optional(z.string().regex(PINCODE_PATTERN, PROFILE_MESSAGES.pincode)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The site's language, kept on the profile of a signed-in person (issue: Hindi and Odia). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: fieldError('language') }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
