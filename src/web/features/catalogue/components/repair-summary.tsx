import type { RefObject } from 'react';
import type { DeviceRepair } from '@shared/catalogue-types';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';

/** The chosen repairs with their total, and Proceed to the booking. */
export function RepairSummary({
  summaryRef,
  chosen,
  total,
  onProceed,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  chosen: DeviceRepair[];
  total: number;
  onProceed: () => void;
}) {
  const { t } = useTranslation('devices');
  const count = chosen.length;
  return (
    <div
      ref={summaryRef}
      id="repair-summary"
      tabIndex={-1}
      className="mt-10 rounded-2xl border-2 border-border bg-card p-6"
      aria-labelledby="summary-title"
      role="region"
    >
      <h2 id="summary-title" className="text-xl font-bold">
        {t('device.summaryTitle')}
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('device.summaryEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {chosen.map((r) => (
            <li key={r.serviceId} className="flex justify-between gap-4 py-2">
              <span>{r.name}</span>
              <span className="font-semibold">{formatRupees(r.priceAmount)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-4 pt-3 text-lg font-bold">
            <span>{t('device.total')}</span>
            <span data-testid="repair-total">{formatRupees(total)}</span>
          </li>
        </ul>
      )}
      <Button
        size="lg"
        className="mt-5 w-full px-4 sm:w-auto sm:px-7"
        disabled={count === 0}
        onClick={onProceed}
      >
        {t('device.proceed', { count })}
      </Button>
    </div>
  );
}
