import { OTP_VALIDITY_MINUTES } from '../../../shared/constants';
import type { Mail } from '../../lib/mailer';
import { APP_NAME, renderEmail } from './layout';

// What the sign-in e-mails and texts say. These go out directly (a customer waits on the screen for
// them), not through the outbox worker; they are still recorded in the messages table. English only:
// the auth endpoints that send them know no language (nobody is signed in yet, and their requests
// carry none), and staff receive the password reset.

export function signInCodeEmail(to: string, code: string): Mail {
  return {
    to,
    secrets: [code],
    ...renderEmail(
      `${code} is your ${APP_NAME} sign-in code`,
      [
        `Your ${APP_NAME} verification code is ${code}.`,
        `It works once and expires in ${OTP_VALIDITY_MINUTES} minutes.\nNever share this code with anyone. Our staff will never ask you for it.`,
        'If you did not try to sign in, you can ignore this e-mail.',
      ],
      'en',
    ),
  };
}

export function signInCodeSms(code: string): string {
  return `${code} is your ${APP_NAME} sign-in code. Valid for ${OTP_VALIDITY_MINUTES} minutes. Do not share it with anyone.`;
}

// The name typed at sign-up is left out on purpose: anyone can ask for this mail to any address, and
// it must not carry their words.
export function confirmEmailMail(to: string, link: string, token: string): Mail {
  return {
    to,
    secrets: [token],
    ...renderEmail(
      `Confirm your ${APP_NAME} account`,
      [
        'Hello,',
        `Please confirm your e-mail address to finish creating your ${APP_NAME} account:\n${link}`,
        'The link works once and expires in 24 hours.\nIf you did not ask for an account, you can ignore this e-mail.',
      ],
      'en',
    ),
  };
}

export function resetPasswordMail(to: string, link: string, token: string): Mail {
  return {
    to,
    secrets: [token],
    ...renderEmail(
      `Reset your ${APP_NAME} password`,
      [
        `Someone asked to reset the password of your ${APP_NAME} account.\nTo choose a new password, open this link:\n${link}`,
        'The link works once and expires in 1 hour.\nIf it was not you, ignore this e-mail: your password stays as it is.',
      ],
      'en',
    ),
  };
}
