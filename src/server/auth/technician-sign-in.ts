import { createAuthEndpoint } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import { technicianLoginSchema } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { technicians, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { signInName } from './password-lockout';
import { rolesOf } from './provision-user';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { clientAddressOf, guarded, parse, post } from './sign-in-endpoint';
import { startSession } from './sign-in-sessions';

/** Whether an admin has set this technician inactive (then they may not sign in). */
async function isInactiveTechnician(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: technicians.status })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  return row?.status === 'inactive';
}

/** The technicians' password sign-in, by phone number or e-mail, under the password lockout. */
export function technicianSignInEndpoints(deps: SignInPluginDeps) {
  const { db, logger, lockout, knownDevices } = deps;
  return {
    technicianSignIn: createAuthEndpoint('/technician/sign-in', post, async (ctx) =>
      guarded(async () => {
        const { identifier, password } = parse(technicianLoginSchema, ctx.body);
        // Before anything is looked up: a refused name is refused the same whether it has an account.
        const attempt = {
          identifier,
          clientAddress: clientAddressOf(deps, ctx),
          knownDevice: knownDevices.knows(ctx, signInName(identifier)),
        };
        await lockout.begin(attempt);
        const invalid = new AppError(
          'UNAUTHORIZED',
          'Invalid credentials. Check your phone number or email and password.',
          undefined,
          { reason: 'invalid_credentials' },
        );
        // A 10-digit identifier is a phone number, stored as +91XXXXXXXXXX.
        const phone = identifier.includes('@') ? null : parsePhone(identifier);
        const [row] = phone
          ? await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone))
          : await db.select({ id: users.id }).from(users).where(eq(users.email, identifier.toLowerCase()));
        const user = row ? await ctx.context.internalAdapter.findUserById(row.id) : null;
        const accounts = user ? await ctx.context.internalAdapter.findAccounts(user.id) : [];
        const hash = accounts.find((a) => a.providerId === 'credential')?.password;
        if (!user || !hash) {
          // Spend the time a real check takes, so response times do not reveal who has an account.
          await ctx.context.password.hash(password);
          throw invalid;
        }
        const passwordMatches = await ctx.context.password.verify({ hash, password });
        if (!passwordMatches || !(await rolesOf(db, user.id)).includes('technician')) throw invalid;
        // Told only to someone who has the password: to anyone else it is the same invalid answer.
        if (await isInactiveTechnician(db, user.id)) {
          throw new AppError(
            'ACCOUNT_INACTIVE',
            'This technician account is inactive. Please contact the administrator.',
          );
        }
        logger.info({ userId: user.id }, 'technician signed in');
        const signedIn = await startSession(db, ctx, user);
        await lockout.succeeded(attempt);
        knownDevices.remember(ctx, signInName(identifier));
        return signedIn;
      }),
    ),
  };
}
