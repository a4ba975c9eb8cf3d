import { useTranslation } from '../../lib/use-translation';
import { roles } from '@shared/roles';
import { createUserSchema } from '@shared/schemas/admin-people';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField, FormSelect, FormPasswordField } from '../../components/ui/form-fields';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useCreateUser } from './api';
import { NEW_PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';

/** 'Create user' (SPEC sections 5 and 6): full name, e-mail, password and a role. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const create = useCreateUser();
  const form = useSchemaForm(createUserSchema, {
    defaultValues: { fullName: '', email: '', password: '', role: 'customer' },
  });
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ user }) => {
        toast.success(t('users.created'), {
          id: 'user-create',
          description: t('users.createdText', { name: user.name }),
        });
        onClose();
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure);
        toast.error(t('users.createFailed'), { id: 'user-create', description: reason });
      },
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('users.createTitle')}
      description={t('users.createText')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="fullName"
          label={t('users.fullName')}
          autoComplete="off"
          maxLength={100}
        />
        <FormField
          control={form.control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="off"
          maxLength={254}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('users.password')}
          hint={t('users.passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <FormSelect control={form.control} name="role" label={t('users.role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`roleNames.${role}`)}
            </option>
          ))}
        </FormSelect>
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? t('users.creating') : t('users.create')}
        </Button>
      </form>
    </Dialog>
  );
}
