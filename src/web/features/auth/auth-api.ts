import type {
  AdminLoginInput,
  EmailSignUpInput,
  SendEmailCodeInput,
  SendPhoneCodeInput,
  TechnicianLoginInput,
  VerifyEmailCodeInput,
  VerifyPhoneCodeInput,
} from '@shared/schemas/auth';
import { callApi } from '../../lib/api-client';
import { currentLanguage } from '../../lib/language';
import { fetchSession } from '../../lib/use-session';

// The sign-in calls. Every one goes through the one HTTP client; session cookies are httpOnly, so the
// browser never holds a token. Requests that send a code or link name the language on screen: the
// message is written in it.

export const authApi = {
  session: fetchSession,
  config: () => callApi('GET /api/auth-config'),
  sendEmailCode: (body: SendEmailCodeInput) =>
    callApi('POST /api/auth/email-otp/send', { body: { ...body, language: currentLanguage() } }),
  verifyEmailCode: (body: VerifyEmailCodeInput) => callApi('POST /api/auth/email-otp/verify', { body }),
  sendPhoneCode: (body: SendPhoneCodeInput) =>
    callApi('POST /api/auth/phone-otp/send', { body: { ...body, language: currentLanguage() } }),
  verifyPhoneCode: (body: VerifyPhoneCodeInput) => callApi('POST /api/auth/phone-otp/verify', { body }),
  signUpByEmail: (body: EmailSignUpInput) =>
    callApi('POST /api/auth/email-link/send', { body: { ...body, language: currentLanguage() } }),
  confirmEmail: (tokenHash: string) =>
    callApi('POST /api/auth/email-link/verify', { body: { tokenHash, type: 'email' } }),
  technicianSignIn: (body: TechnicianLoginInput) => callApi('POST /api/auth/technician/sign-in', { body }),
  adminSignIn: (body: AdminLoginInput) => callApi('POST /api/auth/sign-in/email', { body }),
  requestPasswordReset: (email: string) =>
    callApi('POST /api/auth/request-password-reset', { body: { email } }),
  resetPassword: (token: string, newPassword: string) =>
    callApi('POST /api/auth/reset-password', { body: { token, newPassword } }),
  googleSignIn: (callbackURL: string) =>
    callApi('POST /api/auth/sign-in/social', { body: { provider: 'google', callbackURL } }),
  signOut: () => callApi('POST /api/auth/sign-out', { body: {} }),
};
