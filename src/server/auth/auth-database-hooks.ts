import type { BetterAuthOptions } from 'better-auth';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { loggablePath } from '../lib/logger';
import { provisionUser, rolesOf } from './provision-user';
import { isStaffRole } from './sign-in-sessions';
import { accessOf } from './signed-in-user';

/**
 * What the auth library does as it writes sessions and users: no session for staff from a door
 * without a password, nor for an inactive technician; a new user's profile and roles.
 */
export function authDatabaseHooks(db: Database, logger: Logger) {
  return {
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
  } satisfies NonNullable<BetterAuthOptions['databaseHooks']>;
}
