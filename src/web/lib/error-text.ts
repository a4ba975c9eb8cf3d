import i18n from '../i18n';
import { ApiError } from './api-client';

// The one place a failed request becomes words: the web's own text for the server's error code, with
// the server's params filled in (spec decision 20).

/** Codes that only name a kind of failure: the screen's own message says more. */
const genericCodes = new Set<string>([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL',
]);

/** The text for this error's code (the server's English message when the web has none). */
export function apiErrorText(error: ApiError): string {
  // A code that can fail for several reasons has a text per reason (OTP_LOCKED_account).
  const variant = error.reason ? `errors:${error.code}_${error.reason}` : undefined;
  const key = variant && i18n.exists(variant) ? variant : `errors:${error.code}`;
  if (!i18n.exists(key)) return error.message;
  return i18n.t(key, { ...error.params, defaultValue: error.message });
}

/**
 * What a failure toast says: the code's own text when it tells the person something (a refused
 * origin, a limit, a rule), otherwise the screen's `fallback`.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || genericCodes.has(error.code)) return fallback;
  return apiErrorText(error);
}

/**
 * A refused request for a one-time code while codes sent to that address or number in the last few
 * minutes are still live (whoever asked for them): the newest works, so the code step is where the
 * person should be (decision 028).
 */
export function isRecentCodesRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'RATE_LIMITED' && error.reason === 'recent_codes';
}

/** Whether the error is one of these codes. */
export function isErrorCode(error: unknown, ...codes: string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

/** The text of a refusal from the server, for a toast's description; nothing for other failures. */
export function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError ? apiErrorText(error) : undefined;
}
