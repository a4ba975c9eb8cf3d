import type { GenericEndpointContext, User } from 'better-auth';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError, validationError } from '../http/app-error';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limiter';
import type { SmsSender } from '../lib/sms';
import type { KnownDevices } from './known-devices';
import type { OneTimeCodes } from './one-time-codes';
import type { PasswordLockout } from './password-lockout';

/** What the sign-in endpoints (one module per group, assembled by `sign-in-plugin.ts`) work with. */
export interface SignInPluginDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  codes: OneTimeCodes;
  lockout: PasswordLockout;
  /** Browsers that have signed in with a name before (decision 028). */
  knownDevices: KnownDevices;
  limiter: RateLimiter;
  publicOrigin: string;
  clientIpHeader: string;
  /** The channels sign-in codes may go by (SIGN_IN_CODES); a code for another is refused. */
  signInCodes: { email: boolean; sms: boolean };
  /** Whether an e-mail reaches anyone: without, a password reset link would be lost. */
  mailDelivered: boolean;
}

export type EndpointContext = GenericEndpointContext;

export type AuthUser = User & { phoneNumber?: string | null };

// Bodies are checked by our shared schemas, so that errors carry the spec's messages.
export const post = { method: 'POST' as const, body: z.record(z.string(), z.unknown()) };

/** The client's address, as the app set it on the request it passed to the auth library. */
export function clientAddressOf(deps: Pick<SignInPluginDeps, 'clientIpHeader'>, ctx: EndpointContext) {
  return ctx.headers?.get(deps.clientIpHeader) ?? 'unknown';
}

/** Our rules' errors leave better-auth as its APIError carrying our error fields; app.ts reshapes them. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { error: body } = error.toBody();
    throw new APIError(error.status as 400, body);
  }
}

export function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
