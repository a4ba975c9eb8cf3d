import { OTP_VALIDITY_MINUTES } from '../../../shared/constants';
import type { Language } from '../../../shared/languages';
import { APP_NAME } from './layout';
import { say } from '../words';

// The text that proves a phone number in the booking form (a referral discount needs it). Sent
// directly, like sign-in codes: the customer waits on the form for it. In the signed-in customer's
// chosen language when there is one (the form's request carries none), else English.

export function phoneProofCodeSms(code: string, language: Language = 'en'): string {
  return say(language, 'phoneProof.sms', { code, app: APP_NAME, minutes: OTP_VALIDITY_MINUTES });
}
