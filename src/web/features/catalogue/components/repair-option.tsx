import { Check, Clock, Lightbulb, Minus, Plus, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import type { DeviceRepair } from '@shared/catalogue-types';
import { formatRupees } from '@shared/money';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { ServiceIcon } from '../../../components/ui/service-icon';

interface RepairOptionProps {
  repair: DeviceRepair;
  selected: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onShowGuide: () => void;
}

function useDurationText(hours: number): string {
  const { t } = useTranslation('devices');
  return hours < 1
    ? t('device.estimatedMinutes', { count: Math.round(hours * 60) })
    : t('device.estimatedTime', { count: hours });
}

export function RepairOption({ repair, selected, onAdd, onRemove, onShowGuide }: RepairOptionProps) {
  const { t } = useTranslation('devices');
  const duration = useDurationText(repair.estimatedTimeHours);
  return (
    <article
      className={cn(
        'flex h-full min-w-0 flex-col rounded-2xl border-2 bg-card p-5 shadow-sm transition-colors',
        selected ? 'border-primary' : 'border-border',
      )}
      data-testid="repair-option"
      aria-label={repair.name}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <ServiceIcon name={repair.iconName} className="size-6" />
        </span>
        <h3 className="min-w-0 flex-1 text-lg leading-snug font-semibold wrap-break-word hyphens-auto">
          {repair.name}
        </h3>
        <p className="text-xl font-bold whitespace-nowrap" data-testid="repair-price">
          {formatRupees(repair.priceAmount)}
        </p>
      </div>
      {repair.description ? <p className="mt-3 text-muted-foreground">{repair.description}</p> : null}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {duration}
        </li>
        <li className="flex items-center gap-1.5">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('device.warranty', { days: repair.warrantyDays })}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-5">
        {selected ? (
          <Button variant="outline" onClick={onRemove} aria-label={`${t('device.remove')}: ${repair.name}`}>
            <Minus className="size-4" aria-hidden="true" />
            {t('device.remove')}
          </Button>
        ) : (
          <Button onClick={onAdd} aria-label={`${t('device.addToRepair')}: ${repair.name}`}>
            <Plus className="size-4" aria-hidden="true" />
            {t('device.addToRepair')}
          </Button>
        )}
        {selected ? (
          <span className="inline-flex items-center gap-1 font-semibold text-success">
            <Check className="size-4" aria-hidden="true" />
            {t('device.selected')}
          </span>
        ) : null}
        {repair.diyGuideText ? (
          <button
            type="button"
            onClick={onShowGuide}
            className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            <Lightbulb className="size-4" aria-hidden="true" />
            {t('device.tryThisFirst')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
