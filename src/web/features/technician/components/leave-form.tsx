import { leaveSchema } from '@shared/schemas/technician-schedule';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';
import { useAskForLeave, useOwnLeave } from '../api';
import { LeaveStatusBadge } from '../../../entities/schedule/leave-status-badge';

const empty = { fromDate: '', toDate: '', reason: '' };

function OwnLeave() {
  const { t } = useTranslation(['teamSchedule', 'common']);
  const leave = useOwnLeave();
  if (leave.isPending) return <Spinner label={t('common:loading')} />;
  if (leave.isError)
    return (
      <p role="alert" className="font-semibold text-danger">
        {t('leave.loadFailed')}
      </p>
    );
  if (leave.data.leave.length === 0) return <p className="text-muted-foreground">{t('leave.noneYet')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('leave.yourRequests')}>
      {leave.data.leave.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{t('leave.dates', { from: row.fromDate, to: row.toDate })}</span>
            <span className="block text-muted-foreground">{row.reason}</span>
          </span>
          <LeaveStatusBadge status={row.status} />
        </li>
      ))}
    </ul>
  );
}

/** Ask for leave (from, to, reason) and see one's requests with their answers. */
export function LeaveForm() {
  const { t } = useTranslation('teamSchedule');
  const ask = useAskForLeave();
  const form = useSchemaForm(leaveSchema, { defaultValues: empty });
  const submit = form.handleSubmit((values) =>
    ask.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        toast.success(t('leave.asked'), { id: 'technician-leave', description: t('leave.askedText') });
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure, '');
        toast.error(t('leave.askFailed'), { id: 'technician-leave', description: reason });
      },
    }),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-2xl font-bold">{t('leave.askHeading')}</h2>
      <p className="mt-1 text-muted-foreground">{t('leave.askText')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="fromDate" type="date" label={t('leave.from')} />
          <FormField control={form.control} name="toDate" type="date" label={t('leave.to')} />
        </div>
        <FormField control={form.control} name="reason" label={t('leave.reason')} autoComplete="off" />
        <Button type="submit" className="w-full sm:w-auto" disabled={ask.isPending}>
          {ask.isPending ? t('leave.asking') : t('leave.ask')}
        </Button>
      </form>
      <h3 className="mt-6 text-xl font-bold">{t('leave.yourRequests')}</h3>
      <div className="mt-2">
        <OwnLeave />
      </div>
    </Card>
  );
}
