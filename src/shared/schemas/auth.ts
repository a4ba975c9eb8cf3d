import { z } from 'zod';
import { fieldError } from '../field-error';
import { singleLine } from './text';
import { LANGUAGES } from '../languages';
import { parsePhone } from '../phone';

// Sign-in inputs, used by the forms and by the server, with the spec's messages.

export const OTP_LENGTH = 6;

export const emailField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .max(254, fieldError('signInEmail'))
  .pipe(z.email(fieldError('signInEmail')))
  .transform((email) => email.toLowerCase())
  // `.invalid` is reserved (RFC 2606): it never receives mail, and phone accounts use it internally.
  .refine((email) => !email.endsWith('.invalid'), fieldError('signInEmail'));

/** A phone number typed as 10 digits (optionally with +91); always yields +91XXXXXXXXXX. */
export const phoneField = z
  .string()
  .superRefine(singleLine)
  .max(20, fieldError('signInPhone'))
  .transform((value, ctx) => {
    const phone = parsePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: fieldError('signInPhone') });
      return z.NEVER;
    }
    return phone;
  });

export const otpField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .regex(/^\d*$/, fieldError('codeDigits'))
  .length(OTP_LENGTH, fieldError('codeLength', { digits: OTP_LENGTH }));

export const fullNameField = z
  .string()
  .trim()
  .superRefine(singleLine)
  .min(2, fieldError('signInNameMin', { min: 2 }))
  .max(100, fieldError('signInNameMax', { max: 100 }));

/** The longest password taken anywhere: room for any passphrase, and a bound on the work of hashing. */
export const PASSWORD_MAX_CHARACTERS = 128;

/** A password as typed to sign in: the spec's minimum of 6, so that older passwords still work. */
export const passwordField = z
  .string()
  .min(6, fieldError('passwordMin', { min: 6 }))
  .max(PASSWORD_MAX_CHARACTERS, fieldError('passwordMax', { max: PASSWORD_MAX_CHARACTERS }));

/** Characters a new password needs (decision 005); the server also refuses the most common ones. */
export const NEW_PASSWORD_MIN_LENGTH = 10;

/** A new password for a staff account, wherever it is set. */
export const newPasswordField = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, fieldError('newPasswordMin', { min: NEW_PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_CHARACTERS, fieldError('passwordMax', { max: PASSWORD_MAX_CHARACTERS }));

/** The language of the page a code or link was asked on: the message is written in it. */
const messageLanguageField = z.enum(LANGUAGES, { error: fieldError('language') }).optional();

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
    .min(16, fieldError('confirmationLink'))
    .max(200, fieldError('confirmationLink')),
  type: z.literal('email', { error: fieldError('confirmationLink') }),
});

export const adminLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .superRefine(singleLine)
    .pipe(z.email(fieldError('emailRequired'))),
  password: passwordField,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const technicianLoginSchema = z.object({
  identifier: z.string().trim().superRefine(singleLine).min(1, fieldError('bothRequired')).max(254),
  password: z.string().min(1, fieldError('bothRequired')).max(PASSWORD_MAX_CHARACTERS),
});
export type TechnicianLoginInput = z.input<typeof technicianLoginSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: newPasswordField })
  .refine((v) => v.password === v.confirmPassword, {
    error: fieldError('passwordsDiffer'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
