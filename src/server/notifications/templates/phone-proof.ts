import { OTP_VALIDITY_MINUTES } from '../../../shared/constants';
import { APP_NAME } from './layout';

// The text that proves a phone number in the booking form (a referral discount needs it). Sent
// directly, like sign-in codes: the customer waits on the form for it.

export function phoneProofCodeSms(code: string): string {
  return `${code} is your ${APP_NAME} code to verify this number for your booking. Valid for ${OTP_VALIDITY_MINUTES} minutes. Do not share it with anyone.`;
}
