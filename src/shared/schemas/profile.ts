import { z } from 'zod';
import { singleLine } from './text';
import { parsePhone } from '../phone';
import { PINCODE_PATTERN } from '../constants';
import { LANGUAGES } from '../languages';

// Profile settings (SPEC 5): the e-mail comes from the account and cannot be changed here.

export const PROFILE_MESSAGES = {
  fullName: 'Name must be at least 2 characters.',
  phone: 'Please enter a valid 10-digit Indian phone number.',
  address: 'Address must be at least 5 characters.',
  city: 'City is required.',
  state: 'State is required.',
  pincode: 'Please enter a valid 6-digit pincode.',
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
  language: z.enum(LANGUAGES, { message: 'Please choose English, Hindi or Odia.' }),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
