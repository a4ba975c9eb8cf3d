import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PhoneProof } from '@shared/contracts/bookings';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { OTP_LENGTH } from '@shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { apiErrorText, isRecentCodesRefusal } from '../../lib/error-text';
import { useCountdown } from '../../lib/use-countdown';
import { useTranslation } from '../../lib/use-translation';
import { sendPhoneProofCode, verifyPhoneProofCode } from './api';

/**
 * A code texted to the form's phone and typed back, which proves the number (decision 007). `step`:
 * 'send' until a code went to the number as it is now typed, then 'code'.
 */
export function usePhoneProofCode(phoneDigits: string, onVerified: (proof: PhoneProof) => void) {
  const { t } = useTranslation('booking');
  // The number this step last texted a code to: the code box is shown for that number only.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);

  const send = useMutation({
    mutationFn: () => sendPhoneProofCode(phoneDigits),
    onSuccess: () => {
      setSentTo(phoneDigits);
      setCode('');
      setSendError(null);
      setCodeError(null);
      setAttemptsLeft(null);
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    },
    onError: (error) => {
      const text = error instanceof ApiError ? apiErrorText(error) : t('verifyPhone.sendFailed');
      if (error instanceof ApiError && (error.code === 'RESEND_COOLDOWN' || isRecentCodesRefusal(error))) {
        // A code went to this number a moment ago (from here, before a reload, or asked for elsewhere):
        // it still works.
        if (error.retryAfterSeconds) setResendAt(Date.now() + error.retryAfterSeconds * 1000);
        setSentTo(phoneDigits);
      }
      setSendError(text);
    },
  });

  const verify = useMutation({
    mutationFn: () => verifyPhoneProofCode(phoneDigits, code),
    onSuccess: (proof) => onVerified(proof),
    onError: (error) => {
      setCodeError(error instanceof ApiError ? apiErrorText(error) : t('verifyPhone.verifyFailed'));
      setAttemptsLeft(
        error instanceof ApiError && error.attemptsLeft !== undefined ? error.attemptsLeft : null,
      );
    },
  });

  return {
    step: sentTo !== null && sentTo === phoneDigits ? ('code' as const) : ('send' as const),
    code,
    typeCode: (typed: string) => {
      setCode(typed.replace(/\D/g, '').slice(0, OTP_LENGTH));
      setCodeError(null);
    },
    canVerify: code.length === OTP_LENGTH && !verify.isPending,
    send,
    resend: () => {
      setSendError(null);
      send.mutate();
    },
    verify,
    sendError,
    codeError,
    attemptsLeft,
    secondsLeft,
  };
}

export type PhoneProofCode = ReturnType<typeof usePhoneProofCode>;
