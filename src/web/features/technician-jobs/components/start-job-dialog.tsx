import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TechnicianJob } from '@shared/contracts/people';
import { startJobSchema } from '@shared/schemas/technician-work';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StartCodeField } from './customer-code-dialog';
import { ApiError } from '../../../lib/api-client';
import { isErrorCode } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useStartJob } from '../api';

/** At the door: the customer reads out their 4-digit start code, and the job starts. */
export function StartJobDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const start = useStartJob();
  const [note, setNote] = useState<string | null>(job.startCodeLocked ? t('locked') : null);
  const form = useSchemaForm(startJobSchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    start.mutate(
      { id: job.id, code },
      {
        onSuccess: () => {
          toast.success(t('started'), {
            id: 'job-start',
            description: t('startedText', { id: job.bookingId }),
          });
          onClose();
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          const codeLocked = isErrorCode(failure, 'START_CODE_LOCKED');
          if (codeLocked) setNote(t('locked'));
          else if (failure instanceof ApiError && failure.attemptsLeft !== undefined)
            setNote(t('attemptsLeft', { count: failure.attemptsLeft }));
          else setNote(null);
          // A wrong or locked code is said under the code; the toast then only sums it up.
          const offline = !(failure instanceof ApiError) || failure.code === 'NETWORK';
          toast.error(t('startFailed'), {
            id: 'job-start',
            description: offline ? t('retryFailed') : codeLocked ? undefined : reason,
          });
        },
      },
    ),
  );
  const locked = note === t('locked');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('startTitle')}
      description={t('startText', { name: job.name })}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <StartCodeField form={form} disabled={locked} />
        {note ? (
          <p
            role="alert"
            className={
              locked ? 'font-semibold text-danger' : 'font-medium text-amber-800 dark:text-amber-200'
            }
          >
            {note}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={start.isPending || locked}>
          {start.isPending ? t('starting') : t('start')}
        </Button>
      </form>
    </Dialog>
  );
}
