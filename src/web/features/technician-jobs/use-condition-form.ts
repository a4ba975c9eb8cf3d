import type { TechnicianJob } from '@shared/contracts/people';
import { deviceConditionSchema } from '@shared/schemas/device-condition';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useRecordCondition } from './api';

/**
 * The condition check's form (issue 32): each part one tap, the IMEI's last 4 digits and a note,
 * starting from what was recorded before, if anything; saved as the job's condition.
 */
export function useConditionForm(job: TechnicianJob, onClose: () => void) {
  const { t } = useTranslation(['account', 'technicianJobs']);
  const record = useRecordCondition();
  const recorded = job.deviceCondition;
  const form = useSchemaForm(deviceConditionSchema, {
    defaultValues: recorded
      ? { ...recorded }
      : // Nothing is chosen for the technician: each part is looked at, then tapped.
        { imeiLast4: '', note: '' },
  });

  const submit = form.handleSubmit((input) =>
    record.mutate(
      { id: job.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('deviceCondition.saved'), { id: 'job-condition' });
          onClose();
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          const offline = !(failure instanceof ApiError) || failure.code === 'NETWORK';
          toast.error(t('deviceCondition.failed'), {
            id: 'job-condition',
            description: offline ? t('technicianJobs:retryFailed') : reason,
          });
        },
      },
    ),
  );
  return { form, record, submit };
}
