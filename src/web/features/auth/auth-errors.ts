import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, isRecentCodesRefusal } from '../../lib/error-text';
import { translateFieldMessage } from '../../lib/field-message';

export interface ToastText {
  title: string;
  description: string;
}

function firstFieldMessage(error: ApiError): string | undefined {
  const [first] = Object.entries(error.fields ?? {});
  return first && translateFieldMessage(first[1], error.fieldKeys?.[first[0]]);
}

/** The spec's toast for a failed code request (section 8). */
export function sendCodeError(t: TFunction<'auth'>, error: unknown): ToastText {
  if (error instanceof ApiError) {
    if (error.code === 'RESEND_COOLDOWN')
      return { title: t('toasts.pleaseWait'), description: apiErrorText(error) };
    if (error.code === 'RATE_LIMITED') {
      // Codes sent a moment ago (by whoever asked) still work: that is said, not just "wait".
      const description = isRecentCodesRefusal(error) ? apiErrorText(error) : t('toasts.tooManyRequestsText');
      return { title: t('toasts.tooManyRequests'), description };
    }
    if (error.code === 'VALIDATION_FAILED') {
      return {
        title: t('toasts.invalidInput'),
        description: firstFieldMessage(error) ?? apiErrorText(error),
      };
    }
    return { title: t('toasts.errorSending'), description: apiErrorText(error) };
  }
  return { title: t('toasts.errorSending'), description: t('toasts.couldNotSend') };
}

/** The spec's toast for a failed code check: Code Expired, Invalid Code, Too Many Attempts. */
export function verifyCodeError(t: TFunction<'auth'>, error: unknown): ToastText {
  if (error instanceof ApiError) {
    const titles: Partial<Record<string, string>> = {
      OTP_EXPIRED: t('toasts.codeExpired'),
      OTP_INVALID: t('toasts.invalidCode'),
      OTP_LOCKED: t('toasts.tooManyAttempts'),
    };
    return { title: titles[error.code] ?? t('toasts.verificationFailed'), description: apiErrorText(error) };
  }
  return { title: t('toasts.verificationFailed'), description: t('toasts.couldNotVerify') };
}
