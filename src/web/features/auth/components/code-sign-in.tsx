import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { emailField, fullNameField, otpField, phoneField } from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { Button } from '../../../components/ui/button';
import { Field, PhoneField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { sendCodeError, verifyCodeError } from '../auth-errors';
import { useCountdown } from '../use-countdown';
import { useSetSession } from '../use-session';

interface CodeSignInProps {
  channel: 'email' | 'phone';
  /** On /auth a code may create the account; in the dialog's Login tab it may not. */
  createUser?: boolean;
  /** Create-account mode: a name is asked for and required. */
  askName?: boolean;
  onSignedIn: (session: SessionInfo) => void;
}

/** Two steps: the address or number, then the 6-digit code, with the resend countdown. */
export function CodeSignIn({ channel, createUser = false, askName = false, onSignedIn }: CodeSignInProps) {
  const { t } = useTranslation('auth');
  const setSession = useSetSession();
  const [step, setStep] = useState<'identifier' | 'code'>('identifier');
  const [identifier, setIdentifier] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; name?: string; code?: string }>({});
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  // The address or number this form last sent a code to: its code still works during the cool-down.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const isEmail = channel === 'email';
  const identifierSchema = isEmail ? emailField : phoneField;
  const target = isEmail ? identifier.trim() : `+91 ${identifier}`;

  const send = useMutation({
    mutationFn: () =>
      isEmail
        ? authApi.sendEmailCode({ email: identifier, createUser, ...(askName ? { name } : {}) })
        : authApi.sendPhoneCode({ phone: identifier }),
    onSuccess: () => {
      setSentTo(identifier);
      setErrors({});
      toast.success(t('toasts.otpSent'), {
        description: isEmail ? t('toasts.otpSentEmail') : t('toasts.otpSentPhone'),
      });
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
      setStep('code');
      setCode('');
      setAttemptsLeft(null);
    },
    onError: (error) => {
      const text = sendCodeError(t, error);
      toast.error(text.title, { description: text.description });
      const coolingDown = error instanceof ApiError && error.code === 'RESEND_COOLDOWN';
      if (coolingDown && error.retryAfterSeconds) setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      if (coolingDown && sentTo === identifier) {
        // The code this form sent a moment ago still works: go back to it.
        setStep('code');
      } else if (step === 'identifier') {
        setErrors({ identifier: text.description });
      }
    },
  });

  const verify = useMutation({
    mutationFn: () =>
      isEmail
        ? authApi.verifyEmailCode({ email: identifier, code })
        : authApi.verifyPhoneCode({ phone: identifier, code }),
    onSuccess: (session) => {
      // 'OTP Sent' and any earlier refusals are settled now; the welcome stands alone.
      toast.dismiss();
      setSession(session);
      onSignedIn(session);
    },
    onError: (error) => {
      const text = verifyCodeError(t, error);
      toast.error(text.title, { description: text.description });
      setErrors({ code: text.description });
      setAttemptsLeft(
        error instanceof ApiError && error.attemptsLeft !== undefined ? error.attemptsLeft : null,
      );
    },
  });

  function submitIdentifier(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const checked = identifierSchema.safeParse(identifier);
    if (!checked.success) next.identifier = checked.error.issues[0]?.message;
    if (askName) {
      const checkedName = fullNameField.safeParse(name);
      if (!checkedName.success) next.name = checkedName.error.issues[0]?.message;
    }
    setErrors(next);
    if (next.identifier || next.name) {
      toast.error(isEmail ? t('toasts.invalidEmail') : t('toasts.invalidPhone'), {
        description: next.identifier ?? next.name,
      });
      return;
    }
    send.mutate();
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const checked = otpField.safeParse(code);
    if (!checked.success) {
      const message = isEmail ? t('toasts.enterCodeEmail') : t('toasts.enterCodePhone');
      setErrors({ code: checked.error.issues[0]?.message ?? message });
      toast.error(t('toasts.invalidOtp'), { description: message });
      return;
    }
    verify.mutate();
  }

  if (step === 'identifier') {
    return (
      <form onSubmit={submitIdentifier} noValidate className="space-y-4">
        {askName ? (
          <Field
            label={t('fields.name')}
            placeholder={t('fields.namePlaceholder')}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
            maxLength={100}
          />
        ) : null}
        {isEmail ? (
          <Field
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            error={errors.identifier}
            maxLength={254}
          />
        ) : (
          <PhoneField
            label={t('fields.phone')}
            placeholder={t('fields.phonePlaceholder')}
            hint={t('fields.phoneHint')}
            value={identifier}
            onDigitsChange={setIdentifier}
            error={errors.identifier}
          />
        )}
        <Button type="submit" className="w-full" disabled={send.isPending || (askName && !name.trim())}>
          {send.isPending ? t('actions.sending') : t('actions.sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-4">
      <p className="text-muted-foreground wrap-anywhere">{t('codeStep.sentTo', { target })}</p>
      <Field
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        value={code}
        maxLength={6}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
        hint={attemptsLeft !== null ? t('codeStep.attemptsLeft', { count: attemptsLeft }) : undefined}
        autoFocus
      />
      <Button type="submit" className="w-full" disabled={code.length !== 6 || verify.isPending}>
        {verify.isPending ? t('actions.verifying') : t('actions.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setStep('identifier');
            setErrors({});
          }}
        >
          {isEmail ? t('actions.changeEmail') : t('actions.changePhone')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || send.isPending}
          onClick={() => send.mutate()}
        >
          {secondsLeft > 0 ? t('actions.resendIn', { seconds: secondsLeft }) : t('actions.resend')}
        </Button>
      </div>
    </form>
  );
}
