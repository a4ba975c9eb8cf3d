import { useState } from 'react';
import type { TechnicianJob } from '@shared/contracts/people';
import { priceBooking } from '@shared/booking-rules';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useRepairWords } from '../../../lib/repair-words';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { failureText } from '../../../lib/error-text';
import { useJobRepairs, useProposeEstimate } from '../api';

/** The device's repairs to tick, or why there are none to show. */
function RepairChoices({
  offer,
  chosen,
  onToggle,
}: {
  offer: ReturnType<typeof useJobRepairs>;
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const inLanguage = useRepairWords();
  const repairs = offer.data?.repairs ?? [];
  return offer.isPending ? (
    <p role="status">{t('estimate.loading')}</p>
  ) : offer.isError ? (
    <p role="alert" className="font-medium text-danger">
      {t('estimate.loadFailed')}
    </p>
  ) : repairs.length === 0 ? (
    <p role="alert" className="font-medium">
      {t('estimate.noRepairs')}
    </p>
  ) : (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('estimate.title')}</legend>
      {repairs.map((repair) => (
        <label
          key={repair.id}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-border px-3 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary"
        >
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={chosen.includes(repair.id)}
            onChange={() => onToggle(repair.id)}
          />
          <span className="flex-1 font-semibold">{inLanguage(repair).name}</span>
          <span className="tabular-nums">{formatRupees(repair.priceAmount)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Change repairs' on a started job (decision 056): the device's repairs at the catalogue's prices,
 * the booked ones ticked; the new total is worked out as the server will, and sent to the customer.
 */
export function EstimateDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const offer = useJobRepairs(job.id);
  const propose = useProposeEstimate();
  const booked = job.selectedServicesDetails.map((line) => line.id);
  const [chosen, setChosen] = useState<number[]>(booked);
  const [problem, setProblem] = useState<string | null>(null);
  const repairs = offer.data?.repairs ?? [];
  // Booked lines keep their booked price; added ones take the catalogue's.
  const lines = [
    ...job.selectedServicesDetails.filter((line) => chosen.includes(line.id)),
    ...repairs.filter((repair) => chosen.includes(repair.id) && !booked.includes(repair.id)),
  ];
  // The referral discount follows the lines, as on the server (@shared/booking-rules).
  const hasReferral = job.totalPrice < job.selectedServicesDetails.reduce((sum, s) => sum + s.priceAmount, 0);
  const total = priceBooking(lines, hasReferral).total;
  const toggle = (id: number) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]));
  const send = () => {
    const add = chosen.filter((id) => !booked.includes(id));
    const remove = booked.filter((id) => !chosen.includes(id));
    propose.mutate(
      { id: job.id, add, remove },
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
          <Button onClick={send} disabled={propose.isPending || repairs.length === 0 || lines.length === 0}>
            {propose.isPending ? t('estimate.sending') : t('estimate.send')}
          </Button>
        </div>
      }
    >
      <RepairChoices offer={offer} chosen={chosen} onToggle={toggle} />
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
