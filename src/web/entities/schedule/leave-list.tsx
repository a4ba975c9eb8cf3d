import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LeaveRow } from '@shared/contracts/schedule';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

interface LeaveListProps {
  leave: UseQueryResult<{ leave: LeaveRow[] }>;
  /** What an empty list says. */
  empty: string;
  label?: string;
  /** The end of a row: its status, or the admin's answer to a request. */
  end: (row: LeaveRow) => ReactNode;
}

/** A technician's leave, latest first: dates and reason, then `end` (the technician's and the admin's lists). */
export function LeaveList({ leave, empty, label, end }: LeaveListProps) {
  const { t } = useTranslation(['teamSchedule', 'common']);
  if (leave.isPending) return <Spinner label={t('common:loading')} />;
  if (leave.isError)
    return (
      <p role="alert" className="font-semibold text-danger">
        {t('leave.loadFailed')}
      </p>
    );
  if (leave.data.leave.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {leave.data.leave.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{t('leave.dates', { from: row.fromDate, to: row.toDate })}</span>
            <span className="block text-muted-foreground">{row.reason}</span>
          </span>
          {end(row)}
        </li>
      ))}
    </ul>
  );
}
