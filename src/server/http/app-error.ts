import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode, FreeWindow } from '../../shared/api-error';
import { englishOf, readFieldError } from '../../shared/field-error';
import type { FieldProblem } from '../../shared/field-error';
import { fieldErrors } from '../../shared/field-errors';

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  OTP_EXPIRED: 400,
  OTP_INVALID: 400,
  OTP_LOCKED: 429,
  RESEND_COOLDOWN: 429,
  ACCOUNT_NOT_FOUND: 404,
  DELIVERY_FAILED: 502,
  ORIGIN_REFUSED: 403,
  BOOKING_ALREADY_CANCELLED: 409,
  BOOKING_COMPLETED: 409,
  BOOKING_IN_PROGRESS: 409,
  CANCEL_TOO_LATE: 409,
  RESCHEDULE_TOO_LATE: 409,
  RESCHEDULE_LIMIT_REACHED: 409,
  TRANSITION_NOT_ALLOWED: 409,
  REASON_REQUIRED: 400,
  REFERRAL_REWARD_PAID: 409,
  REFERRAL_NOT_COMPLETED: 409,
  TECHNICIAN_UNAVAILABLE: 409,
  SLOT_FULL: 409,
  BOOKING_MAY_EXIST: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  WARRANTY_NOT_READY: 409,
  INVOICE_NOT_READY: 409,
  NO_INVOICE: 404,
  NOTHING_DUE: 409,
  BOOKING_INVOICED: 409,
  PAYMENT_TOO_LARGE: 409,
  REFUND_TOO_LARGE: 409,
  HANDOVER_TOO_LARGE: 409,
  START_CODE_WRONG: 422,
  START_CODE_LOCKED: 423,
  JOB_NOT_STARTED: 409,
  ESTIMATE_PENDING: 409,
  ESTIMATE_NOT_PENDING: 409,
  ESTIMATE_UNLISTED: 409,
  ESTIMATE_NOT_DECLINED: 409,
  PHOTO_LIMIT: 409,
  BOOKINGS_RATE_LIMITED: 429,
  REFERRAL_REFUSALS_LIMITED: 429,
  DEVICE_UNAVAILABLE: 400,
  REPAIRS_UNAVAILABLE: 400,
  UNLISTED_BOOKING_UNAVAILABLE: 409,
  CONTACT_RATE_LIMITED: 429,
  GEOCODE_RATE_LIMITED: 429,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  OWN_ADMIN_ROLE: 409,
  ACCOUNT_INACTIVE: 403,
  SIGN_IN_LOCKED: 429,
  IN_USE: 409,
  UNSUPPORTED_IMAGE: 415,
  REFERRAL_CHECKS_LIMITED: 429,
};

export interface ErrorDetails {
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  reason?: string;
  params?: Record<string, string | number>;
  alternatives?: FreeWindow[];
}

export class AppError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Each field's message: a key as `fieldError` writes it (the schemas' way), or English. */
    readonly fields?: Record<string, string>,
    readonly details: ErrorDetails = {},
  ) {
    super(englishOf(message));
    this.name = 'AppError';
    this.status = statusByCode[code];
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? fieldsBody(this.fields) : {}),
        ...this.details,
      },
    };
  }
}

/** The fields' messages in English, and by key where they have one (ApiErrorBody). */
function fieldsBody(messages: Record<string, string>): Pick<ApiErrorBody['error'], 'fields' | 'fieldKeys'> {
  const fields: Record<string, string> = {};
  const fieldKeys: Record<string, FieldProblem> = {};
  for (const [name, message] of Object.entries(messages)) {
    fields[name] = englishOf(message);
    const problem = readFieldError(message);
    if (problem) fieldKeys[name] = problem;
  }
  return Object.keys(fieldKeys).length > 0 ? { fields, fieldKeys } : { fields };
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}

/** Seconds a client is asked to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** The answer while the database cannot be reached: 503, try again shortly. */
export function databaseUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The service is briefly unavailable. Please try again in a moment.',
    undefined,
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS, reason: 'database' },
  );
}

export function validationError(error: z.ZodError, message = 'Some fields are not valid'): AppError {
  return new AppError('VALIDATION_FAILED', message, fieldErrors(error));
}
