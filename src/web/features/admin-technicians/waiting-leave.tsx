import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/use-translation';
import { DecisionButtons } from './schedule-dialog';
import { useDecideLeave, useWaitingLeave } from './schedule-api';

/** Leave requests waiting across the team, earliest first, each with Approve and Decline; none: nothing shown. */
export function WaitingLeave() {
  const { t } = useTranslation('teamSchedule');
  const waiting = useWaitingLeave();
  const decide = useDecideLeave();
  if (!waiting.data || waiting.data.leave.length === 0) return null;
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">{t('waiting.heading', { count: waiting.data.leave.length })}</h2>
      <ul className="mt-2 divide-y divide-border">
        {waiting.data.leave.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{row.technicianName}</span>
              {' · '}
              <span className="font-medium">{t('leave.dates', { from: row.fromDate, to: row.toDate })}</span>
              <span className="block text-muted-foreground">{row.reason}</span>
            </span>
            <DecisionButtons id={row.id} pending={decide.isPending} onDecide={decide.mutate} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
