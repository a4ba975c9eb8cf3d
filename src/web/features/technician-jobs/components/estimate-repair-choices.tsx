import type { BookedService } from '@shared/contracts/bookings';
import { formatRupees } from '@shared/money';
import { useRepairWords, useServicePrice } from '../../../lib/repair-words';
import { useTranslation } from '../../../lib/use-translation';

/** One line to tick: kept or added while ticked. */
function RepairChoice({
  repair,
  checked,
  onToggle,
}: {
  repair: BookedService;
  checked: boolean;
  onToggle: () => void;
}) {
  const inLanguage = useRepairWords();
  const priceOf = useServicePrice();
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-border px-3 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary">
      <input type="checkbox" className="size-5 accent-primary" checked={checked} onChange={onToggle} />
      <span className="flex-1 font-semibold">{inLanguage(repair).name}</span>
      <span className="tabular-nums">
        {repair.priceOnInspection ? priceOf(repair) : formatRupees(repair.priceAmount)}
      </span>
    </label>
  );
}

/**
 * The booked lines (untick to take one off) and the device's other repairs at the catalogue's prices
 * (tick to add); a device that is not listed has only its booked lines here, and is priced with
 * described work below.
 */
export function RepairChoices({
  booked,
  offered,
  chosen,
  onToggle,
}: {
  booked: BookedService[];
  offered: BookedService[];
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('technicianJobs');
  const bookedIds = booked.map((line) => line.id);
  const others = offered.filter((repair) => !bookedIds.includes(repair.id));
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 font-bold">{t('estimate.bookedLines')}</legend>
        {booked.map((line) => (
          <RepairChoice
            key={line.id}
            repair={line}
            checked={chosen.includes(line.id)}
            onToggle={() => onToggle(line.id)}
          />
        ))}
      </fieldset>
      {others.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 font-bold">{t('estimate.otherRepairs')}</legend>
          {others.map((repair) => (
            <RepairChoice
              key={repair.id}
              repair={repair}
              checked={chosen.includes(repair.id)}
              onToggle={() => onToggle(repair.id)}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
