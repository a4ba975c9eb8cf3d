import { OTP_VALIDITY_MINUTES } from '../../shared/constants';
import type { Mail } from '../lib/mailer';

// What the sign-in e-mails and texts say. Plain and short: many readers are on basic phones.

const APP_NAME = 'DoorstepFix';

export function signInCodeEmail(to: string, code: string): Mail {
  return {
    to,
    subject: `${code} is your ${APP_NAME} sign-in code`,
    text: [
      `Your ${APP_NAME} verification code is ${code}.`,
      '',
      `It works once and expires in ${OTP_VALIDITY_MINUTES} minutes.`,
      'Never share this code with anyone. Our staff will never ask you for it.',
      '',
      'If you did not try to sign in, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function signInCodeSms(code: string): string {
  return `${code} is your ${APP_NAME} sign-in code. Valid for ${OTP_VALIDITY_MINUTES} minutes. Do not share it with anyone.`;
}

// The name typed at sign-up is left out on purpose: anyone can ask for this mail to any address, and
// it must not carry their words.
export function confirmEmailMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Confirm your ${APP_NAME} account`,
    text: [
      'Hello,',
      '',
      `Please confirm your e-mail address to finish creating your ${APP_NAME} account:`,
      link,
      '',
      'The link works once and expires in 24 hours.',
      'If you did not ask for an account, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${APP_NAME} account.`,
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once and expires in 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
