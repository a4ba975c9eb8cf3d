import { useTranslation } from '../../../lib/use-translation';
import { technicianPasswordChangeSchema } from '@shared/schemas/technician-work';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormPasswordField } from '../../../components/ui/form-fields';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api';
import { NEW_PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one, the new one twice (the shared schema's rules and messages). */
export function PasswordForm() {
  const { t } = useTranslation('technician');
  const change = useChangePassword();
  const form = useSchemaForm(technicianPasswordChangeSchema, { defaultValues: empty });

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        toast.success(t('settings.password.saved'), {
          id: 'technician-password',
          description: t('settings.password.savedText'),
        });
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure, '');
        toast.error(t('settings.password.failed'), { id: 'technician-password', description: reason });
      },
    }),
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-2xl font-bold">{t('settings.password.heading')}</h2>
      <p className="mt-1 text-muted-foreground">
        {t('settings.password.text', { min: NEW_PASSWORD_MIN_LENGTH })}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('settings.password.new')}
          autoComplete="new-password"
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={t('settings.password.confirm')}
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
          {change.isPending ? t('settings.password.saving') : t('settings.password.save')}
        </Button>
      </form>
    </Card>
  );
}
