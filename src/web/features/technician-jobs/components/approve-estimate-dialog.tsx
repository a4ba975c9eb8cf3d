import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { startJobSchema } from '@shared/schemas/technician-work';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';
import { useApproveEstimateWithCode } from '../api';

/** The customer approves the new price in person: their start code, typed on the technician's phone. */
export function ApproveEstimateDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const approve = useApproveEstimateWithCode();
  const [note, setNote] = useState<string | null>(null);
  const form = useSchemaForm(startJobSchema, { defaultValues: { code: '' } });
  const total = formatRupees(job.estimate?.total ?? job.totalPrice);
  const submit = form.handleSubmit(({ code }) =>
    approve.mutate(
      { id: job.id, code },
      {
        onSuccess: () => {
          toast.success(t('estimate.approved', { total }), { id: 'job-estimate' });
          onClose();
        },
        onError: (failure) => {
          applyServerRefusal(form, failure);
          setNote(
            failure instanceof ApiError && failure.attemptsLeft !== undefined
              ? t('attemptsLeft', { count: failure.attemptsLeft })
              : failureText(failure, t('estimate.approveFailed')),
          );
          toast.error(t('estimate.approveFailed'), { id: 'job-estimate' });
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
      title={t('estimate.approveTitle')}
      description={t('estimate.approveText', { name: job.name, total })}
      closeLabel={t('common:close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="code"
          label={t('startCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-[0.5em]"
          transform={(typed) => typed.replace(/\D/g, '').slice(0, 4)}
        />
        {note ? (
          <p role="alert" className="font-medium text-amber-800 dark:text-amber-200">
            {note}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={approve.isPending}>
          {approve.isPending ? t('estimate.approving') : t('estimate.approve')}
        </Button>
      </form>
    </Dialog>
  );
}
