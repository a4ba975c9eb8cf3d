import { CheckCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { useSignOffWithCode } from '../api';
import { CustomerCodeDialog } from './customer-code-dialog';
import { JobRepairs } from './job-repairs';

/**
 * A completed job's sign-off (decision 057): the customer checks the final lines and total on this
 * phone and confirms with their start code, or later on their tracking link.
 */
export function JobSignOff({ job }: { job: TechnicianJob }) {
  const { t } = useTranslation('technicianJobs');
  const [open, setOpen] = useState(false);
  const signOff = useSignOffWithCode();
  if (job.status !== 'completed') return null;
  if (job.signedOff) {
    return (
      <p className="flex items-center gap-2 font-semibold text-success">
        <CheckCheck className="size-5" aria-hidden="true" />
        {t('signOff.confirmed')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm">{t('signOff.waiting')}</p>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        <KeyRound className="size-5" aria-hidden="true" />
        {t('signOff.confirmHere')}
      </Button>
      {open ? (
        <CustomerCodeDialog
          job={job}
          onClose={() => setOpen(false)}
          action={{
            title: t('signOff.title'),
            description: t('signOff.text', { name: job.name, total: formatRupees(job.totalPrice) }),
            submit: t('signOff.confirm'),
            submitting: t('signOff.confirming'),
            done: t('signOff.done'),
            failed: t('signOff.failed'),
            run: (code) => signOff.mutateAsync({ id: job.id, code }),
          }}
        >
          <JobRepairs job={job} />
        </CustomerCodeDialog>
      ) : null}
    </div>
  );
}
