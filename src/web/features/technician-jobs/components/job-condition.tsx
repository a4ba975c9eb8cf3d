import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { isTripDay } from '@shared/trip-day';
import type { TechnicianJob } from '@shared/contracts/people';
import { Button } from '../../../components/ui/button';
import { DeviceConditionFacts } from '../../../entities/booking/booking-summary';
import { useTranslation } from '../../../lib/use-translation';
import { ConditionCheckDialog } from './condition-check-dialog';

/**
 * The device's condition on the job card (issue 32): checked and corrected while the job waits to
 * start; after that, what was recorded, folded away.
 */
export function JobCondition({ job }: { job: TechnicianJob }) {
  const { t } = useTranslation('account');
  const [checking, setChecking] = useState(false);
  const recorded = job.deviceCondition;
  if (job.status !== 'confirmed') {
    if (!recorded) return null;
    return (
      <details className="rounded-lg border border-border p-3">
        <summary className="min-h-8 cursor-pointer font-semibold">{t('deviceCondition.title')}</summary>
        <DeviceConditionFacts condition={recorded} headingLevel="h3" className="mt-2" />
      </details>
    );
  }
  // The device is in the technician's hands on the visit's day; before it, the card says so (JobTrip).
  if (!isTripDay(job.preferredDate, new Date())) return null;
  return (
    <div className="space-y-2">
      {recorded ? <DeviceConditionFacts condition={recorded} headingLevel="h3" /> : null}
      <Button size="lg" variant="outline" className="w-full" onClick={() => setChecking(true)}>
        <CheckCircle2 className="size-5" aria-hidden="true" />
        {recorded ? t('deviceCondition.change') : t('deviceCondition.check')}
      </Button>
      {checking ? <ConditionCheckDialog job={job} onClose={() => setChecking(false)} /> : null}
    </div>
  );
}
