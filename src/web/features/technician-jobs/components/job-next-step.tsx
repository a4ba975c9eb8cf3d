import { CheckCircle2, Play } from 'lucide-react';
import { canMove } from '@shared/booking-transitions';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';

/** The technician's moves are on their own jobs; time does not enter into them. */
const ownJob = { role: 'technician', assigned: true } as const;

/** The one next step the server will accept (@shared/booking-transitions), or how a finished job was paid. */
export function JobNextStep({
  job,
  onStart,
  onComplete,
}: {
  job: TechnicianJob;
  onStart: (job: TechnicianJob) => void;
  onComplete: (job: TechnicianJob) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const mayStart = canMove(ownJob, job, 'in_progress', new Date()) === null;
  // Added repairs wait for the customer's answer (decision 056): the server refuses until then.
  const mayComplete =
    canMove(ownJob, job, 'completed', new Date()) === null && job.estimate?.status !== 'pending';
  return mayStart ? (
    <Button size="lg" className="w-full" onClick={() => onStart(job)}>
      <Play className="size-5" aria-hidden="true" />
      {t('start')}
    </Button>
  ) : mayComplete ? (
    <Button size="lg" className="w-full" onClick={() => onComplete(job)}>
      <CheckCircle2 className="size-5" aria-hidden="true" />
      {t('complete')}
    </Button>
  ) : job.status === 'completed' && job.paymentMethod && job.amountCollected !== null ? (
    <p className="font-semibold text-success">
      {t('paidBy', { method: t(job.paymentMethod), amount: formatRupees(job.amountCollected) })}
    </p>
  ) : null;
}
