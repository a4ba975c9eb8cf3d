import type { BetterAuthPlugin, GenericEndpointContext, User } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { pathInLanguage } from '../../shared/language-paths';
import { parsePhone } from '../../shared/phone';
import {
  confirmEmailSchema,
  emailSignUpSchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  technicianLoginSchema,
  verifyEmailCodeSchema,
  verifyPhoneCodeSchema,
} from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { profiles, technicians, users } from '../db/schema/index';
import { AppError, validationError } from '../http/app-error';
import { addressBucket } from '../http/client-address';
import type { Logger } from '../lib/logger';
import { HOUR_MS } from '../lib/durations';
import type { Limit, RateLimiter } from '../lib/rate-limiter';
import {
  SIGN_IN_ACCOUNT_LOOKUPS_PER_ADDRESS_PER_HOUR,
  SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_MINUTE,
  TECHNICIAN_SIGN_INS_PER_ADDRESS_PER_MINUTE,
} from '../limits';
import type { Mailer } from '../lib/mailer';
import type { SmsSender } from '../lib/sms';
import { confirmEmailMail, signInCodeEmail, signInCodeSms } from '../notifications/templates/sign-in';
import type { KnownDevices } from './known-devices';
import type { OneTimeCodes } from './one-time-codes';
import type { PasswordLockout } from './password-lockout';
import { signInName } from './password-lockout';
import { assertNewPassword } from './password-policy';
import { placeholderEmailFor, visibleEmail } from './phone-identity';
import { rolesOf } from './provision-user';

export interface SignInPluginDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  codes: OneTimeCodes;
  lockout: PasswordLockout;
  /** Browsers that have signed in with a name before (decision 028). */
  knownDevices: KnownDevices;
  limiter: RateLimiter;
  publicOrigin: string;
  clientIpHeader: string;
  /** The channels sign-in codes may go by (SIGN_IN_CODES); a code for another is refused. */
  signInCodes: { email: boolean; sms: boolean };
  /** Whether an e-mail reaches anyone: without, a password reset link would be lost. */
  mailDelivered: boolean;
}

type EndpointContext = GenericEndpointContext;

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

export const STAFF_USE_PASSWORD =
  'Staff accounts sign in with their password: admins at /admin/auth, technicians at /technician/auth.';
export const isStaffRole = (role: string) => role === 'admin' || role === 'technician';

const EMAIL_CODES_OFF = 'Sign-in by e-mail is not available here. Please sign in with your phone number.';
const SMS_CODES_OFF = 'Sign-in by SMS is not available here. Please sign in with your e-mail address.';
const PASSWORD_RESET_OFF =
  'Password reset by e-mail is not available here. Please ask an administrator to set a new password.';
type AuthUser = User & { phoneNumber?: string | null };

// Bodies are checked by our shared schemas, so that errors carry the spec's messages.
const post = { method: 'POST' as const, body: z.record(z.string(), z.unknown()) };

/** Whether an admin has set this technician inactive (then they may not sign in). */
async function isInactiveTechnician(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: technicians.status })
    .from(technicians)
    .where(eq(technicians.userId, userId));
  return row?.status === 'inactive';
}

/** Whether the account with this e-mail or phone number holds a staff role (then codes are no use). */
async function isStaffAccount(db: Database, by: { email: string } | { phone: string }): Promise<boolean> {
  // Numbers are stored as +91XXXXXXXXXX, the one form parsePhone gives.
  const phone = 'phone' in by ? parsePhone(by.phone) : null;
  if ('phone' in by && !phone) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where('email' in by ? eq(users.email, by.email.toLowerCase()) : eq(users.phoneNumber, phone!));
  return row !== undefined && (await rolesOf(db, row.id)).some(isStaffRole);
}

/** Our rules' errors leave better-auth as its APIError carrying our error fields; app.ts reshapes them. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { error: body } = error.toBody();
    throw new APIError(error.status as 400, body);
  }
}

/** The e-mail of a password sign-in, when it is one the library will look up (else it refuses it). */
function signInEmailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && z.email().safeParse(email).success ? email : null;
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Sign-in by one-time code (e-mail or SMS), by confirmation link, and the technicians' password
 * sign-in, as a better-auth plugin so that sessions and cookies are the library's own.
 */
