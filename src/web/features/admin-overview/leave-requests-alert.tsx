import { CalendarOff } from 'lucide-react';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatMoment, formatPreferredDate } from '../../entities/booking/booking-format';
import { useTranslation } from '../../lib/use-translation';
import { TechniciansTabLink } from './technicians-tab-link';

/**
 * Leave technicians asked for that waits for an answer: who and which days, the earliest first. They
 * are approved or declined in the Technicians tab, where the same list stands; nothing while none wait.
 */
export function LeaveRequestsAlert({ leave }: { leave: AdminOverview['leaveRequests'] }) {
  const { t, i18n } = useTranslation('adminAlerts');
  if (leave.count === 0) return null;
  const more = leave.count - leave.earliest.length;
  const day = (date: string) => formatPreferredDate(date, i18n.language);
  return (
    <section aria-labelledby="overview-leave" data-testid="leave-requests-alert">
      <div className="rounded-2xl border border-border bg-card p-4 shadow-sm">
        <h2 id="overview-leave" className="flex items-center gap-2 text-xl font-bold">
          <CalendarOff aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {t('leave.heading', { count: leave.count })}
        </h2>
        <ul className="mt-2 divide-y divide-border">
          {leave.earliest.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
              <span className="font-semibold">{row.technicianName}</span>
              <span>
                {row.fromDate === row.toDate
                  ? day(row.fromDate)
                  : t('leave.dates', { from: day(row.fromDate), to: day(row.toDate) })}
                <span className="block text-sm text-muted-foreground sm:inline">
                  <span className="hidden sm:inline"> · </span>
                  {t('leave.askedAt', { moment: formatMoment(row.createdAt, i18n.language) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{t('leave.more', { count: more })}</p>
        ) : null}
        <p className="mt-3">
          <TechniciansTabLink>{t('leave.action')}</TechniciansTabLink>
        </p>
      </div>
    </section>
  );
}
