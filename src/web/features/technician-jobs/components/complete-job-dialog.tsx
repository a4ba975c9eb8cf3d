import { useTranslation } from '../../../lib/use-translation';
import type { TechnicianJob, TechnicianSelf } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { paymentMethods } from '@shared/schemas/technician-work';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-fields';
import { cn } from '../../../lib/cn';
import { useJobRepairs } from '../api';
import { amountDueOf, useCompleteJobForm } from '../use-complete-job-form';
import { UpiPayCode } from './upi-pay-code';

/** Cash or UPI, as large choices to press. */
function PaymentMethodField({ register }: { register: UseFormRegisterReturn<'paymentMethod'> }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  return (
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
            <input type="radio" value={option} className="size-5 accent-primary" {...register} />
            {t(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** After a declined new price: the booked repairs, or the inspection visit's fee alone (decision 056). */
function OutcomeField({
  job,
  visitFee,
  feeOnly,
  onChange,
}: {
  job: TechnicianJob;
  visitFee: number;
  feeOnly: boolean;
  onChange: (feeOnly: boolean) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const choices = [
    { value: false, label: t('estimate.bookedRepairs', { amount: formatRupees(job.totalPrice) }) },
    { value: true, label: t('estimate.visitFeeOnly', { amount: formatRupees(visitFee) }) },
  ];
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('estimate.outcome')}</legend>
      <div className="grid gap-2">
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-border px-3 font-semibold',
              'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary',
            )}
          >
            <input
              type="radio"
              name={`outcome-${job.id}`}
              className="size-5 accent-primary"
              checked={feeOnly === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A UPI payment: the QR code for the exact amount, and the payment's reference once it is made. */
function UpiPayment({
  form,
  upi,
  rupees,
  bookingId,
}: {
  form: ReturnType<typeof useCompleteJobForm>['form'];
  upi: TechnicianSelf['upi'] | undefined;
  rupees: number;
  bookingId: string;
}) {
  const { t } = useTranslation('technicianJobs');
  return (
    <>
      <UpiPayCode upi={upi} rupees={rupees} bookingId={bookingId} />
      <FormField
        control={form.control}
        name="upiReference"
        label={t('upiReference')}
        hint={t('upiReferenceHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
      />
    </>
  );
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
  const declined = job.estimate?.status === 'declined';
  const offer = useJobRepairs(job.id, declined);
  const visitFee = declined ? (offer.data?.visitFee ?? null) : null;
  const { form, complete, method, amount, due, duePaise, submit } = useCompleteJobForm(
    job,
    onClose,
    visitFee,
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
        {visitFee !== null ? (
          <OutcomeField
            job={job}
            visitFee={visitFee}
            feeOnly={form.watch('visitFeeOnly') === true}
            onChange={(feeOnly) => {
              form.setValue('visitFeeOnly', feeOnly);
              form.setValue(
                'amountCollected',
                String(Math.round((feeOnly ? visitFee : amountDueOf(job)) / 100)),
              );
            }}
          />
        ) : null}
        <PaymentMethodField register={form.register('paymentMethod')} />
        <FormField
          control={form.control}
          name="amountCollected"
          label={t('amount')}
          hint={
            amount === due
              ? t('amountHint', { amount: formatRupees(duePaise) })
              : t('amountDiffers', { amount: formatRupees(duePaise) })
          }
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
        {method === 'upi' ? (
          <UpiPayment form={form} upi={upi} rupees={amount} bookingId={job.bookingId} />
        ) : null}
      </form>
    </Dialog>
  );
}
