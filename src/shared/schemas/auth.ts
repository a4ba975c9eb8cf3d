import { z } from 'zod';
import { singleLine } from './text';
import { LANGUAGES } from '../languages';
import { parsePhone } from '../phone';

// Sign-in inputs, used by the forms and by the server, with the spec's messages.

export const OTP_LENGTH = 6;

export const emailField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase())
  // `.invalid` is reserved (RFC 2606): it never receives mail, and phone accounts use it internally.
  .refine((email) => !email.endsWith('.invalid'), 'Please enter a valid email address');

/** A phone number typed as 10 digits (optionally with +91); always yields +91XXXXXXXXXX. */
export const phoneField = z
  .string()
  .superRefine(singleLine)
  .max(20, 'Please enter a valid 10-digit Indian phone number')
  .transform((value, ctx) => {
    const phone = parsePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid 10-digit Indian phone number' });
      return z.NEVER;
    }
    return phone;
  });

export const otpField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .regex(/^\d*$/, 'OTP must contain only numbers')
  .length(OTP_LENGTH, 'OTP must be 6 digits');

export const fullNameField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');

/** The longest password taken anywhere: room for any passphrase, and a bound on the work of hashing. */
export const PASSWORD_MAX_CHARACTERS = 128;

/** A password as typed to sign in: the spec's minimum of 6, so that older passwords still work. */
export const passwordField = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_CHARACTERS, `Password must be at most ${PASSWORD_MAX_CHARACTERS} characters`);

/** Characters a new password needs (decision 005); the server also refuses the most common ones. */
export const NEW_PASSWORD_MIN_LENGTH = 10;

/** A new password for a staff account, wherever it is set. */
export const newPasswordField = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_CHARACTERS, `Password must be at most ${PASSWORD_MAX_CHARACTERS} characters`);

/** The language of the page a code or link was asked on: the message is written in it. */
const messageLanguageField = z
  .enum(LANGUAGES, { message: 'Please choose English, Hindi or Odia.' })
  .optional();

export const sendEmailCodeSchema = z.object({
  email: emailField,
  /** False in the sign-in dialog (existing accounts only); true on /auth. */
  createUser: z.boolean().default(false),
  name: fullNameField.optional(),
  language: messageLanguageField,
});
export type SendEmailCodeInput = z.input<typeof sendEmailCodeSchema>;

export const verifyEmailCodeSchema = z.object({ email: emailField, code: otpField });
export type VerifyEmailCodeInput = z.input<typeof verifyEmailCodeSchema>;

export const sendPhoneCodeSchema = z.object({ phone: phoneField, language: messageLanguageField });
export type SendPhoneCodeInput = z.input<typeof sendPhoneCodeSchema>;

export const verifyPhoneCodeSchema = z.object({ phone: phoneField, code: otpField });
export type VerifyPhoneCodeInput = z.input<typeof verifyPhoneCodeSchema>;

/** The dialog's sign-up tab: an account confirmed by a link sent to the address. */
export const emailSignUpSchema = z.object({
  email: emailField,
  name: fullNameField,
  language: messageLanguageField,
});
export type EmailSignUpInput = z.input<typeof emailSignUpSchema>;

export const confirmEmailSchema = z.object({
  tokenHash: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(16, 'Invalid confirmation link')
    .max(200, 'Invalid confirmation link'),
  type: z.literal('email', { error: 'Invalid confirmation link' }),
});

export const adminLoginSchema = z.object({
  email: z.string().trim().superRefine(singleLine).pipe(z.email('Valid email is required')),
  password: passwordField,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const technicianLoginSchema = z.object({
  identifier: z
    .string()
    .trim()
    .superRefine(singleLine)
    .min(1, 'Please enter both email and password')
    .max(254),
  password: z.string().min(1, 'Please enter both email and password').max(PASSWORD_MAX_CHARACTERS),
});
export type TechnicianLoginInput = z.input<typeof technicianLoginSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: newPasswordField })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
