// Indian mobile numbers: 10 digits starting 6-9, stored and sent as +91XXXXXXXXXX (E.164), the one
// form every table holds and every lookup compares (decision 040). This module is the one place a
// number is read and given that form; format-phone.ts writes it for people to read.

export const INDIAN_PHONE_PATTERN = /^[6-9]\d{9}$/;
export const COUNTRY_CODE = '+91';

/**
 * What a phone field keeps while someone types or pastes: digits only, at most 10. A pasted +91 or
 * leading 0 is dropped once the number is longer than 10 digits.
 */
export function toPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2, 12);
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1, 11);
  return digits.slice(0, 10);
}

/**
 * The 10 national digits of a number typed plainly or with a +91 / 91 / 0 prefix, or null when it
 * is not an Indian mobile number.
 */
export function nationalDigits(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_PHONE_PATTERN.test(digits) ? digits : null;
}

/** The stored form of the 10 national digits (as nationalDigits gives them, or a form's field). */
export function toE164(digits: string): string {
  return `${COUNTRY_CODE}${digits}`;
}

/**
 * The stored form, +91XXXXXXXXXX, of an Indian mobile number typed any way nationalDigits reads, or
 * null when it is not one.
 */
export function parsePhone(input: string): string | null {
  const digits = nationalDigits(input);
  return digits ? toE164(digits) : null;
}
