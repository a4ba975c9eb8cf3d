import type { AdminTechnicianRow } from '@shared/contracts/people';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { formatPreferredDate } from '../../entities/booking/booking-format';

interface TechnicianPickerProps {
  technicians: readonly AdminTechnicianRow[];
  picked: number | null;
  error: string | undefined;
  onPick: (id: number) => void;
}

/** Every technician as a radio choice, with their status and their jobs on the booking's day. */
export function TechnicianPicker({ technicians, picked, error, onPick }: TechnicianPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset aria-describedby={error ? 'assign-error' : undefined}>
      <legend className="mb-2 font-semibold">{t('assign.technician')}</legend>
      <ul className="space-y-2">
        {technicians.map((technician) => (
          <li key={technician.id}>
            <TechnicianOption
              technician={technician}
              checked={picked === technician.id}
              onPick={() => onPick(technician.id)}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p id="assign-error" role="alert" className="mt-2 font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TechnicianOption({
  technician,
  checked,
  onPick,
}: {
  technician: AdminTechnicianRow;
  checked: boolean;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const inactive = technician.status === 'inactive';
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-border p-3',
        'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary',
        inactive && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="technician"
        className="size-5 accent-primary"
        value={technician.id}
        checked={checked}
        disabled={inactive}
        onChange={onPick}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{technician.name}</span>
        <span className="block text-sm text-muted-foreground">
          {technician.specialization} ·{' '}
          {inactive ? t('assign.inactive') : t(`technicians.statuses.${technician.status}`)} ·{' '}
          {technician.jobsOnDate
            ? t('assign.jobsOnDate', {
                count: technician.jobsOnDate.count,
                date: formatPreferredDate(technician.jobsOnDate.date, i18n.language),
              })
            : t('assign.jobsToday', { count: technician.jobsToday })}
        </span>
      </span>
    </label>
  );
}
