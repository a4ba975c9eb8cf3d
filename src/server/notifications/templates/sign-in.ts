import { OTP_VALIDITY_MINUTES } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../../lib/mailer';
import { APP_NAME, renderEmail } from './layout';
import { pickWords } from './words/index';

// What the sign-in e-mails and texts say. These go out directly (a customer waits on the screen for
// them), not through the outbox worker; they are still recorded in the messages table. A customer's
// are in the language of the page they asked on (the request names it; nobody is signed in yet, so
// there is no profile to ask); the password reset goes to staff and stays English.

export function signInCodeEmail(to: string, code: string, language: Language = 'en'): Mail {
  const words = pickWords(language).signIn;
  return {
    to,
    secrets: [code],
    ...renderEmail(
      words.codeSubject({ code, app: APP_NAME }),
      [words.codeIntro({ code, app: APP_NAME }), words.codeRules(OTP_VALIDITY_MINUTES), words.codeIgnore],
      language,
    ),
  };
}

export function signInCodeSms(code: string, language: Language = 'en'): string {
  return pickWords(language).signIn.codeSms({ code, app: APP_NAME, minutes: OTP_VALIDITY_MINUTES });
}

// The name typed at sign-up is left out on purpose: anyone can ask for this mail to any address, and
// it must not carry their words.
export function confirmEmailMail(to: string, link: string, token: string, language: Language = 'en'): Mail {
  const words = pickWords(language).signIn;
  return {
    to,
    secrets: [token],
    ...renderEmail(
      words.confirmSubject(APP_NAME),
      [words.confirmHello, words.confirmLink({ app: APP_NAME, link }), words.confirmRules],
      language,
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
