import { useTranslation } from '../../../lib/use-translation';
import { renderSVG } from 'uqr';
import type { TechnicianJob, TechnicianSelf } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { completeJobSchema, paymentMethods } from '@shared/schemas/technician-work';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useCompleteJob } from '../api';

/** A UPI payment request for the exact amount (NPCI's upi://pay link), which any UPI app can scan. */
export function upiPayLink(upi: NonNullable<TechnicianSelf['upi']>, rupees: number, note: string): string {
  const params = new URLSearchParams({
    pa: upi.id,
    pn: upi.payeeName,
    am: rupees.toFixed(2),
    cu: 'INR',
    tn: note,
  });
  return `upi://pay?${params.toString()}`;
}

/**
 * The spec's 'Complete Work' confirmation, with how the customer paid and what was collected; with
 * UPI configured, a QR code for the exact amount.
 */
export function CompleteJobDialog({
  job,
  upi,
  onClose,
}: {
  job: TechnicianJob;
  upi: TechnicianSelf['upi'] | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const complete = useCompleteJob();
  const due = Math.round(job.totalPrice / 100);
  const form = useSchemaForm(completeJobSchema, {
    defaultValues: { paymentMethod: 'cash', amountCollected: String(due) },
  });
  const method = form.watch('paymentMethod');
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

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('completeTitle')}
      description={t('completeText', { id: job.bookingId })}
      closeLabel={t('common:close')}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`complete-${job.id}`} disabled={complete.isPending}>
            {complete.isPending ? t('completing') : t('confirm')}
          </Button>
        </div>
      }
    >
      <form
        id={`complete-${job.id}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4"
      >
        <fieldset>
          <legend className="mb-2 font-semibold">{t('paymentMethod')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {paymentMethods.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-border font-semibold',
                  'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary',
                )}
              >
                <input
                  type="radio"
                  value={option}
                  className="size-5 accent-primary"
                  {...form.register('paymentMethod')}
                />
                {t(option)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          control={form.control}
          name="amountCollected"
          label={t('amount')}
          hint={
            amount === due
              ? t('amountHint', { amount: formatRupees(job.totalPrice) })
              : t('amountDiffers', { amount: formatRupees(job.totalPrice) })
          }
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        {method === 'upi' ? (
          upi ? (
            <figure className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 text-slate-900">
              <div
                className="size-56"
                role="img"
                aria-label={t('upiScan', { amount: formatRupees(amount * 100), payee: upi.payeeName })}
                // The QR code is an SVG string built here from the UPI link (no outside input).
                dangerouslySetInnerHTML={{
                  __html: renderSVG(upiPayLink(upi, amount, t('upiNote', { id: job.bookingId })), {
                    border: 2,
                  }),
                }}
              />
              <figcaption className="text-center text-sm">
                {t('upiScan', { amount: formatRupees(amount * 100), payee: upi.payeeName })}
              </figcaption>
            </figure>
          ) : (
            <p className="rounded-lg bg-muted p-3 text-muted-foreground">{t('upiNotConfigured')}</p>
          )
        ) : null}
      </form>
    </Dialog>
  );
}
