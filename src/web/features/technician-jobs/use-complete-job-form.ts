import type { TechnicianJob } from '@shared/contracts/people';
import { completeJobSchema } from '@shared/schemas/technician-work';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useCompleteJob } from './api';

/**
 * The 'Complete Work' form: how the customer paid and what was collected (the amount due unless
 * another is typed), sent as the job's completion.
 */
export function useCompleteJobForm(job: TechnicianJob, onClose: () => void) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const complete = useCompleteJob();
  const due = Math.round(job.totalPrice / 100);
  const form = useSchemaForm(completeJobSchema, {
    defaultValues: { paymentMethod: 'cash', amountCollected: String(due) },
  });
  const method = form.watch('paymentMethod');
  const typed = Number(form.watch('amountCollected'));
  const amount = Number.isFinite(typed) && typed > 0 ? Math.round(typed) : due;

  const submit = form.handleSubmit((input) =>
    complete.mutate(
      { id: job.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('completed'), {
            id: 'job-complete',
            description: t('completedText', { id: job.bookingId }),
          });
          onClose();
        },
        onError: (failure) => {
          // Field messages go under the fields; the toast says what they do not.
          const reason = applyServerRefusal(form, failure);
          const offline = !(failure instanceof ApiError) || failure.code === 'NETWORK';
          toast.error(t('completeFailed'), {
            id: 'job-complete',
            description: offline ? t('retryFailed') : reason,
          });
        },
      },
    ),
  );
  return { form, complete, method, amount, due, submit };
}
