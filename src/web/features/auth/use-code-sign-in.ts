import { formatPhone } from '@shared/format';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@shared/constants';
import { emailField, fullNameField, otpField, phoneField } from '@shared/schemas/auth';
import type { SessionInfo } from '@shared/session';
import { ApiError } from '../../lib/api-client';
import { isRecentCodesRefusal } from '../../lib/error-text';
import { toast } from '../../lib/toast';
import { useCountdown } from '../../lib/use-countdown';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSetSession } from '../../lib/use-session';
import { useTranslation } from '../../lib/use-translation';
import { authApi } from './auth-api';
import { sendCodeError, verifyCodeError } from './auth-errors';

export interface CodeSignInProps {
  channel: 'email' | 'phone';
  /** On /auth a code may create the account; in the dialog's Login tab it may not. */
  createUser?: boolean;
  /** Create-account mode: a name is asked for and required. */
  askName?: boolean;
  onSignedIn: (session: SessionInfo) => void;
}

const codeSchema = z.object({ code: otpField });

/** The shared field rules of the sign-in inputs, for this channel and mode. */
function useIdentifierForm(isEmail: boolean, askName: boolean) {
  const identifierSchema = useMemo(
    () =>
      z.object({
        identifier: isEmail ? emailField : phoneField,
        name: askName ? fullNameField : z.string(),
      }),
    [isEmail, askName],
  );
  return useSchemaForm(identifierSchema, { defaultValues: { identifier: '', name: '' } });
}

function useCodeForm() {
  return useSchemaForm(codeSchema, { defaultValues: { code: '' } });
}

/** Where the two steps stand: which step, the resend cool-down, the tries left, where the code went. */
function useCodeSteps() {
  const [step, setStep] = useState<'identifier' | 'code'>('identifier');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  // The address or number this form last sent a code to: its code still works during the cool-down.
  const [sentTo, setSentTo] = useState<string | null>(null);
  return { step, setStep, resendAt, setResendAt, attemptsLeft, setAttemptsLeft, sentTo, setSentTo };
}

interface CodeFlow {
  isEmail: boolean;
  identifier: string;
  identifierForm: ReturnType<typeof useIdentifierForm>;
  codeForm: ReturnType<typeof useCodeForm>;
  steps: ReturnType<typeof useCodeSteps>;
}

/** Sends a code to the address or number, and on a refusal says why (or goes on to the code step). */
function useSendCode(
  { isEmail, identifier, identifierForm, codeForm, steps }: CodeFlow,
  { createUser, askName, name }: { createUser: boolean; askName: boolean; name: string },
) {
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: () =>
      isEmail
        ? authApi.sendEmailCode({ email: identifier, createUser, ...(askName ? { name } : {}) })
        : authApi.sendPhoneCode({ phone: identifier }),
    onSuccess: () => {
      steps.setSentTo(identifier);
      identifierForm.clearErrors();
      toast.success(t('toasts.otpSent'), {
        id: 'sign-in',
        description: isEmail ? t('toasts.otpSentEmail') : t('toasts.otpSentPhone'),
      });
      steps.setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
      steps.setStep('code');
      codeForm.reset({ code: '' });
      steps.setAttemptsLeft(null);
    },
    onError: (error) => {
      const text = sendCodeError(t, error);
      const coolingDown = error instanceof ApiError && error.code === 'RESEND_COOLDOWN';
      const recentCodes = isRecentCodesRefusal(error);
      if ((coolingDown || recentCodes) && error.retryAfterSeconds) {
        steps.setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      if ((coolingDown && steps.sentTo === identifier) || recentCodes) {
        // The code this form sent a moment ago still works, or the newest of the codes sent there
        // does: go to the code step.
        steps.setSentTo(identifier);
        steps.setStep('code');
      } else if (steps.step === 'identifier') {
        // The reason goes under the field; the one toast sums it up (decision 016).
        identifierForm.setError('identifier', { type: 'server', message: text.description });
        toast.error(text.title, { id: 'sign-in' });
        return;
      }
      toast.error(text.title, { id: 'sign-in', description: text.description });
    },
  });
}

/** Checks the code typed; signed in, or the reason and the tries left under the code. */
function useVerifyCode(
  { isEmail, identifier, codeForm, steps }: CodeFlow,
  code: string,
  onSignedIn: (session: SessionInfo) => void,
) {
  const { t } = useTranslation('auth');
  const setSession = useSetSession();
  return useMutation({
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
      steps.setAttemptsLeft(
        error instanceof ApiError && error.attemptsLeft !== undefined ? error.attemptsLeft : null,
      );
    },
  });
}

/** Signing in with a code: the address or number, then the 6-digit code, with the resend countdown. */
export function useCodeSignIn({ channel, createUser = false, askName = false, onSignedIn }: CodeSignInProps) {
  const isEmail = channel === 'email';
  const identifierForm = useIdentifierForm(isEmail, askName);
  const codeForm = useCodeForm();
  const [identifier, name] = useWatch({ control: identifierForm.control, name: ['identifier', 'name'] });
  const code = useWatch({ control: codeForm.control, name: 'code' });
  const steps = useCodeSteps();
  const secondsLeft = useCountdown(steps.resendAt);
  const flow: CodeFlow = { isEmail, identifier, identifierForm, codeForm, steps };
  const send = useSendCode(flow, { createUser, askName, name });
  const verify = useVerifyCode(flow, code, onSignedIn);
  // What the form checks itself shows under its field, without a toast.
  const submitIdentifier = identifierForm.handleSubmit(() => send.mutate());
  const submitCode = codeForm.handleSubmit(() => verify.mutate());
  const changeIdentifier = () => {
    steps.setStep('identifier');
    identifierForm.clearErrors();
  };
  return {
    isEmail,
    askName,
    identifierForm,
    codeForm,
    name,
    code,
    target: isEmail ? identifier.trim() : formatPhone(identifier),
    step: steps.step,
    attemptsLeft: steps.attemptsLeft,
    secondsLeft,
    send,
    verify,
    submitIdentifier,
    submitCode,
    changeIdentifier,
  };
}

export type CodeSignInState = ReturnType<typeof useCodeSignIn>;
