import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { signInName } from './password-lockout';
import { assertNewPassword } from './password-policy';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { clientAddressOf, guarded } from './sign-in-endpoint';

const PASSWORD_RESET_OFF =
  'Password reset by e-mail is not available here. Please ask an administrator to set a new password.';

/** The e-mail of a password sign-in, when it is one the library will look up (else it refuses it). */
function signInEmailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && z.email().safeParse(email).success ? email : null;
}

/**
 * Our rules around the library's own password endpoints: the admins' sign-in under the same lockout
 * as the technicians', the reset link only where mail is delivered, and the rule for new passwords.
 */
export function passwordSignInHooks(deps: SignInPluginDeps): NonNullable<BetterAuthPlugin['hooks']> {
  const { lockout, knownDevices } = deps;
  return {
    before: [
      {
        // Without a mail server in production a reset link would go nowhere: said to everyone alike,
        // so the answer still tells nobody whether an account exists.
        matcher: (ctx) => ctx.path === '/request-password-reset' && !deps.mailDelivered,
        handler: createAuthMiddleware(() =>
          guarded(() => {
            throw new AppError('FORBIDDEN', PASSWORD_RESET_OFF, undefined, {
              reason: 'password_reset_off',
            });
          }),
        ),
      },
      {
        // The library's own admin sign-in counts against the same names as the technicians' one.
        matcher: (ctx) => ctx.path === '/sign-in/email',
        handler: createAuthMiddleware(async (ctx) => {
          const email = signInEmailOf(ctx.body);
          if (email) {
            const attempt = {
              identifier: email,
              clientAddress: clientAddressOf(deps, ctx),
              knownDevice: knownDevices.knows(ctx, signInName(email)),
            };
            await guarded(() => lockout.begin(attempt));
          }
        }),
      },
      {
        // The reset link's new password meets the rule for new passwords, as every other one does.
        matcher: (ctx) => ctx.path === '/reset-password',
        handler: createAuthMiddleware(async (ctx) => {
          const { newPassword } = (ctx.body ?? {}) as { newPassword?: unknown };
          if (typeof newPassword === 'string') {
            await guarded(() => Promise.resolve(assertNewPassword(newPassword, 'newPassword')));
          }
        }),
      },
    ],
    after: [
      {
        matcher: (ctx) => ctx.path === '/sign-in/email',
        handler: createAuthMiddleware(async (ctx) => {
          const email = signInEmailOf(ctx.body);
          if (email && !isAPIError(ctx.context.returned)) {
            await lockout.succeeded({ identifier: email, clientAddress: clientAddressOf(deps, ctx) });
            knownDevices.remember(ctx, signInName(email));
          }
        }),
      },
    ],
  };
}
