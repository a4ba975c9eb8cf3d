import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { emailSignUpSchema } from '@shared/schemas/auth';
import type { EmailSignUpInput } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-fields';
import { authApi } from '../auth-api';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';

/** The dialog's Sign up tab: name and e-mail, then a confirmation link by e-mail. */
export function EmailSignUp() {
  const { t } = useTranslation('auth');
  const form = useSchemaForm(emailSignUpSchema, { defaultValues: { name: '', email: '' } });
  const name = useWatch({ control: form.control, name: 'name' });
  const signUp = useMutation({
    mutationFn: (input: EmailSignUpInput) => authApi.signUpByEmail(input),
    // The form gives way to the same words on success: the toast is the title alone.
    onSuccess: () => toast.success(t('toasts.accountCreated'), { id: 'sign-up' }),
    onError: (error) => {
      const reason = applyServerRefusal(form, error, t('toasts.couldNotCreate'));
      toast.error(t('toasts.signUpFailed'), { id: 'sign-up', description: reason });
    },
  });

  // What the form checks itself shows under its field, without a toast (decision 016).
  const submit = form.handleSubmit(() => signUp.mutate(form.getValues()));

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
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField
        control={form.control}
        name="name"
        label={t('fields.name')}
        placeholder={t('fields.namePlaceholder')}
        autoComplete="name"
        maxLength={100}
      />
      <FormField
        control={form.control}
        name="email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        maxLength={254}
      />
      <Button type="submit" className="w-full" disabled={signUp.isPending || !name.trim()}>
        {signUp.isPending ? t('actions.creating') : t('actions.createAccount')}
      </Button>
    </form>
  );
}
