import type { RefObject } from 'react';
import type { DeviceRepair } from '@shared/catalogue-types';
import { formatAlternatives } from '@shared/format';
import { useTranslation } from '../../../lib/use-translation';
import { RepairOption } from './repair-option';

/** The note naming the repair (or the choice of repairs) the link asked for. */
function RequestedRepairNote({ requested }: { requested: DeviceRepair[] }) {
  const { t, i18n } = useTranslation('devices');
  return (
    <p
      className="mt-4 rounded-xl border border-primary/40 bg-primary-soft p-4 font-medium"
      data-testid="requested-repair"
    >
      {requested.length === 1
        ? t('device.preselected', { service: requested[0]!.name })
        : t('device.serviceChoice', {
            services: formatAlternatives(
              requested.map((r) => r.name),
              i18n.language,
            ),
          })}
    </p>
  );
}

/** The device's repairs, each to add or remove, or a note that it has none. */
export function RepairListSection({
  sectionRef,
  repairs,
  requested,
  selected,
  onAdd,
  onRemove,
  onShowGuide,
}: {
  sectionRef: RefObject<HTMLElement | null>;
  repairs: DeviceRepair[];
  requested: DeviceRepair[];
  selected: ReadonlySet<number>;
  onAdd: (repair: DeviceRepair) => void;
  onRemove: (repair: DeviceRepair) => void;
  onShowGuide: (repair: DeviceRepair) => void;
}) {
  const { t } = useTranslation('devices');
  return (
    <section ref={sectionRef} className="mt-10" aria-labelledby="repairs-title">
      <h2 id="repairs-title" className="text-2xl font-bold">
        {t('device.repairsTitle')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('device.repairsSubtitle')}</p>
      {requested.length > 0 ? <RequestedRepairNote requested={requested} /> : null}
      {repairs.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-xl font-semibold">{t('device.noRepairs')}</p>
          <p className="mt-2 text-muted-foreground">{t('device.noRepairsHint')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
          {repairs.map((repair) => (
            <li key={repair.serviceId}>
              <RepairOption
                repair={repair}
                selected={selected.has(repair.serviceId)}
                onAdd={() => onAdd(repair)}
                onRemove={() => onRemove(repair)}
                onShowGuide={() => onShowGuide(repair)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
