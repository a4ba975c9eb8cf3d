import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { emailField } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { apiErrorText } from '../../../lib/error-text';

/** 'Forgot password?' for staff accounts: a reset link by e-mail. */
export function PasswordResetRequest({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useMutation({
    mutationFn: () => authApi.requestPasswordReset(email.trim()),
    onError: (e) =>
      toast.error(t('toasts.errorSending'), {
        description: e instanceof ApiError ? apiErrorText(e) : undefined,
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emailField.safeParse(email);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) request.mutate();
  }

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t('reset.requestTitle')}</h2>
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-primary-soft p-4">
          {t('reset.requestSent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-muted-foreground">{t('reset.requestText')}</p>
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            maxLength={254}
          />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('actions.sending') : t('actions.sendResetLink')}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('actions.backToSignIn')}
      </Button>
    </div>
  );
}
