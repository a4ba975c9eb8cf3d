import { IndianRupee, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { EstimateDifference } from '../../../entities/booking/booking-summary';
import { useTranslation } from '../../../lib/use-translation';
import { useApproveEstimateWithCode } from '../api';
import { CustomerCodeDialog } from './customer-code-dialog';
import { EstimateDialog } from './estimate-dialog';

/**
 * A started job's price at the door (decision 056): change its repairs, wait for the customer's
 * answer (or take it in person with their start code), and see what they said.
 */
export function JobEstimate({ job }: { job: TechnicianJob }) {
  const { t } = useTranslation('technicianJobs');
  const [open, setOpen] = useState<'change' | 'approve' | null>(null);
  const approve = useApproveEstimateWithCode();
  if (job.status !== 'in_progress') return null;
  const estimate = job.estimate;
  const total = formatRupees(estimate?.total ?? job.totalPrice);
  const pending = estimate?.status === 'pending';
  return (
    <div className="space-y-2">
      {pending ? (
        <div role="status" className="space-y-2 rounded-xl border-2 border-amber-500 p-3">
          <p className="font-bold">
            {t('estimate.waiting', {
              total: formatRupees(estimate.total),
              previous: formatRupees(estimate.previousTotal),
            })}
          </p>
          <EstimateDifference estimate={estimate} say={(key, values) => t(`estimate.${key}`, values)} />
          <p className="text-sm">{t('estimate.waitingHint')}</p>
          <Button size="lg" className="w-full" onClick={() => setOpen('approve')}>
            <KeyRound className="size-5" aria-hidden="true" />
            {t('estimate.approveHere')}
          </Button>
        </div>
      ) : estimate?.status === 'declined' ? (
        <p className="rounded-xl bg-muted p-3 font-medium">{t('estimate.declined')}</p>
      ) : null}
      <Button size="lg" variant="outline" className="w-full" onClick={() => setOpen('change')}>
        <IndianRupee className="size-5" aria-hidden="true" />
        {t('estimate.change')}
      </Button>
      {open === 'change' ? <EstimateDialog job={job} onClose={() => setOpen(null)} /> : null}
      {open === 'approve' ? (
        <CustomerCodeDialog
          job={job}
          onClose={() => setOpen(null)}
          action={{
            title: t('estimate.approveTitle'),
            description: t('estimate.approveText', { name: job.name, total }),
            submit: t('estimate.approve'),
            submitting: t('estimate.approving'),
            done: t('estimate.approved', { total }),
            failed: t('estimate.approveFailed'),
            run: (code) => approve.mutateAsync({ id: job.id, code }),
          }}
        />
      ) : null}
    </div>
  );
}
