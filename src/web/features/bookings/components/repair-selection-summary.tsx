import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import type { DeviceRepair } from '@shared/catalogue-types';
import { formatRupees } from '@shared/money';
import { Card } from '../../../components/ui/card';
import { priceBooking } from '@shared/booking-rules';

/** A line of the summary: a catalogue repair, the inspection visit, or a repair priced at the door. */
export type SummaryLine = Pick<DeviceRepair, 'serviceId' | 'name' | 'priceAmount'> & {
  /** A repair of a device that is not listed: its price is confirmed after inspection. */
  priceOnInspection?: boolean;
  /** The inspection visit itself, which the booking always has. */
  fixed?: boolean;
};

interface RepairSelectionSummaryProps {
  deviceName: string;
  repairs: readonly SummaryLine[];
  /** Paise off for a valid referral code, 0 otherwise. */
  discount: number;
  onRemove: (serviceId: number) => void;
  /** 'Please select at least one repair issue.' after a submit with none, or a server refusal. */
  error?: string | undefined;
  ref?: React.Ref<HTMLDivElement>;
}

/** The booking page's 'Selected Repairs': catalogue prices, the referral line and 'Total Amount'. */
export function RepairSelectionSummary({
  deviceName,
  repairs,
  discount,
  onRemove,
  error,
  ref,
}: RepairSelectionSummaryProps) {
  const { t } = useTranslation('booking');
  // The same rule the server prices the booking by.
  const { subtotal, discount: applied, total } = priceBooking(repairs, discount > 0, discount);
  return (
    <Card ref={ref} tabIndex={-1} className="p-5 focus-visible:outline-offset-4 sm:p-6">
      <h2 className="text-xl font-bold">{t('summary.title')}</h2>
      <p className="mt-1 text-muted-foreground">
        {t('summary.device')}: <span className="font-semibold text-foreground">{deviceName}</span>
      </p>
      {repairs.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t('summary.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border border-y border-border" data-testid="selected-repairs">
          {repairs.map((repair) => (
            <li key={repair.serviceId} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                {repair.name}
                {/* Under the name, so that a long name keeps its width on a phone. */}
                {repair.priceOnInspection ? (
                  <span className="block text-sm text-muted-foreground">{t('summary.onInspection')}</span>
                ) : null}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {repair.priceOnInspection ? null : (
                  <span className="font-semibold tabular-nums">{formatRupees(repair.priceAmount)}</span>
                )}
                {repair.fixed ? null : (
                  <button
                    type="button"
                    onClick={() => onRemove(repair.serviceId)}
                    aria-label={t('summary.remove', { name: repair.name })}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <dl className="mt-3 space-y-1">
        {applied > 0 ? (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t('summary.subtotal')}</dt>
              <dd className="tabular-nums">{formatRupees(subtotal)}</dd>
            </div>
            <div
              className="flex justify-between gap-4 font-semibold text-success"
              data-testid="referral-discount"
            >
              <dt>{t('summary.discount')}</dt>
              <dd className="tabular-nums">−{formatRupees(applied)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between gap-4 pt-1 text-lg font-bold">
          <dt>{t('summary.total')}</dt>
          <dd className="tabular-nums" data-testid="booking-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">{t('summary.payNote')}</p>
    </Card>
  );
}
