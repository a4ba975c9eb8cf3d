import { eq } from 'drizzle-orm';
import { parsePhone } from '../../shared/phone';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { rolesOf } from './provision-user';
import type { SignInPluginDeps } from './sign-in-endpoint';
import { isStaffRole, STAFF_USE_PASSWORD } from './sign-in-sessions';

const EMAIL_CODES_OFF = 'Sign-in by e-mail is not available here. Please sign in with your phone number.';
const SMS_CODES_OFF = 'Sign-in by SMS is not available here. Please sign in with your e-mail address.';

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

/**
 * Before any code is made or sent: the channel must be on, and the account must not be staff's, who
 * could not use the code (decision 005). Saying so reveals that an address is staff's; the password
 * sign-in's own limits stand between that and the account.
 */
export async function assertCodeMaySend(
  deps: Pick<SignInPluginDeps, 'db' | 'signInCodes'>,
  channel: 'email' | 'sms',
  by: { email: string } | { phone: string },
) {
  if (channel === 'email' && !deps.signInCodes.email) {
    throw new AppError('FORBIDDEN', EMAIL_CODES_OFF, undefined, { reason: 'email_codes_off' });
  }
  if (channel === 'sms' && !deps.signInCodes.sms) {
    throw new AppError('FORBIDDEN', SMS_CODES_OFF, undefined, { reason: 'sms_codes_off' });
  }
  if (await isStaffAccount(deps.db, by)) {
    throw new AppError('FORBIDDEN', STAFF_USE_PASSWORD, undefined, { reason: 'staff_password_only' });
  }
}

/** Sends a code or link; one that could not be sent is withdrawn, so it counts for nothing. */
export async function sendOrWithdraw(
  deps: Pick<SignInPluginDeps, 'codes'>,
  identifier: string,
  secret: string,
  send: () => Promise<{ status: string }>,
) {
  const result = await send();
  if (result.status === 'failed') {
    await deps.codes.withdraw(identifier, secret);
    throw new AppError('DELIVERY_FAILED', 'Could not send verification code. Please try again.');
  }
}
