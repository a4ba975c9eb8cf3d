import { useState } from 'react';
import type { BookingMoney, LedgerEntry } from '@shared/contracts/booking-money';
import { formatRupees } from '@shared/money';
import { laterPaymentSchemaFor, ledgerMethods, refundSchemaFor } from '@shared/schemas/booking-money';
import { Button } from '../../components/ui/button';
import { FormField, FormSelect, FormTextArea } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { formatMoment } from '../../entities/booking/booking-format';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { useBookingMoney, useRecordPayment, useRefund } from './booking-money-api';

type Form = 'payment' | 'refund' | null;

/** What a refund may return (paise): what was paid and not refunded, within what is left on the invoice. */
const refundableOf = (money: BookingMoney) =>
  money.invoiceNumber === null ? 0 : Math.min(money.paid - money.refunded, money.charged - money.credited);

/**
 * A booking's money (decision 063): what is charged, paid and refunded, what is still due, each
 * payment and refund, the credit notes; and a later payment or a refund, each checked by the server.
 */
export function BookingMoneySection({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const money = useBookingMoney(id);
  const [open, setOpen] = useState<Form>(null);
  return (
    <section aria-labelledby="booking-money" className="space-y-3">
      <h3 id="booking-money" className="font-bold">
        {t('money.title')}
      </h3>
      {money.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : money.isError ? (
        <p role="alert" className="text-danger">
          {t('money.loadFailed')}
        </p>
      ) : (
        <>
          <MoneySummary money={money.data.money} />
          <EntryList entries={money.data.money.entries} />
          <CreditNotes money={money.data.money} />
          <MoneyActions money={money.data.money} open={open} onOpen={setOpen} />
          {open === 'payment' ? (
            <PaymentForm id={id} due={money.data.money.balance} onDone={() => setOpen(null)} />
          ) : null}
          {open === 'refund' ? (
            <RefundForm id={id} most={refundableOf(money.data.money)} onDone={() => setOpen(null)} />
          ) : null}
        </>
      )}
    </section>
  );
}

function MoneySummary({ money }: { money: BookingMoney }) {
  const { t } = useTranslation('admin');
  const rows: [string, number][] = [
    [t('money.charged'), money.charged],
    [t('money.paid'), money.paid],
    ...(money.refunded > 0 ? ([[t('money.refunded'), money.refunded]] as [string, number][]) : []),
    ...(money.credited > 0 ? ([[t('money.credited'), money.credited]] as [string, number][]) : []),
  ];
  const balance =
    money.balance > 0 ? t('money.due') : money.balance < 0 ? t('money.owed') : t('money.settled');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-muted p-3 text-sm sm:grid-cols-4">
      {rows.map(([label, paise]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(paise)}</dd>
        </div>
      ))}
      <div>
        <dt className="text-muted-foreground">{balance}</dt>
        <dd
          className={`font-bold tabular-nums ${money.balance === 0 ? 'text-success' : 'text-danger'}`}
          data-testid="money-balance"
        >
          {formatRupees(Math.abs(money.balance))}
        </dd>
      </div>
    </dl>
  );
}

function EntryList({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('money.none')}</p>;
  return (
    <ul className="divide-y divide-border text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span>
            <span className="font-semibold">
              {t(`money.kind.${entry.kind}`)} · {t(`money.method.${entry.method}`)}
            </span>
            <span className="block text-muted-foreground">
              {formatMoment(entry.recordedAt, i18n.language)}
              {entry.reference ? ` · ${entry.reference}` : ''}
            </span>
            {entry.note ? <span className="block">{entry.note}</span> : null}
          </span>
          <span className="font-semibold tabular-nums">
            {entry.kind === 'refund' ? '−' : ''}
            {formatRupees(entry.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CreditNotes({ money }: { money: BookingMoney }) {
  const { t } = useTranslation('admin');
  if (money.creditNotes.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {money.creditNotes.map((note) => (
        <li key={note.id}>
          {t('money.creditNote', {
            number: note.number,
            amount: formatRupees(note.total),
            reason: note.reason,
          })}
        </li>
      ))}
    </ul>
  );
}

function MoneyActions({
  money,
  open,
  onOpen,
}: {
  money: BookingMoney;
  open: Form;
  onOpen: (form: Form) => void;
}) {
  const { t } = useTranslation('admin');
  const refundable = refundableOf(money) > 0;
  if (open) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {money.balance > 0 ? (
        <Button variant="outline" size="sm" onClick={() => onOpen('payment')}>
          {t('money.recordPayment')}
        </Button>
      ) : null}
      {refundable ? (
        <Button variant="outline" size="sm" onClick={() => onOpen('refund')}>
          {t('money.refund')}
        </Button>
      ) : null}
    </div>
  );
}

/** The ways money changes hands, as a select's options. */
function MethodOptions() {
  const { t } = useTranslation('admin');
  return ledgerMethods.map((method) => (
    <option key={method} value={method}>
      {t(`money.method.${method}`)}
    </option>
  ));
}

function PaymentForm({ id, due, onDone }: { id: string; due: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const record = useRecordPayment(id);
  const form = useSchemaForm(() => laterPaymentSchemaFor(due), {
    defaultValues: { amount: '', method: 'cash', reference: '', note: '' },
  });
  const submit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => {
        toast.success(t('money.recorded'), { id: 'booking-money' });
        onDone();
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure);
        toast.error(t('money.failed'), { id: 'booking-money', description: reason });
      },
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-lg border border-border p-3"
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('money.amount')}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormSelect control={form.control} name="method" label={t('money.methodLabel')}>
        <MethodOptions />
      </FormSelect>
      <FormField
        control={form.control}
        name="reference"
        label={t('money.reference')}
        hint={t('money.referenceHint')}
        maxLength={40}
        autoComplete="off"
      />
      <FormTextArea control={form.control} name="note" label={t('money.note')} maxLength={500} rows={2} />
      <FormButtons pending={record.isPending} onCancel={onDone} label={t('money.recordPayment')} />
    </form>
  );
}

function RefundForm({ id, most, onDone }: { id: string; most: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const refund = useRefund(id);
  const form = useSchemaForm(() => refundSchemaFor(most), {
    defaultValues: { amount: '', method: 'upi', reference: '', reason: '' },
  });
  const submit = form.handleSubmit((input) =>
    refund.mutate(input, {
      onSuccess: ({ money }) => {
        const note = money.creditNotes.at(-1);
        toast.success(t('money.refundRecorded'), {
          id: 'booking-money',
          description: note ? t('money.creditNoteIssued', { number: note.number }) : undefined,
        });
        onDone();
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure);
        toast.error(t('money.failed'), { id: 'booking-money', description: reason });
      },
    }),
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-lg border border-border p-3"
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('money.amount')}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormSelect control={form.control} name="method" label={t('money.methodLabel')}>
        <MethodOptions />
      </FormSelect>
      <FormField
        control={form.control}
        name="reference"
        label={t('money.reference')}
        hint={t('money.referenceHint')}
        maxLength={40}
        autoComplete="off"
      />
      <FormTextArea
        control={form.control}
        name="reason"
        label={t('money.reason')}
        hint={t('money.reasonHint')}
        maxLength={500}
        rows={2}
      />
      <FormButtons pending={refund.isPending} onCancel={onDone} label={t('money.refund')} />
    </form>
  );
}

function FormButtons({
  pending,
  onCancel,
  label,
}: {
  pending: boolean;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" disabled={pending}>
        {label}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onCancel}>
        {t('money.cancel')}
      </Button>
    </div>
  );
}
