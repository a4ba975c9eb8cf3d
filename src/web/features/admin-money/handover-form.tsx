import type { TechnicianCash } from '@shared/contracts/cash';
import { indiaDate } from '@shared/booking-time';
import { formatRupees } from '@shared/money';
import { cashHandoverSchemaFor } from '@shared/schemas/cash-handover';
import { Button } from '../../components/ui/button';
import { FormField, FormTextArea } from '../../components/ui/form-fields';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useSession } from '../../lib/use-session';
import { useTranslation } from '../../lib/use-translation';
import { useRecordHandover } from './cash-api';

/**
 * A handover of a technician's cash (decision 064): all of it by default, today, received by the
 * admin recording it; never more than is held, which the server checks again.
 */
export function HandoverForm({ cash, onDone }: { cash: TechnicianCash; onDone: () => void }) {
  const { t } = useTranslation('teamCash');
  const { user } = useSession();
  const record = useRecordHandover(cash.technicianId);
  const today = indiaDate(new Date());
  const form = useSchemaForm(() => cashHandoverSchemaFor(cash.inHand, today), {
    defaultValues: {
      amount: String(Math.floor(cash.inHand / 100)),
      handedOn: today,
      receivedBy: user?.name ?? '',
      note: '',
    },
  });
  const submit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast.success(t('recorded'), { id: 'cash-handover' });
        onDone();
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure);
        toast.error(t('failed'), { id: 'cash-handover', description: reason });
      },
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('recordHandover')}
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('amount')}
        hint={t('amountHint', { most: formatRupees(cash.inHand) })}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormField control={form.control} name="handedOn" label={t('handedOn')} type="date" max={today} />
      <FormField
        control={form.control}
        name="receivedBy"
        label={t('receivedBy')}
        hint={t('receivedByHint')}
        maxLength={80}
        autoComplete="off"
      />
      <FormTextArea control={form.control} name="note" label={t('note')} maxLength={500} rows={2} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
