import { formatPhone } from '@shared/format';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PhoneProof } from '@shared/contracts/bookings';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { INDIAN_PHONE_PATTERN, toE164 } from '@shared/phone';
import { OTP_LENGTH } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, isRecentCodesRefusal } from '../../../lib/error-text';
import { useCountdown } from '../../../lib/use-countdown';
import { sendPhoneProofCode, verifyPhoneProofCode } from '../api';

/** +919876543210 → '+91 98765 43210', kept on one line inside a sentence. */
export function phoneInText(e164: string): string {
  return formatPhone(e164, true);
}

interface PhoneVerificationProps {
  /** The step itself: the form takes the customer here when they book before verifying. */
  ref?: Ref<HTMLDivElement>;
  /** The form's phone number as typed (10 digits once it is complete). */
  phoneDigits: string;
  /** The phone is verified: the proof goes with the referral check and the booking. */
  onVerified: (proof: PhoneProof) => void;
  /** Takes the customer to the form's phone field (to type or correct the number). */
  onGoToPhone: () => void;
}

/**
 * 'Verify phone to apply': a code texted to the form's phone, typed back here, proves the number for
 * this booking's referral discount (decision 007). Nobody is signed in by it. Its messages are said
 * here, beside the code, never in a toast (decision 016). It sits inside the booking form, so its
 * buttons are plain buttons and Enter in the code box verifies instead of booking.
 */
export function PhoneVerification({ ref, phoneDigits, onVerified, onGoToPhone }: PhoneVerificationProps) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const phoneIsComplete = INDIAN_PHONE_PATTERN.test(phoneDigits);
  const shownPhone = phoneIsComplete ? phoneInText(toE164(phoneDigits)) : '';
  // The number this step last texted a code to: the code box is shown for that number only.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const step = sentTo !== null && sentTo === phoneDigits ? 'code' : 'send';

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

  const canVerify = code.length === OTP_LENGTH && !verify.isPending;

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      className="mt-3 space-y-3 rounded-lg border-2 border-primary/40 bg-primary-soft/40 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('verifyPhone.title')}
      </h3>
      {!phoneIsComplete ? (
        <>
          <p>{t('verifyPhone.needPhone')}</p>
          <Button variant="outline" size="sm" onClick={onGoToPhone}>
            {t('verifyPhone.goToPhone')}
          </Button>
        </>
      ) : step === 'send' ? (
        <>
          <p>{t('verifyPhone.intro', { phone: shownPhone })}</p>
          <Button onClick={() => send.mutate()} disabled={send.isPending}>
            {send.isPending ? t('verifyPhone.sending') : t('verifyPhone.send')}
          </Button>
          {sendError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {sendError}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p role="status" className="wrap-anywhere">
            {t('verifyPhone.sent', { phone: shownPhone })}
          </p>
          <Field
            label={t('verifyPhone.code')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
              setCodeError(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              // Enter here verifies the phone; it must not send the booking form.
              e.preventDefault();
              if (canVerify) verify.mutate();
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            autoFocus
            className="max-w-xs [&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.4em]"
            hint={
              attemptsLeft !== null
                ? t('verifyPhone.attemptsLeft', { count: attemptsLeft })
                : t('verifyPhone.codeHint')
            }
            error={codeError ?? sendError ?? undefined}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => verify.mutate()} disabled={!canVerify}>
              {verify.isPending ? t('verifyPhone.verifying') : t('verifyPhone.verify')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={secondsLeft > 0 || send.isPending}
              onClick={() => {
                setSendError(null);
                send.mutate();
              }}
            >
              {secondsLeft > 0
                ? t('verifyPhone.resendIn', { seconds: secondsLeft })
                : t('verifyPhone.resend')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
