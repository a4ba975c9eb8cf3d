import type { AdminTechnicianRow } from '@shared/contracts/people';
import { technicianPasswordSchema } from '@shared/schemas/admin-people';
import { NEW_PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormPasswordField } from '../../components/ui/form-fields';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useResetTechnicianPassword } from './api';

/** A new password for a technician who lost theirs, set by the admin and told to them by phone. */
export function PasswordDialog({
  technician,
  onClose,
}: {
  technician: AdminTechnicianRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const reset = useResetTechnicianPassword();
  const form = useSchemaForm(technicianPasswordSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { id: technician.id, password },
      {
        onSuccess: () => {
          toast.success(t('technicians.resetDone'), {
            id: 'technician-password',
            description: t('technicians.resetDoneText', { name: technician.name }),
          });
          onClose();
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          toast.error(t('technicians.resetFailed'), { id: 'technician-password', description: reason });
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('technicians.resetTitle', { name: technician.name })}
      description={t('technicians.resetText')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('technicians.newPassword')}
          hint={t('technicians.passwordHint', { min: NEW_PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('technicians.saving') : t('technicians.resetPassword')}
        </Button>
      </form>
    </Dialog>
  );
}
