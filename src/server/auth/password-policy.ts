import { readFileSync } from 'node:fs';
import { newPasswordField } from '../../shared/schemas/auth';
import { AppError } from '../http/app-error';

// What a new staff password must be (decision 005): the length and characters of the shared
// `newPasswordField`, which every form checks too, and not one of the passwords people use most. The
// list stays on the server: it is 10,000 entries the web has no need to download.

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common. Please choose another.';

let commonPasswords: Set<string> | undefined;

/** Whether the password, in any case, is on the list of common passwords (read once, when first asked). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Why a new password is refused, or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'This password cannot be used.';
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}

/** Refuses a new password that breaks the rule, with the message on the form's `field`. */
export function assertNewPassword(password: string, field: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { [field]: problem });
}
