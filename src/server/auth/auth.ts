import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { loggablePath } from '../lib/logger';
import type { LimitStore } from '../lib/rate-limiter';
import { createDatabaseLimitStore, createRateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../lib/mailer';
import type { SmsSender } from '../lib/sms';
import {
  AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE,
  PASSWORD_MAX_CHARACTERS,
  PASSWORD_RESET_LINK_VALIDITY_MINUTES,
  PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE,
  PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE,
} from '../limits';
import { resetPasswordMail } from '../notifications/templates/sign-in';
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth';
import { RESET_AREA_PARAM, signInAreaOf } from '../../shared/sign-in-pages';
import { SESSION_DAYS } from '../../shared/retention';
import type { Clock } from './one-time-codes';
import { createAuthLog } from './auth-log';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { createKnownDevices } from './known-devices';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordLockout } from './password-lockout';
import { provisionUser, rolesOf } from './provision-user';
import { signInPlugin } from './sign-in-plugin';
import { isStaffRole } from './sign-in-sessions';
import { accessOf } from './signed-in-user';

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
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          prompt: 'select_account' as const,
        }
      : undefined;

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
    // Passwords belong to staff accounts, which an admin or the command line creates: nobody signs
    // up with a password from the web.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      // New passwords (the reset link's) follow our rule, checked first in password-sign-in-hooks.ts;
      // signing in checks no length.
      minPasswordLength: NEW_PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_CHARACTERS,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_VALIDITY_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The link proved the inbox: strangers' failures no longer hold this name back (decision 028).
      onPasswordReset: async ({ user }, request) => {
        const clientAddress = request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
        const phone = (user as { phoneNumber?: string | null }).phoneNumber;
        for (const name of phone ? [user.email, phone] : [user.email])
          await lockout.forgive(name, clientAddress);
      },
      sendResetPassword: async ({ user, token }) => {
        // Only accounts that sign in with a password get a link: for everyone else it would quietly
        // add a password login they never asked for.
        const [credential] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
        if (!credential) return;
        const link = new URL('/reset-password', env.publicOrigin);
        link.searchParams.set('token', token);
        // After the reset the page sends them to the sign-in page of their role.
        const area = signInAreaOf(await rolesOf(db, user.id));
        if (area !== 'customer') link.searchParams.set(RESET_AREA_PARAM, area);
        await mailer.send(resetPasswordMail(user.email, link.toString(), token));
      },
    },
    // Reset tokens are stored hashed, like our one-time codes.
    verification: { storeIdentifier: 'hashed' },
    ...(google ? { socialProviders: { google } } : {}),
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // The library counts in seconds: each of these is a minute.
      window: 60,
      max: AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE,
      customRules: {
        '/request-password-reset': { window: 60, max: PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_MINUTE },
        '/reset-password': { window: 60, max: PASSWORD_RESETS_PER_ADDRESS_PER_MINUTE },
      },
    },
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
    databaseHooks: {
      session: {
        create: {
          // The backstop of the rule in sign-in-sessions.ts (startCustomerSession), for Google too:
          // staff accounts get a session only from a password sign-in.
          before: async (session, ctx) => {
            const path = ctx?.path ?? '';
            if (path === '/sign-in/email' || path === '/technician/sign-in') {
              // An inactive technician gets no session from any door (decision 010); the technician
              // sign-in says why, after the password check.
              const access = await accessOf(db, session.userId);
              if (access.technicianInactive && !access.roles.includes('admin')) {
                logger.warn(
                  { userId: session.userId, path: loggablePath(path) },
                  'inactive technician sign-in refused',
                );
                return false;
              }
              return;
            }
            if ((await rolesOf(db, session.userId)).some(isStaffRole)) {
              logger.warn(
                { userId: session.userId, path: loggablePath(path) },
                'staff sign-in without a password refused',
              );
              return false;
            }
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            await provisionUser(db, user.id, user.name || null);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Whether Google sign-in is configured, for the sign-in screens. */
export function isGoogleConfigured(env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
