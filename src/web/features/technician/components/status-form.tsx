import { useTranslation } from '../../../lib/use-translation';
import type { TechnicianSelf } from '@shared/contracts/people';
import { ownTechnicianStatusSchema } from '@shared/schemas/technician-work';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useSetOwnStatus } from '../api';

const choices = ['active', 'busy'] as const;

/** The technician sets themselves Active or Busy; only the office makes someone inactive. */
export function StatusForm({ technician }: { technician: TechnicianSelf }) {
  const { t } = useTranslation('technician');
  const save = useSetOwnStatus();
  const form = useSchemaForm(ownTechnicianStatusSchema, {
    defaultValues: { status: technician.status === 'busy' ? 'busy' : 'active' },
  });
  const error = form.formState.errors.status?.message;

  const submit = form.handleSubmit(({ status }) =>
    save.mutate(status, {
      onSuccess: ({ technician: saved }) => {
        if (saved.status !== 'inactive') form.reset({ status: saved.status });
        toast.success(t('settings.status.saved'), {
          id: 'technician-status',
          description: t(
            saved.status === 'busy' ? 'settings.status.savedBusy' : 'settings.status.savedActive',
          ),
        });
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure, '');
        toast.error(t('settings.status.failed'), { id: 'technician-status', description: reason });
      },
    }),
  );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="status-heading" className="text-2xl font-bold">
          {t('settings.status.heading')}
        </h2>
        <Badge data-testid="current-status">
          {t('settings.status.now', { status: t(`settings.statusNames.${technician.status}`) })}
        </Badge>
      </div>
      <p className="mt-1 text-muted-foreground">{t('settings.status.text')}</p>
      {technician.status === 'inactive' ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {t('settings.status.inactive')}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          <fieldset aria-describedby={error ? 'status-error' : undefined}>
            <legend className="sr-only">{t('settings.status.legend')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {choices.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-input-border bg-card p-4 has-checked:border-primary has-checked:bg-primary-soft"
                >
                  <input
                    type="radio"
                    value={choice}
                    className="size-5 shrink-0 accent-primary dark:scheme-dark"
                    {...form.register('status')}
                  />
                  <span>
                    <span className="block text-lg font-bold">
                      {t(`settings.status.options.${choice}.label`)}
                    </span>
                    <span className="block text-muted-foreground">
                      {t(`settings.status.options.${choice}.text`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {error ? (
              <p id="status-error" role="alert" className="mt-2 text-sm font-medium text-danger">
                {error}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? t('settings.status.saving') : t('settings.status.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}
