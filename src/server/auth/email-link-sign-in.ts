import { createAuthEndpoint } from 'better-auth/api';
import { pathInLanguage } from '../../shared/language-paths';
import { confirmEmailSchema, emailSignUpSchema } from '../../shared/schemas/auth';
import { confirmEmailMail } from '../notifications/templates/sign-in';
import { assertCodeMaySend, sendOrWithdraw } from './code-sending';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { clientAddressOf, guarded, parse, post } from './sign-in-endpoint';
import { findOrCreateByEmail, startCustomerSession } from './sign-in-sessions';

/** Sign-up by a confirmation link sent by e-mail: sending it, and signing in by following it. */
export function emailLinkEndpoints(deps: SignInPluginDeps) {
  const { db, codes, knownDevices } = deps;
  return {
    sendConfirmationLink: createAuthEndpoint('/email-link/send', post, async (ctx) =>
      guarded(async () => {
        const input = parse(emailSignUpSchema, ctx.body);
        await assertCodeMaySend(deps, 'email', { email: input.email });
        const { secret } = await codes.issue({
          channel: 'email',
          purpose: 'email_link',
          identifier: input.email,
          clientAddress: clientAddressOf(deps, ctx),
          fullName: input.name,
        });
        // The confirmation page opens in the language the account was asked for in.
        const link = new URL(pathInLanguage('/auth-confirmation', input.language ?? 'en'), deps.publicOrigin);
        link.searchParams.set('token_hash', secret);
        link.searchParams.set('type', 'email');
        await sendOrWithdraw(deps, input.email, secret, () =>
          deps.mailer.send(confirmEmailMail(input.email, link.toString(), secret, input.language)),
        );
        // The same answer whether or not the address already has an account: the link signs in either way.
        return ctx.json({ sent: true });
      }),
    ),

    confirmEmailLink: createAuthEndpoint('/email-link/verify', post, async (ctx) =>
      guarded(async () => {
        const { tokenHash } = parse(confirmEmailSchema, ctx.body);
        const { identifier, fullName } = await codes.consumeLink(tokenHash);
        const user = await findOrCreateByEmail(db, ctx, identifier, fullName);
        const signedIn = await startCustomerSession(db, ctx, user);
        knownDevices.remember(ctx, identifier);
        return signedIn;
      }),
    ),
  };
}
