import { leaveSchema } from '@shared/schemas/technician-schedule';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-fields';
import { toast } from '../../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from '../../../lib/use-translation';
import { useAskForLeave, useOwnLeave } from '../api';
import { LeaveList } from '../../../entities/schedule/leave-list';
import { LeaveStatusBadge } from '../../../entities/schedule/leave-status-badge';

const empty = { fromDate: '', toDate: '', reason: '' };

function OwnLeave() {
  const { t } = useTranslation('teamSchedule');
  const leave = useOwnLeave();
  return (
    <LeaveList
      leave={leave}
      empty={t('leave.noneYet')}
      label={t('leave.yourRequests')}
      end={(row) => <LeaveStatusBadge status={row.status} />}
    />
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
