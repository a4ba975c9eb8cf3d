import type { BetterAuthOptions } from 'better-auth';
import { and, eq } from 'drizzle-orm';
import { NEW_PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth';
import { RESET_AREA_PARAM, signInAreaOf } from '../../shared/sign-in-pages';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import type { Mailer } from '../lib/mailer';
import { PASSWORD_MAX_CHARACTERS, PASSWORD_RESET_LINK_VALIDITY_MINUTES } from '../limits';
import { resetPasswordMail } from '../notifications/templates/sign-in';
import type { PasswordLockout } from './password-lockout';
import { rolesOf } from './provision-user';

export interface PasswordSignInDeps {
  db: Database;
  publicOrigin: string;
  mailer: Mailer;
  lockout: PasswordLockout;
  /** The header the app puts the client's address in. */
  clientIpHeader: string;
}

/**
 * The auth library's password sign-in and reset link. Passwords belong to staff accounts, which an
 * admin or the command line creates: nobody signs up with a password from the web.
 */
export function passwordSignInOptions({
  db,
  publicOrigin,
  mailer,
  lockout,
  clientIpHeader,
}: PasswordSignInDeps) {
  return {
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
      const clientAddress = request?.headers.get(clientIpHeader) ?? 'unknown';
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
      const link = new URL('/reset-password', publicOrigin);
      link.searchParams.set('token', token);
      // After the reset the page sends them to the sign-in page of their role.
      const area = signInAreaOf(await rolesOf(db, user.id));
      if (area !== 'customer') link.searchParams.set(RESET_AREA_PARAM, area);
      await mailer.send(resetPasswordMail(user.email, link.toString(), token));
    },
  } satisfies NonNullable<BetterAuthOptions['emailAndPassword']>;
}
