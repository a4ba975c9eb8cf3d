import { formatPhone } from '@shared/format';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { emailField, fullNameField, otpField, phoneField } from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { Button } from '../../../components/ui/button';
import { FormField, FormPhoneField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { isRecentCodesRefusal } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { authApi } from '../auth-api';
import { sendCodeError, verifyCodeError } from '../auth-errors';
import { useCountdown } from '../../../lib/use-countdown';
import { useSetSession } from '../../../lib/use-session';

interface CodeSignInProps {
  channel: 'email' | 'phone';
  /** On /auth a code may create the account; in the dialog's Login tab it may not. */
  createUser?: boolean;
  /** Create-account mode: a name is asked for and required. */
  askName?: boolean;
  onSignedIn: (session: SessionInfo) => void;
}

const codeSchema = z.object({ code: otpField });

/** Two steps: the address or number, then the 6-digit code, with the resend countdown. */
export function CodeSignIn({ channel, createUser = false, askName = false, onSignedIn }: CodeSignInProps) {
  const { t } = useTranslation('auth');
  const setSession = useSetSession();
  const isEmail = channel === 'email';
  // The shared field rules of the sign-in inputs, for this channel and mode.
  const identifierSchema = useMemo(
    () =>
      z.object({
        identifier: isEmail ? emailField : phoneField,
        name: askName ? fullNameField : z.string(),
      }),
    [isEmail, askName],
  );
  const identifierForm = useSchemaForm(identifierSchema, { defaultValues: { identifier: '', name: '' } });
  const codeForm = useSchemaForm(codeSchema, { defaultValues: { code: '' } });
  const [identifier, name] = useWatch({ control: identifierForm.control, name: ['identifier', 'name'] });
  const code = useWatch({ control: codeForm.control, name: 'code' });
  const [step, setStep] = useState<'identifier' | 'code'>('identifier');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  // The address or number this form last sent a code to: its code still works during the cool-down.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const target = isEmail ? identifier.trim() : formatPhone(identifier);

  const send = useMutation({
    mutationFn: () =>
      isEmail
        ? authApi.sendEmailCode({ email: identifier, createUser, ...(askName ? { name } : {}) })
        : authApi.sendPhoneCode({ phone: identifier }),
    onSuccess: () => {
      setSentTo(identifier);
      identifierForm.clearErrors();
      toast.success(t('toasts.otpSent'), {
        id: 'sign-in',
        description: isEmail ? t('toasts.otpSentEmail') : t('toasts.otpSentPhone'),
      });
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
      setStep('code');
      codeForm.reset({ code: '' });
      setAttemptsLeft(null);
    },
    onError: (error) => {
      const text = sendCodeError(t, error);
      const coolingDown = error instanceof ApiError && error.code === 'RESEND_COOLDOWN';
      const recentCodes = isRecentCodesRefusal(error);
      if ((coolingDown || recentCodes) && error.retryAfterSeconds) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      if ((coolingDown && sentTo === identifier) || recentCodes) {
        // The code this form sent a moment ago still works, or the newest of the codes sent there
        // does: go to the code step.
        setSentTo(identifier);
        setStep('code');
      } else if (step === 'identifier') {
        // The reason goes under the field; the one toast sums it up (decision 016).
        identifierForm.setError('identifier', { type: 'server', message: text.description });
        toast.error(text.title, { id: 'sign-in' });
        return;
      }
      toast.error(text.title, { id: 'sign-in', description: text.description });
    },
  });

  const verify = useMutation({
    mutationFn: () =>
      isEmail
        ? authApi.verifyEmailCode({ email: identifier, code })
        : authApi.verifyPhoneCode({ phone: identifier, code }),
    onSuccess: (session) => {
      // The welcome that follows takes the place of 'OTP Sent' and any refusal: they share an id.
      setSession(session);
      onSignedIn(session);
    },
    onError: (error) => {
      const text = verifyCodeError(t, error);
      // The reason goes under the code; the one toast sums it up (decision 016).
      toast.error(text.title, { id: 'sign-in' });
      codeForm.setError('code', { type: 'server', message: text.description });
      setAttemptsLeft(
        error instanceof ApiError && error.attemptsLeft !== undefined ? error.attemptsLeft : null,
      );
    },
  });

  // What the form checks itself shows under its field, without a toast.
  const submitIdentifier = identifierForm.handleSubmit(() => send.mutate());
  const submitCode = codeForm.handleSubmit(() => verify.mutate());

  if (step === 'identifier') {
    return (
      <form onSubmit={(event) => void submitIdentifier(event)} noValidate className="space-y-4">
        {askName ? (
          <FormField
            control={identifierForm.control}
            name="name"
            label={t('fields.name')}
            placeholder={t('fields.namePlaceholder')}
            autoComplete="name"
            maxLength={100}
          />
        ) : null}
        {isEmail ? (
          <FormField
            control={identifierForm.control}
            name="identifier"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            maxLength={254}
          />
        ) : (
          <FormPhoneField
            control={identifierForm.control}
            name="identifier"
            label={t('fields.phone')}
            placeholder={t('fields.phonePlaceholder')}
            hint={t('fields.phoneHint')}
          />
        )}
        <Button type="submit" className="w-full" disabled={send.isPending || (askName && !name.trim())}>
          {send.isPending ? t('actions.sending') : t('actions.sendCode')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void submitCode(event)} noValidate className="space-y-4">
      <p className="text-muted-foreground wrap-anywhere">{t('codeStep.sentTo', { target })}</p>
      <FormField
        control={codeForm.control}
        name="code"
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        maxLength={6}
        transform={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
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
            identifierForm.clearErrors();
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
