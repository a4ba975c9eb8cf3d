import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { provisionUser } from './provision-user';

export interface AuthDeps {
  db: Database;
  logger: Logger;
  env: Pick<Env, 'publicOrigin'>;
  secret: string;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Set by the app on every request it passes to the auth library; any client copy is replaced. */
export const CLIENT_IP_HEADER = 'x-doorstep-client-address';

/** better-auth on our database: sessions in the sessions table, httpOnly SameSite=Lax cookies. */
export function createAuth({ db, logger, env, secret }: AuthDeps) {
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
    // Passwords belong to staff accounts, which an admin or the command line creates: nobody signs
    // up with a password from the web.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 128 },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
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
