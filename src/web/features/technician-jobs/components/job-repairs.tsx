import { isWorkshopStatus } from '@shared/booking-status';
import { amountDueOf } from '../use-complete-job-form';
import { Wrench } from 'lucide-react';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { useRepairWords, useServicePrice } from '../../../lib/repair-words';
import { useTranslation } from '../../../lib/use-translation';

/** The device, its repairs with their prices, the customer's words and the amount to collect. */
export function JobRepairs({ job }: { job: TechnicianJob }) {
  const { t } = useTranslation('technicianJobs');
  const { t: tc } = useTranslation();
  const priceOf = useServicePrice();
  const inLanguage = useRepairWords();
  return (
    <div className="rounded-xl bg-muted p-3">
      <p className="flex items-center gap-2 font-semibold">
        <Wrench className="size-4" aria-hidden="true" />
        {job.deviceModel}
      </p>
      {job.deviceUnlisted ? <p className="text-sm">{tc('deviceNotListedHint')}</p> : null}
      <ul className="mt-1 space-y-0.5" aria-label={t('repairs')}>
        {job.selectedServicesDetails.map((service) => (
          <li key={service.id} className="flex justify-between gap-3">
            <span>{inLanguage(service).name}</span>
            <span className="tabular-nums">{priceOf(service)}</span>
          </li>
        ))}
      </ul>
      {job.problem ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('problem')}:</span> {job.problem}
        </p>
      ) : null}
      <p className="mt-2 flex justify-between gap-3 border-t border-border pt-2 text-lg font-bold">
        {/* Once completed, what was collected is said under the card: here the repairs' total. */}
        {/* At the workshop nothing is collected from this card: the return visit collects it. */}
        <span>{job.status === 'completed' || isWorkshopStatus(job.status) ? t('total') : t('collect')}</span>
        <span className="tabular-nums">
          {formatRupees(job.status === 'completed' ? job.totalPrice : amountDueOf(job))}
        </span>
      </p>
    </div>
  );
}
