import { createAuthEndpoint } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { sendPhoneCodeSchema, verifyPhoneCodeSchema } from '../../shared/schemas/auth';
import { users } from '../db/schema/index';
import { signInCodeSms } from '../notifications/templates/sign-in';
import { assertCodeMaySend, sendOrWithdraw } from './code-sending';
import { placeholderEmailFor } from './phone-identity';
import type { AuthUser, SignInPluginDeps } from './sign-in-endpoint';
import { clientAddressOf, guarded, parse, post } from './sign-in-endpoint';
import { startCustomerSession } from './sign-in-sessions';

/** Sign-in by a code sent by SMS: sending it, and signing in with it (an account made on first use). */
export function phoneCodeEndpoints(deps: SignInPluginDeps) {
  const { db, codes, knownDevices } = deps;
  return {
    sendPhoneCode: createAuthEndpoint('/phone-otp/send', post, async (ctx) =>
      guarded(async () => {
        const { phone, language } = parse(sendPhoneCodeSchema, ctx.body);
        await assertCodeMaySend(deps, 'sms', { phone });
        const { secret } = await codes.issue({
          channel: 'sms',
          purpose: 'sign_in',
          identifier: phone,
          clientAddress: clientAddressOf(deps, ctx),
        });
        await sendOrWithdraw(deps, phone, secret, () =>
          deps.sms.send(phone, signInCodeSms(secret, language), [secret]),
        );
        return ctx.json({ sent: true });
      }),
    ),

    verifyPhoneCode: createAuthEndpoint('/phone-otp/verify', post, async (ctx) =>
      guarded(async () => {
        const { phone, code } = parse(verifyPhoneCodeSchema, ctx.body);
        await codes.verifyCode({
          channel: 'sms',
          identifier: phone,
          code,
          clientAddress: clientAddressOf(deps, ctx),
          knownDevice: knownDevices.knows(ctx, phone),
        });
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
        const user = existing
          ? await ctx.context.internalAdapter.updateUser(existing.id, { phoneNumberVerified: true })
          : await ctx.context.internalAdapter.createUser(
              {
                email: placeholderEmailFor(phone),
                name: '',
                emailVerified: false,
                phoneNumber: phone,
                phoneNumberVerified: true,
              },
              { method: 'phone-number' },
            );
        const signedIn = await startCustomerSession(db, ctx, user as AuthUser);
        knownDevices.remember(ctx, phone);
        return signedIn;
      }),
    ),
  };
}
