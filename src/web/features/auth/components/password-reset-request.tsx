import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { requestPasswordResetSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-fields';
import { authApi } from '../auth-api';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';

/** 'Forgot password?' for staff accounts: a reset link by e-mail. */
export function PasswordResetRequest({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const form = useSchemaForm(requestPasswordResetSchema, { defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: (email: string) => authApi.requestPasswordReset(email),
    onError: (e) => {
      const reason = applyServerRefusal(form, e);
      toast.error(t('toasts.errorSending'), { id: 'password-reset', description: reason });
    },
  });

  const submit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t('reset.requestTitle')}</h2>
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-primary-soft p-4">
          {t('reset.requestSent')}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <p className="text-muted-foreground">{t('reset.requestText')}</p>
          <FormField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
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