export function signInPlugin(deps: SignInPluginDeps) {
  const { db, logger, mailer, sms, codes, lockout, knownDevices } = deps;

  const clientAddressOf = (ctx: EndpointContext) => ctx.headers?.get(deps.clientIpHeader) ?? 'unknown';

  /** Codes, links and Google prove an address, not a staff password: staff use their own sign-in. */
  async function startCustomerSession(ctx: EndpointContext, user: AuthUser) {
    const roles = await rolesOf(db, user.id);
    if (roles.some(isStaffRole))
      throw new AppError('FORBIDDEN', STAFF_USE_PASSWORD, undefined, { reason: 'staff_password_only' });
    return startSession(ctx, user);
  }

  async function startSession(ctx: EndpointContext, user: AuthUser) {
    const session = await ctx.context.internalAdapter.createSession(user.id);
    await setSessionCookie(ctx, { session, user });
    return ctx.json({
      user: {
        id: user.id,
        email: visibleEmail(user.email),
        phone: user.phoneNumber ?? null,
        name: user.name,
      },
      roles: await rolesOf(db, user.id),
    });
  }

  async function findOrCreateByEmail(
    ctx: EndpointContext,
    email: string,
    fullName: string | null,
  ): Promise<AuthUser> {
    const found = await ctx.context.internalAdapter.findUserByEmail(email);
    if (found) {
      // An account made by an earlier sign-in without a name takes the name typed at sign-up now.
      const named = !found.user.name && fullName;
      if (found.user.emailVerified && !named) return found.user;
      if (named) {
        await db
          .update(profiles)
          .set({ fullName })
          .where(and(eq(profiles.userId, found.user.id), isNull(profiles.fullName)));
      }
      return ctx.context.internalAdapter.updateUser(found.user.id, {
        emailVerified: true,
        ...(named ? { name: fullName } : {}),
      });
    }
    try {
      return await ctx.context.internalAdapter.createUser(
        { email, name: fullName ?? '', emailVerified: true },
        { method: 'email-otp' },
      );
    } catch (error) {
      // A link and a code for the same new address used at the same moment: the other one made it.
      const madeMeanwhile = await ctx.context.internalAdapter.findUserByEmail(email);
      if (madeMeanwhile) return madeMeanwhile.user;
      throw error;
    }
  }

  /**
   * Before any code is made or sent: the channel must be on, and the account must not be staff's, who
   * could not use the code (decision 005). Saying so reveals that an address is staff's; the password
   * sign-in's own limits stand between that and the account.
   */
  async function assertCodeMaySend(channel: 'email' | 'sms', by: { email: string } | { phone: string }) {
    if (channel === 'email' && !deps.signInCodes.email) {
      throw new AppError('FORBIDDEN', EMAIL_CODES_OFF, undefined, { reason: 'email_codes_off' });
    }
    if (channel === 'sms' && !deps.signInCodes.sms) {
      throw new AppError('FORBIDDEN', SMS_CODES_OFF, undefined, { reason: 'sms_codes_off' });
    }
    if (await isStaffAccount(db, by)) {
      throw new AppError('FORBIDDEN', STAFF_USE_PASSWORD, undefined, { reason: 'staff_password_only' });
    }
  }

  async function sendOrWithdraw(identifier: string, secret: string, send: () => Promise<{ status: string }>) {
    const result = await send();
    if (result.status === 'failed') {
      await codes.withdraw(identifier, secret);
      throw new AppError('DELIVERY_FAILED', 'Could not send verification code. Please try again.');
    }
  }

  return {
    id: 'doorstep-sign-in',
    endpoints: {
      sendEmailCode: createAuthEndpoint('/email-otp/send', post, async (ctx) =>
        guarded(async () => {
          const input = parse(sendEmailCodeSchema, ctx.body);
          await assertCodeMaySend('email', { email: input.email });
          if (!input.createUser)
            await deps.limiter.hit(accountLookupsPerHour, addressBucket(clientAddressOf(ctx)));
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
            clientAddress: clientAddressOf(ctx),
            fullName: input.name,
          });
          await sendOrWithdraw(input.email, secret, () =>
            mailer.send(signInCodeEmail(input.email, secret, input.language)),
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
            clientAddress: clientAddressOf(ctx),
            knownDevice: knownDevices.knows(ctx, input.email),
          });
          const user = await findOrCreateByEmail(ctx, input.email, fullName);
          const signedIn = await startCustomerSession(ctx, user);
          knownDevices.remember(ctx, input.email);
          return signedIn;
        }),
      ),

      sendPhoneCode: createAuthEndpoint('/phone-otp/send', post, async (ctx) =>
        guarded(async () => {
          const { phone, language } = parse(sendPhoneCodeSchema, ctx.body);
          await assertCodeMaySend('sms', { phone });
          const { secret } = await codes.issue({
            channel: 'sms',
            purpose: 'sign_in',
            identifier: phone,
            clientAddress: clientAddressOf(ctx),
          });
          await sendOrWithdraw(phone, secret, () =>
            sms.send(phone, signInCodeSms(secret, language), [secret]),
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
            clientAddress: clientAddressOf(ctx),
            knownDevice: knownDevices.knows(ctx, phone),
          });
          const [existing] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.phoneNumber, phone));
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
          const signedIn = await startCustomerSession(ctx, user as AuthUser);
          knownDevices.remember(ctx, phone);
          return signedIn;
        }),
      ),

      sendConfirmationLink: createAuthEndpoint('/email-link/send', post, async (ctx) =>
        guarded(async () => {
          const input = parse(emailSignUpSchema, ctx.body);
          await assertCodeMaySend('email', { email: input.email });
          const { secret } = await codes.issue({
            channel: 'email',
            purpose: 'email_link',
            identifier: input.email,
            clientAddress: clientAddressOf(ctx),
            fullName: input.name,
          });
          // The confirmation page opens in the language the account was asked for in.
          const link = new URL(
            pathInLanguage('/auth-confirmation', input.language ?? 'en'),
            deps.publicOrigin,
          );
          link.searchParams.set('token_hash', secret);
          link.searchParams.set('type', 'email');
          await sendOrWithdraw(input.email, secret, () =>
            mailer.send(confirmEmailMail(input.email, link.toString(), secret, input.language)),
          );
          // The same answer whether or not the address already has an account: the link signs in either way.
          return ctx.json({ sent: true });
        }),
      ),

      confirmEmailLink: createAuthEndpoint('/email-link/verify', post, async (ctx) =>
        guarded(async () => {
          const { tokenHash } = parse(confirmEmailSchema, ctx.body);
          const { identifier, fullName } = await codes.consumeLink(tokenHash);
          const user = await findOrCreateByEmail(ctx, identifier, fullName);
          const signedIn = await startCustomerSession(ctx, user);
          knownDevices.remember(ctx, identifier);
          return signedIn;
        }),
      ),

      technicianSignIn: createAuthEndpoint('/technician/sign-in', post, async (ctx) =>
        guarded(async () => {
          const { identifier, password } = parse(technicianLoginSchema, ctx.body);
          // Before anything is looked up: a refused name is refused the same whether it has an account.
          const attempt = {
            identifier,
            clientAddress: clientAddressOf(ctx),
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
          const signedIn = await startSession(ctx, user);
          await lockout.succeeded(attempt);
          knownDevices.remember(ctx, signInName(identifier));
          return signedIn;
        }),
      ),
    },
    hooks: {
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
                clientAddress: clientAddressOf(ctx),
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
              await lockout.succeeded({ identifier: email, clientAddress: clientAddressOf(ctx) });
              knownDevices.remember(ctx, signInName(email));
            }
          }),
        },
      ],
    },
    rateLimit: [
      {
        // Per client address, on top of the per-identifier rules of the codes themselves.
        pathMatcher: (path: string) =>
          path.startsWith('/email-otp/') || path.startsWith('/phone-otp/') || path.startsWith('/email-link/'),
        window: 60,
        max: SIGN_IN_CODE_REQUESTS_PER_ADDRESS_PER_MINUTE,
      },
      {
        pathMatcher: (path: string) => path === '/technician/sign-in',
        window: 60,
        max: TECHNICIAN_SIGN_INS_PER_ADDRESS_PER_MINUTE,
      },
    ],
  } satisfies BetterAuthPlugin;
}
