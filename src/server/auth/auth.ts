import { betterAuth } from 'better-auth';
import type { BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { LimitStore } from '../lib/rate-limiter';
import { createDatabaseLimitStore, createRateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../lib/mailer';
import type { SmsSender } from '../lib/sms';
import {
  AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE,
  PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE,
  PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE,
} from '../limits';
import { SESSION_DAYS } from '../../shared/retention';
import type { Clock } from './one-time-codes';
import { createAuthLog } from './auth-log';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { createKnownDevices } from './known-devices';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordLockout } from './password-lockout';
import { passwordSignInOptions } from './password-sign-in-options';
import { signInPlugin } from './sign-in-plugin';
import { authDatabaseHooks } from './auth-database-hooks';

export interface AuthDeps {
  db: Database;
  logger: Logger;
  env: Pick<Env, 'publicOrigin' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'> &
    Partial<Pick<Env, 'signInCodes' | 'mailDelivered'>>;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  /** The clock of the code rules; tests move it. */
  clock?: Clock;
  /** Where the sign-in limits of our own are counted (the app's store; the database by default). */
  limitStore?: LimitStore;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Set by the app on every request it passes to the auth library; any client copy is replaced. */
export const CLIENT_IP_HEADER = 'x-doorstep-client-address';

/**
 * The one-time code rules under the auth secret. Sign-in uses them inside the auth library; the app
 * gets its own handle for codes that sign nobody in (a booking's phone proof). All state is in the
 * database, so both handles see the same codes and counters.
 */
export function createCodesFor(db: Database, secret: string, clock: Clock = () => new Date()) {
  return createOneTimeCodes(db, `${secret}:one-time-codes`, clock);
}

/** The library's own limits per client address, on top of ours. */
const AUTH_RATE_LIMITS = {
  enabled: true,
  storage: 'database',
  // The library counts in seconds: each of these is a minute.
  window: 60,
  max: AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE,
  customRules: {
    '/request-password-reset': { window: 60, max: PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE },
    '/reset-password': { window: 60, max: PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE },
  },
} satisfies BetterAuthOptions['rateLimit'];

/** Google sign-in, when it is configured. */
function googleProvider(env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>) {
  return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? {
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        prompt: 'select_account' as const,
      }
    : undefined;
}

/** better-auth on our database: sessions in the sessions table, httpOnly SameSite=Lax cookies. */
export function createAuth({
  db,
  logger,
  env,
  secret,
  mailer,
  sms,
  clock = () => new Date(),
  limitStore,
}: AuthDeps) {
  const codes = createCodesFor(db, secret, clock);
  const lockout = createPasswordLockout(db, clock);
  const knownDevices = createKnownDevices(`${secret}:known-devices`, {
    secure: env.publicOrigin.startsWith('https://'),
  });
  const google = googleProvider(env);

  return betterAuth({
    appName: 'DoorstepFix',
    baseURL: env.publicOrigin,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.publicOrigin],
    telemetry: { enabled: false },
    // Session tokens are stored as their SHA-256 (decision 019).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        usePlural: true,
        schema: { users, sessions, accounts, verifications, rateLimits },
      }),
    ),
    user: {
      additionalFields: {
        phoneNumber: { type: 'string', required: false, input: false },
        phoneNumberVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: passwordSignInOptions({
      db,
      publicOrigin: env.publicOrigin,
      mailer,
      lockout,
      clientIpHeader: CLIENT_IP_HEADER,
    }),
    // Reset tokens are stored hashed, like our one-time codes.
    verification: { storeIdentifier: 'hashed' },
    ...(google ? { socialProviders: { google } } : {}),
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    rateLimit: AUTH_RATE_LIMITS,
    plugins: [
      signInPlugin({
        db,
        logger,
        mailer,
        sms,
        codes,
        lockout,
        knownDevices,
        limiter: createRateLimiter(limitStore ?? createDatabaseLimitStore(db), clock),
        publicOrigin: env.publicOrigin,
        clientIpHeader: CLIENT_IP_HEADER,
        signInCodes: env.signInCodes ?? { email: true, sms: true },
        mailDelivered: env.mailDelivered ?? true,
      }),
    ],
    // An unexpected failure is thrown to our error handler, which logs it without the values its query
    // held; left to the library, it would print the whole error (a new user's name and e-mail) to stderr.
    onAPIError: { throw: true },
    advanced: {
      // The library skips its origin and redirect checks under test runners unless told: tests check
      // what production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.publicOrigin.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    // Lines about a client's own bad input are warnings, sampled (auth-log.ts).
    logger: { log: createAuthLog(logger) },
    databaseHooks: authDatabaseHooks(db, logger),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether Google sign-in is configured, for the sign-in screens. */
export function isGoogleConfigured(env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
