import type { AdminTechnicianRow } from '@shared/contracts/people';
import { leaveSchema } from '@shared/schemas/technician-schedule';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-fields';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { LeaveList } from '../../entities/schedule/leave-list';
import { LeaveStatusBadge } from '../../entities/schedule/leave-status-badge';
import { useAddLeave, useDecideLeave, useTechnicianLeave, useTechnicianSchedule } from './schedule-api';
import { ScheduleEditor } from './schedule-editor';

const empty = { fromDate: '', toDate: '', reason: '' };

/** The technician's leave, latest first: requests wait for Approve or Decline. */
function TechnicianLeave({ technicianId }: { technicianId: number }) {
  const { t } = useTranslation('teamSchedule');
  const leave = useTechnicianLeave(technicianId);
  const decide = useDecideLeave();
  return (
    <LeaveList
      leave={leave}
      empty={t('leave.none')}
      end={(row) =>
        row.status === 'requested' ? (
          <DecisionButtons id={row.id} pending={decide.isPending} onDecide={decide.mutate} />
        ) : (
          <LeaveStatusBadge status={row.status} />
        )
      }
    />
  );
}

/** Approve or Decline a request. */
export function DecisionButtons({
  id,
  pending,
  onDecide,
}: {
  id: number;
  pending: boolean;
  onDecide: ReturnType<typeof useDecideLeave>['mutate'];
}) {
  const { t } = useTranslation('teamSchedule');
  const answer = (decision: 'approved' | 'declined') =>
    onDecide(
      { id, decision },
      {
        onSuccess: () => toast.success(t(`leave.decided.${decision}`), { id: 'leave-decision' }),
        onError: () => toast.error(t('leave.decideFailed'), { id: 'leave-decision' }),
      },
    );
  return (
    <span className="flex gap-2">
      <Button size="sm" disabled={pending} onClick={() => answer('approved')}>
        {t('leave.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => answer('declined')}>
        {t('leave.decline')}
      </Button>
    </span>
  );
}

/** Leave the admin enters: approved at once. */
function AddLeaveForm({ technicianId }: { technicianId: number }) {
  const { t } = useTranslation('teamSchedule');
  const add = useAddLeave(technicianId);
  const form = useSchemaForm(leaveSchema, { defaultValues: empty });
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        toast.success(t('leave.added'), { id: 'admin-leave' });
      },
      onError: (failure) => {
        const reason = applyServerRefusal(form, failure, '');
        toast.error(t('leave.addFailed'), { id: 'admin-leave', description: reason });
      },
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField control={form.control} name="fromDate" type="date" label={t('leave.from')} />
        <FormField control={form.control} name="toDate" type="date" label={t('leave.to')} />
      </div>
      <FormField control={form.control} name="reason" label={t('leave.reason')} autoComplete="off" />
      <Button type="submit" variant="outline" className="w-full" disabled={add.isPending}>
        {add.isPending ? t('leave.adding') : t('leave.add')}
      </Button>
    </form>
  );
}

/** A technician's hours, area, visits per window, base and leave. */
export function ScheduleDialog({
  technician,
  onClose,
}: {
  technician: AdminTechnicianRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['teamSchedule', 'common']);
  const schedule = useTechnicianSchedule(technician.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('editor.title', { name: technician.name })}
      description={t('editor.intro')}
      closeLabel={t('common:close')}
    >
      <div className="space-y-8">
        {schedule.isPending ? <Spinner label={t('common:loading')} /> : null}
        {schedule.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {t('editor.loadFailed')}
          </p>
        ) : null}
        {schedule.data ? (
          <ScheduleEditor schedule={schedule.data.schedule} onSaved={() => undefined} />
        ) : null}
        <section aria-labelledby="technician-leave-heading" className="space-y-3">
          <h3 id="technician-leave-heading" className="text-lg font-bold">
            {t('leave.heading')}
          </h3>
          <TechnicianLeave technicianId={technician.id} />
          <h4 className="font-semibold">{t('leave.addHeading')}</h4>
          <AddLeaveForm technicianId={technician.id} />
        </section>
      </div>
    </Dialog>
  );
}
