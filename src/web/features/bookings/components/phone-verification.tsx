import { formatPhone } from '@shared/format';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PhoneProof } from '@shared/contracts/bookings';
import { INDIAN_PHONE_PATTERN, toE164 } from '@shared/phone';
import { OTP_LENGTH } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { usePhoneProofCode } from '../use-phone-proof-code';
import type { PhoneProofCode } from '../use-phone-proof-code';

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
  const proof = usePhoneProofCode(phoneDigits, onVerified);
  const { send, sendError } = proof;

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
      ) : proof.step === 'send' ? (
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
        <CodeStep proof={proof} shownPhone={shownPhone} />
      )}
    </div>
  );
}

/** The code texted to the phone, typed back; sent again once the wait is over. */
function CodeStep({ proof, shownPhone }: { proof: PhoneProofCode; shownPhone: string }) {
  const { t } = useTranslation('booking');
  const { code, canVerify, verify, attemptsLeft, secondsLeft } = proof;
  return (
    <>
      <p role="status" className="wrap-anywhere">
        {t('verifyPhone.sent', { phone: shownPhone })}
      </p>
      <Field
        label={t('verifyPhone.code')}
        value={code}
        onChange={(e) => proof.typeCode(e.target.value)}
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
        error={proof.codeError ?? proof.sendError ?? undefined}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => verify.mutate()} disabled={!canVerify}>
          {verify.isPending ? t('verifyPhone.verifying') : t('verifyPhone.verify')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || proof.send.isPending}
          onClick={proof.resend}
        >
          {secondsLeft > 0 ? t('verifyPhone.resendIn', { seconds: secondsLeft }) : t('verifyPhone.resend')}
        </Button>
      </div>
    </>
  );
}
