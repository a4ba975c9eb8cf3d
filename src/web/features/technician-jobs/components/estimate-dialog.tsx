import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { priceBooking } from '@shared/booking-rules';
import { formatRupees } from '@shared/money';
import type { ExtraWorkInput } from '@shared/schemas/work-rate';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { failureText } from '../../../lib/error-text';
import { useJobRepairs, useProposeEstimate } from '../api';
import { ExtraWork } from './estimate-extra-work';
import { RepairChoices } from './estimate-repair-choices';

/** What the technician chooses from, once the device's repairs and the rates are here. */
function EstimateChoices({
  job,
  offer,
  chosen,
  onToggle,
  extra,
  onExtraChange,
}: {
  job: TechnicianJob;
  offer: ReturnType<typeof useJobRepairs>;
  chosen: number[];
  onToggle: (id: number) => void;
  extra: ExtraWorkInput[];
  onExtraChange: (lines: ExtraWorkInput[]) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  if (offer.isPending) return <p role="status">{t('estimate.loading')}</p>;
  if (offer.isError) {
    return (
      <p role="alert" className="font-medium text-danger">
        {t('estimate.loadFailed')}
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <RepairChoices
        booked={job.selectedServicesDetails}
        offered={offer.data.repairs}
        chosen={chosen}
        onToggle={onToggle}
      />
      <ExtraWork rates={offer.data.rates} lines={extra} onChange={onExtraChange} />
    </div>
  );
}

/**
 * 'Change repairs' on a started job (decision 056): the booked lines, the device's other repairs at the
 * catalogue's prices, and work the price list does not cover at the admin's rates (decision 060); the
 * new total is worked out as the server will, and sent to the customer.
 */
export function EstimateDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const offer = useJobRepairs(job.id);
  const propose = useProposeEstimate();
  const booked = job.selectedServicesDetails.map((line) => line.id);
  const [chosen, setChosen] = useState<number[]>(booked);
  const [extra, setExtra] = useState<ExtraWorkInput[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const repairs = offer.data?.repairs ?? [];
  const rates = offer.data?.rates ?? [];
  // Booked lines keep their booked price; added ones take the catalogue's, described work its rate's.
  const lines = [
    ...job.selectedServicesDetails.filter((line) => chosen.includes(line.id)),
    ...repairs.filter((repair) => chosen.includes(repair.id) && !booked.includes(repair.id)),
    ...extra.map((line) => ({
      priceAmount: rates.find((rate) => rate.id === line.rateId)?.priceAmount ?? 0,
    })),
  ];
  const add = chosen.filter((id) => !booked.includes(id));
  const remove = booked.filter((id) => !chosen.includes(id));
  const changed = add.length + remove.length + extra.length > 0;
  // The referral discount follows the lines, as on the server (@shared/booking-rules).
  const hasReferral = job.totalPrice < job.selectedServicesDetails.reduce((sum, s) => sum + s.priceAmount, 0);
  const total = priceBooking(lines, hasReferral).total;
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  const send = () => {
    propose.mutate(
      { id: job.id, add, remove, extra },
      {
        onSuccess: () => {
          toast.success(t('estimate.sent'), { id: 'job-estimate' });
          onClose();
        },
        onError: (failure) => {
          const reason = failureText(failure, t('estimate.failed'));
          setProblem(reason);
          toast.error(t('estimate.failed'), { id: 'job-estimate', description: reason });
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('estimate.title')}
      description={t('estimate.hint')}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={send} disabled={propose.isPending || !changed || lines.length === 0}>
            {propose.isPending ? t('estimate.sending') : t('estimate.send')}
          </Button>
        </div>
      }
    >
      <EstimateChoices
        job={job}
        offer={offer}
        chosen={chosen}
        onToggle={toggle}
        extra={extra}
        onExtraChange={setExtra}
      />
      <p className="mt-4 text-lg font-bold" aria-live="polite">
        {t('estimate.newTotal', { total: formatRupees(total), previous: formatRupees(job.totalPrice) })}
      </p>
      {problem ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
