import { Info } from 'lucide-react';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { useTranslation } from '../../lib/use-translation';
import { TechniciansTabLink } from './technicians-tab-link';

/**
 * While the shop has no active technician (the server counts them as the capacity does), every window
 * stays open with no limit (spec decision 21): the admin should know why nothing is ever full.
 */
export function NoStaffAlert({ staff }: { staff: AdminOverview['staff'] }) {
  const { t } = useTranslation('adminAlerts');
  if (staff.active > 0) return null;
  return (
    <section aria-labelledby="overview-no-staff" data-testid="no-staff-alert">
      <div className="rounded-2xl border border-sky-400 bg-sky-50 p-4 text-sky-950 shadow-sm dark:border-sky-400/40 dark:bg-sky-400/10 dark:text-sky-100">
        <h2 id="overview-no-staff" className="flex items-center gap-2 text-xl font-bold">
          <Info aria-hidden="true" className="size-6 shrink-0" />
          {t('noStaff.heading')}
        </h2>
        <p className="mt-1">{t('noStaff.explain')}</p>
        <p className="mt-3">
          <TechniciansTabLink>{t('noStaff.action')}</TechniciansTabLink>
        </p>
      </div>
    </section>
  );
}
