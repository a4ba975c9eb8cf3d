import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema/index';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';
import { hashSessionToken } from './hashed-session-tokens';
import type { NewUser } from './create-user';
import { createUser, UserExistsError } from './create-user';
import { assertNewPassword } from './password-policy';

// What the admin's account desks (users and technicians) do to sign-in accounts: create one and
// record it, keep phone numbers unique, set a password and end sessions. Passwords pass through here
// only to be hashed; they are never logged or kept.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this e-mail already exists.', {
    email: 'An account with this e-mail already exists.',
  });

export const phoneTaken = () =>
  new AppError('PHONE_TAKEN', 'An account with this phone number already exists.', {
    phone: 'An account with this phone number already exists.',
  });

/** A clash on the users table's unique e-mail or phone, as our error; anything else as it was. */
export function toAccountClash(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_unique')) return emailTaken();
  if (isUniqueViolation(error, 'users_phone_number_unique')) return phoneTaken();
  return error;
}

/** Refuses a phone number that another account already has (every account's is stored +91XXXXXXXXXX). */
export async function assertPhoneFree(db: Executor, phone: string, exceptUserId?: string): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phoneNumber, parsePhone(phone) ?? phone),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (owner) throw phoneTaken();
}

/**
 * Creates an account with createUser (profile, referral code, roles by SPEC section 6), then runs
 * `record` (the audit row, the technician's details) in one transaction. The library writes the
 * account itself outside our transactions, so when the recording fails the half-made account is
 * removed: the admin sees the error and can try again, and no account exists without its record.
 */
export async function createRecordedAccount(
  auth: Auth,
  db: Database,
  input: NewUser,
  record: (tx: Transaction, userId: string) => Promise<void>,
): Promise<string> {
  let userId: string;
  try {
    ({ id: userId } = await createUser(auth, db, input));
  } catch (error) {
    if (error instanceof UserExistsError) throw emailTaken();
    throw toAccountClash(error);
  }
  try {
    await db.transaction((tx) => record(tx, userId));
  } catch (error) {
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return userId;
}

/**
 * The hash of a new password, once it meets the rule for new passwords (refused with the message on
 * the form's `field`); made before any transaction opens (hashing is slow on purpose).
 */
export async function hashNewPassword(auth: Auth, password: string, field: string): Promise<string> {
  assertNewPassword(password, field);
  return (await auth.$context).password.hash(password);
}

/** Puts the hash on the user's password login, creating that login when the account has none. */
export async function setCredentialPassword(
  auth: Auth,
  tx: Executor,
  userId: string,
  hash: string,
  now: Date,
): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  const context = await auth.$context;
  // The same shape better-auth's own linkAccount gives a password login: the account id is the user id.
  await tx.insert(accounts).values({
    id: context.generateId({ model: 'account' }) || randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: hash,
    createdAt: now,
    updatedAt: now,
  });
}

/** Whether `password` is the one on the user's password login (false when they have none). */
export async function credentialPasswordMatches(
  auth: Auth,
  db: Pick<Database, 'select'>,
  userId: string,
  password: string,
): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!account?.hash) return false;
  return (await auth.$context).password.verify({ hash: account.hash, password });
}

/**
 * Signs the user out on every other device: their sessions but the one named are deleted through the
 * auth library (a changed password should not leave a lost phone signed in).
 */
export async function revokeOtherSessions(auth: Auth, userId: string, keepToken: string): Promise<void> {
  const { internalAdapter, adapter } = await auth.$context;
  // Listed sessions carry the stored hash of their token (decision 019): they are told apart by it
  // and deleted by id.
  const keep = hashSessionToken(keepToken);
  const others = (await internalAdapter.listSessions(userId)).filter((session) => session.token !== keep);
  for (const session of others) {
    await adapter.delete({ model: 'session', where: [{ field: 'id', value: session.id }] });
  }
}

/** Signs the user out everywhere: every session of theirs is deleted through the auth library. */
export async function revokeSessions(auth: Auth, userId: string): Promise<void> {
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
}
