// The one error shape every API failure uses.

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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** When the request may be repeated (cool-downs and rate limits). */
    retryAfterSeconds?: number;
    /** Wrong tries left on a one-time code. */
    attemptsLeft?: number;
    /** A machine-readable reason, where one field can fail for several (e.g. a referral code). */
    reason?: string;
  };
}
