import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { emailSignUpSchema } from '@shared/schemas/auth';
import { fieldErrors } from '@shared/field-errors';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { apiErrorText } from '../../../lib/error-text';

/** The dialog's Sign up tab: name and e-mail, then a confirmation link by e-mail. */
export function EmailSignUp() {
  const { t } = useTranslation('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signUp = useMutation({
    mutationFn: () => authApi.signUpByEmail({ name, email }),
    onSuccess: () =>
      toast.success(t('toasts.accountCreated'), { description: t('toasts.accountCreatedText') }),
    onError: (error) =>
      toast.error(t('toasts.signUpFailed'), {
        description: error instanceof ApiError ? apiErrorText(error) : t('toasts.couldNotCreate'),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = emailSignUpSchema.safeParse({ name, email });
    if (!checked.success) {
      const next = fieldErrors(checked.error);
      setErrors(next);
      toast.error(t('toasts.invalidInput'), { description: next.email ?? next.name });
      return;
    }
    setErrors({});
    signUp.mutate();
  }

  if (signUp.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <MailCheck className="size-12 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('toasts.accountCreated')}</p>
        <p className="text-muted-foreground">{t('toasts.accountCreatedText')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={100}
      />
      <Field
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        maxLength={254}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending || !name.trim()}>
        {signUp.isPending ? t('actions.creating') : t('actions.createAccount')}
      </Button>
    </form>
  );
}
