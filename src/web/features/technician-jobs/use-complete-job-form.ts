import { useEffect } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { completeJobSchema } from '@shared/schemas/technician-work';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useCompleteJob } from './api';

/** What the technician collects: the job's total, and on a return visit the device's repair (decision 059). */
export const amountDueOf = (job: TechnicianJob) => job.totalPrice + (job.revisitOf?.amountDue ?? 0);

/**
 * The 'Complete Work' form: how the customer paid and what was collected (the amount due unless
 * another is typed), sent as the job's completion. After a declined new price, the job may close
 * with the inspection visit's fee only (`visitFee`, paise), which is then the amount due.
 */
export function useCompleteJobForm(job: TechnicianJob, onClose: () => void, visitFee: number | null = null) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const complete = useCompleteJob();
  const form = useSchemaForm(completeJobSchema, {
    defaultValues: {
      paymentMethod: 'cash',
      amountCollected: String(Math.round(amountDueOf(job) / 100)),
      visitFeeOnly: false,
      upiReference: '',
    },
  });
  const feeOnly = form.watch('visitFeeOnly') === true && visitFee !== null;
  const duePaise = feeOnly ? visitFee : amountDueOf(job);
  const due = Math.round(duePaise / 100);
  const method = form.watch('paymentMethod');
  // A reference belongs to a UPI payment: one typed before the method became cash is not sent.
  useEffect(() => {
    if (method !== 'upi') form.setValue('upiReference', '');
  }, [method, form]);
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
  return { form, complete, method, amount, due, duePaise, submit };
}
