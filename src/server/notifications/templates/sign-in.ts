import { OTP_VALIDITY_MINUTES } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../../lib/mailer';
import { APP_NAME, renderEmail } from './layout';
import { say, sayInEnglish } from '../words';

// What the sign-in e-mails and texts say. These go out directly (a customer waits on the screen for
// them), not through the outbox worker; they are still recorded in the messages table. A customer's
// are in the language of the page they asked on (the request names it; nobody is signed in yet, so
// there is no profile to ask); the password reset goes to staff and stays English.

export function signInCodeEmail(to: string, code: string, language: Language = 'en'): Mail {
  const values = { code, app: APP_NAME, minutes: OTP_VALIDITY_MINUTES };
  return {
    to,
    secrets: [code],
    ...renderEmail(
      say(language, 'signIn.codeSubject', values),
      [
        say(language, 'signIn.codeIntro', values),
        say(language, 'signIn.codeRules', values),
        say(language, 'signIn.codeIgnore'),
      ],
      language,
    ),
  };
}

export function signInCodeSms(code: string, language: Language = 'en'): string {
  return say(language, 'signIn.codeSms', { code, app: APP_NAME, minutes: OTP_VALIDITY_MINUTES });
}

// The name typed at sign-up is left out on purpose: anyone can ask for this mail to any address, and
// it must not carry their words.
export function confirmEmailMail(to: string, link: string, token: string, language: Language = 'en'): Mail {
  return {
    to,
    secrets: [token],
    ...renderEmail(
      say(language, 'signIn.confirmSubject', { app: APP_NAME }),
      [
        say(language, 'signIn.confirmHello'),
        say(language, 'signIn.confirmLink', { app: APP_NAME, link }),
        say(language, 'signIn.confirmRules'),
      ],
      language,
    ),
  };
}

export function resetPasswordMail(to: string, link: string, token: string): Mail {
  return {
    to,
    secrets: [token],
    ...renderEmail(
      sayInEnglish('staffEmails.resetPassword.subject', { app: APP_NAME }),
      [
        sayInEnglish('staffEmails.resetPassword.link', { app: APP_NAME, link }),
        sayInEnglish('staffEmails.resetPassword.rules'),
      ],
      'en',
    ),
  };
}
