import type {
  AdminLoginInput,
  EmailSignUpInput,
  SendEmailCodeInput,
  SendPhoneCodeInput,
  TechnicianLoginInput,
  VerifyEmailCodeInput,
  VerifyPhoneCodeInput,
} from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { apiGet, apiRequest } from '../../lib/api-client';

// The sign-in calls. Every one goes through the one HTTP client; session cookies are httpOnly, so the
// browser never holds a token.

const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });

type Sent = { sent: true };

export const authApi = {
  session: (signal?: AbortSignal) => apiGet<SessionInfo>('/api/session', signal),
  config: () => apiGet<{ google: boolean }>('/api/auth-config'),
  sendEmailCode: (input: SendEmailCodeInput) => post<Sent>('/api/auth/email-otp/send', input),
  verifyEmailCode: (input: VerifyEmailCodeInput) => post<SessionInfo>('/api/auth/email-otp/verify', input),
  sendPhoneCode: (input: SendPhoneCodeInput) => post<Sent>('/api/auth/phone-otp/send', input),
  verifyPhoneCode: (input: VerifyPhoneCodeInput) => post<SessionInfo>('/api/auth/phone-otp/verify', input),
  signUpByEmail: (input: EmailSignUpInput) => post<Sent>('/api/auth/email-link/send', input),
  confirmEmail: (tokenHash: string) =>
    post<SessionInfo>('/api/auth/email-link/verify', { tokenHash, type: 'email' }),
  technicianSignIn: (input: TechnicianLoginInput) => post<SessionInfo>('/api/auth/technician/sign-in', input),
  adminSignIn: (input: AdminLoginInput) => post<unknown>('/api/auth/sign-in/email', input),
  requestPasswordReset: (email: string) => post<unknown>('/api/auth/request-password-reset', { email }),
  resetPassword: (token: string, newPassword: string) =>
    post<unknown>('/api/auth/reset-password', { token, newPassword }),
  googleSignIn: (callbackURL: string) =>
    post<{ url: string }>('/api/auth/sign-in/social', { provider: 'google', callbackURL }),
  signOut: () => post<unknown>('/api/auth/sign-out', {}),
};
