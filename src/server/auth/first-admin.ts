import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userRoles } from '../db/schema/index';
import { isUniqueViolation } from '../db/unique-violation';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { Auth } from './auth';
import { createUser, UserExistsError } from './create-user';

/**
 * No default admin exists: ADMIN_EMAIL and ADMIN_PASSWORD create the first one, once. The log says what
 * happened without the address: a start log is read and kept by more people than the admin desk, and
 * the address is half of what signs in as the admin (decision 031).
 */
export async function ensureFirstAdmin(
  auth: Auth,
  db: Database,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  logger: Logger,
): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  const [admin] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  if (admin) return;
  try {
    await createUser(auth, db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      role: 'admin',
      name: 'Administrator',
    });
    logger.info('created the first admin from ADMIN_EMAIL');
  } catch (error) {
    // Processes started together on one database all find no admin: the first to write the account
    // makes it, and the others carry on without it.
    if (isUniqueViolation(error, 'users_email_unique')) {
      logger.info('another process is creating the first admin');
      return;
    }
    if (!(error instanceof UserExistsError)) throw error;
    logger.warn('ADMIN_EMAIL belongs to an existing account: run npm run user:create to make an admin');
  }
}
