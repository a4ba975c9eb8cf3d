import type { LeaveRow } from '@shared/contracts/schedule';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

/** A leave's status as a badge: waiting, approved or declined. */
export function LeaveStatusBadge({ status }: { status: LeaveRow['status'] }) {
  const { t } = useTranslation('teamSchedule');
  const tone =
    status === 'approved'
      ? 'text-success'
      : status === 'declined'
        ? 'text-danger'
        : 'bg-muted text-foreground';
  return <Badge className={tone}>{t(`leave.status.${status}`)}</Badge>;
}
