import { createAuthEndpoint } from 'better-auth/api';
import { sendEmailCodeSchema, verifyEmailCodeSchema } from '../../shared/schemas/auth';
import { AppError } from '../http/app-error';
import { addressBucket } from '../http/client-address';
import { HOUR_MS } from '../lib/durations';
import type { Limit } from '../lib/rate-limiter';
import { SIGN_IN_ACCOUNT_LOOKUPS_PER_ADDRESS_PER_HOUR } from '../limits';
import { signInCodeEmail } from '../notifications/templates/sign-in';
import { assertCodeMaySend, sendOrWithdraw } from './code-sending';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { clientAddressOf, guarded, parse, post } from './sign-in-endpoint';
import { findOrCreateByEmail, startCustomerSession } from './sign-in-sessions';

/**
 * Code requests that may only go to an existing account (the dialog's Login tab) say when there is
 * none, as the spec has it: so each one also tells whether an address has an account, and one client
 * may ask that only so often (decision 028).
 */
export const accountLookupsPerHour: Limit = {
  name: 'sign-in-account-lookups',
  limit: SIGN_IN_ACCOUNT_LOOKUPS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Please wait before requesting another OTP',
};

/** Sign-in by a code sent by e-mail: sending it, and signing in with it. */
export function emailCodeEndpoints(deps: SignInPluginDeps) {
  const { db, codes, knownDevices } = deps;
  return {
    sendEmailCode: createAuthEndpoint('/email-otp/send', post, async (ctx) =>
      guarded(async () => {
        const input = parse(sendEmailCodeSchema, ctx.body);
        await assertCodeMaySend(deps, 'email', { email: input.email });
        if (!input.createUser)
          await deps.limiter.hit(accountLookupsPerHour, addressBucket(clientAddressOf(deps, ctx)));
        if (!input.createUser && !(await ctx.context.internalAdapter.findUserByEmail(input.email))) {
          throw new AppError(
            'ACCOUNT_NOT_FOUND',
            "We couldn't find an account with this email. Make sure you have an account.",
          );
        }
        const { secret } = await codes.issue({
          channel: 'email',
          purpose: 'sign_in',
          identifier: input.email,
          clientAddress: clientAddressOf(deps, ctx),
          fullName: input.name,
        });
        await sendOrWithdraw(deps, input.email, secret, () =>
          deps.mailer.send(signInCodeEmail(input.email, secret, input.language)),
        );
        return ctx.json({ sent: true });
      }),
    ),

    verifyEmailCode: createAuthEndpoint('/email-otp/verify', post, async (ctx) =>
      guarded(async () => {
        const input = parse(verifyEmailCodeSchema, ctx.body);
        const { fullName } = await codes.verifyCode({
          channel: 'email',
          identifier: input.email,
          code: input.code,
          clientAddress: clientAddressOf(deps, ctx),
          knownDevice: knownDevices.knows(ctx, input.email),
        });
        const user = await findOrCreateByEmail(db, ctx, input.email, fullName);
        const signedIn = await startCustomerSession(db, ctx, user);
        knownDevices.remember(ctx, input.email);
        return signedIn;
      }),
    ),
  };
}
