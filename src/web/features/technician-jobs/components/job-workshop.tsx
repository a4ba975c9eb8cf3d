import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { addDays, indiaDate } from '@shared/booking-time';
import { canMove } from '@shared/booking-transitions';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { WORKSHOP_RETURN_MAX_DAYS, workshopIntakeSchema } from '@shared/schemas/workshop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { formatIndianDate, formatMoment } from '../../../entities/booking/booking-format';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';
import { useTakeToWorkshop } from '../api';

// The workshop on the job card (decision 059): Needs workshop on a started job, what the receipt says
// once the device is taken, and on a return visit what is still owed on the repair.

const ownJob = { role: 'technician', assigned: true } as const;

function WorkshopDialog({ job, onClose }: { job: TechnicianJob; onClose: () => void }) {
  const { t, i18n } = useTranslation(['technicianJobs', 'common']);
  const take = useTakeToWorkshop();
  const today = indiaDate(new Date());
  const form = useSchemaForm(workshopIntakeSchema(new Date()), {
    defaultValues: { accessories: '', expectedReturnDate: addDays(today, 3) },
  });
  const date = form.watch('expectedReturnDate');
  const submit = form.handleSubmit((input) =>
    take.mutate(
      { id: job.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('workshop.taken'), { id: 'job-workshop' });
          onClose();
        },
        onError: (failure) => {
          const reason = applyServerRefusal(form, failure);
          const offline = !(failure instanceof ApiError) || failure.code === 'NETWORK';
          toast.error(t('workshop.failed'), {
            id: 'job-workshop',
            description: offline ? t('retryFailed') : reason,
          });
        },
      },
    ),
  );
  const formId = `workshop-${job.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('workshop.title')}
      description={t('workshop.hint', { name: job.name })}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={take.isPending}>
            {take.isPending ? t('workshop.taking') : t('workshop.take')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="accessories"
          label={t('workshop.accessories')}
          hint={t('workshop.accessoriesHint')}
          autoComplete="off"
          maxLength={200}
        />
        <FormField
          control={form.control}
          name="expectedReturnDate"
          label={t('workshop.returnDate')}
          type="date"
          min={today}
          max={addDays(today, WORKSHOP_RETURN_MAX_DAYS)}
          hint={date ? formatIndianDate(date, i18n.language) : undefined}
        />
      </form>
    </Dialog>
  );
}

/** Needs workshop while the job is started and no new price waits; the receipt's facts once taken. */
export function JobWorkshop({ job }: { job: TechnicianJob }) {
  const { t, i18n } = useTranslation('technicianJobs');
  const [open, setOpen] = useState(false);
  const owed = job.revisitOf?.amountDue ?? 0;
  if (job.revisitOf) {
    return (
      <p
        className="rounded-xl border-2 border-primary bg-primary-soft p-3 font-semibold"
        data-testid="revisit-note"
      >
        {t(`workshop.revisit.${job.revisitOf.kind}`, { id: job.revisitOf.bookingId })}
        {owed > 0 ? ` ${t('workshop.collect', { amount: formatRupees(owed + job.totalPrice) })}` : ''}
      </p>
    );
  }
  if (job.workshop) {
    return (
      <p className="rounded-xl bg-muted p-3 font-medium">
        {t('workshop.takenOn', {
          time: formatMoment(job.workshop.takenAt, i18n.language),
          date: formatIndianDate(job.workshop.expectedReturnDate, i18n.language),
        })}
      </p>
    );
  }
  const mayTake =
    canMove(ownJob, job, 'at_workshop', new Date()) === null && job.estimate?.status !== 'pending';
  if (!mayTake) return null;
  return (
    <>
      <Button size="lg" variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <Wrench className="size-5" aria-hidden="true" />
        {t('workshop.action')}
      </Button>
      {open ? <WorkshopDialog job={job} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
