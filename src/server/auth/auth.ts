import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { SmsSender } from '../lib/sms';
import { resetPasswordMail } from '../notifications/templates/sign-in';
import { RESET_AREA_PARAM, signInAreaOf } from '../../shared/sign-in-pages';
import { SESSION_DAYS } from '../../shared/retention';
import type { Clock } from './one-time-codes';
import { createOneTimeCodes } from './one-time-codes';
import { provisionUser, rolesOf } from './provision-user';
import { isStaffRole, signInPlugin } from './sign-in-plugin';
import { accessOf } from './signed-in-user';

export interface AuthDeps {
  db: Database;
  logger: Logger;
  env: Pick<Env, 'publicOrigin' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  /** The clock of the code rules; tests move it. */
  clock?: Clock;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Set by the app on every request it passes to the auth library; any client copy is replaced. */
export const CLIENT_IP_HEADER = 'x-doorstep-client-address';

/** better-auth on our database: sessions in the sessions table, httpOnly SameSite=Lax cookies. */
export function createAuth({ db, logger, env, secret, mailer, sms, clock = () => new Date() }: AuthDeps) {
  const codes = createOneTimeCodes(db, `${secret}:one-time-codes`, clock);
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
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
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
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
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
      window: 60,
      max: 100,
      customRules: {
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    plugins: [
      signInPlugin({
        db,
        logger,
        mailer,
        sms,
        codes,
        publicOrigin: env.publicOrigin,
        clientIpHeader: CLIENT_IP_HEADER,
      }),
    ],
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.publicOrigin.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    logger: {
      log: (level, message, ...args) => {
        const target = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[target]({ args }, `auth: ${message}`);
      },
    },
    databaseHooks: {
      session: {
        create: {
          // The backstop of the rule in sign-in-plugin.ts, for Google too: staff accounts get a
          // session only from a password sign-in.
          before: async (session, ctx) => {
            const path = ctx?.path ?? '';
            if (path === '/sign-in/email' || path === '/technician/sign-in') {
              // An inactive technician gets no session from any door (decision 010); the technician
              // sign-in says why, after the password check.
              const access = await accessOf(db, session.userId);
              if (access.technicianInactive && !access.roles.includes('admin')) {
                logger.warn({ userId: session.userId, path }, 'inactive technician sign-in refused');
                return false;
              }
              return;
            }
            if ((await rolesOf(db, session.userId)).some(isStaffRole)) {
              logger.warn({ userId: session.userId, path }, 'staff sign-in without a password refused');
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
