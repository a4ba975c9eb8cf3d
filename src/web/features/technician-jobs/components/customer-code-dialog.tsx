import type { ReactNode } from 'react';
import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { startJobSchema } from '@shared/schemas/technician-work';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';

/** The customer's 4-digit start code, large and digits only: the start, an approval, a sign-off. */
export function StartCodeField({
  form,
  disabled,
}: {
  form: ReturnType<typeof useSchemaForm<typeof startJobSchema>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('technicianJobs');
  return (
    <FormField
      control={form.control}
      name="code"
      label={t('startCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-3xl [&_input]:tracking-[0.5em]"
      transform={(typed) => typed.replace(/\D/g, '').slice(0, 4)}
      disabled={disabled}
    />
  );
}

export interface CustomerCodeAction {
  title: string;
  description: string;
  submit: string;
  submitting: string;
  done: string;
  failed: string;
  /** Sends the code; the card updates from the answer. */
  run: (code: string) => Promise<unknown>;
}

/**
 * The customer answers in person on the technician's phone with their 4-digit start code: approving
 * a new price (decision 056) or confirming the completed repair (decision 057). A wrong code says how
 * many tries are left, as at the start.
 */
export function CustomerCodeDialog({
  job,
  action,
  onClose,
  children,
}: {
  job: TechnicianJob;
  action: CustomerCodeAction;
  onClose: () => void;
  /** What the customer checks before typing: the lines and the total. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const form = useSchemaForm(startJobSchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setPending(true);
    try {
      await action.run(code);
      toast.success(action.done, { id: `job-code-${job.id}` });
      onClose();
    } catch (failure) {
      applyServerRefusal(form, failure);
      setNote(
        failure instanceof ApiError && failure.attemptsLeft !== undefined
          ? t('attemptsLeft', { count: failure.attemptsLeft })
          : failureText(failure, action.failed),
      );
      toast.error(action.failed, { id: `job-code-${job.id}` });
    } finally {
      setPending(false);
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={action.title}
      description={action.description}
      closeLabel={t('common:close')}
    >
      {children}
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        <StartCodeField form={form} />
        {note ? (
          <p role="alert" className="font-medium text-amber-800 dark:text-amber-200">
            {note}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? action.submitting : action.submit}
        </Button>
      </form>
    </Dialog>
  );
}
