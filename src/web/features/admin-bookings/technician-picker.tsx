import type { DispatchCandidate } from '@shared/contracts/admin-bookings';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

interface TechnicianPickerProps {
  candidates: readonly DispatchCandidate[];
  pincode: string;
  picked: number | null;
  error: string | undefined;
  onPick: (id: number) => void;
}

/**
 * The team ranked for the booking (the server's order: eligible first, then fewest jobs that day,
 * then nearest), each a radio choice with the line that says why it is or is not a good fit.
 */
export function TechnicianPicker({ candidates, pincode, picked, error, onPick }: TechnicianPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset aria-describedby={error ? 'assign-error' : undefined}>
      <legend className="mb-2 font-semibold">{t('dispatch.list')}</legend>
      <ul className="space-y-2">
        {candidates.map((candidate) => (
          <li key={candidate.id}>
            <CandidateOption
              candidate={candidate}
              pincode={pincode}
              checked={picked === candidate.id}
              onPick={() => onPick(candidate.id)}
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

/** "free, 2 jobs that day, 3.1 km from the previous job", or what stands in the way. */
export function useReasonLine() {
  const { t, i18n } = useTranslation('admin');
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (candidate: DispatchCandidate, pincode: string): string => {
    const parts = candidate.eligible
      ? [
          candidate.jobsPerWindow > 1
            ? t('dispatch.freePlaces', { count: candidate.placesLeft })
            : t('dispatch.free'),
        ]
      : candidate.unavailable.map((reason) => t(`dispatch.${reason}`, { pincode }));
    parts.push(t('dispatch.jobs', { count: candidate.jobsThatDay }));
    const { distance } = candidate;
    parts.push(
      distance === null
        ? t('dispatch.distanceUnknown')
        : t(distance.from === 'base' ? 'dispatch.fromBase' : 'dispatch.fromPrevious', {
            km: km.format(distance.km),
          }),
    );
    return parts.join(', ');
  };
}

function CandidateOption({
  candidate,
  pincode,
  checked,
  onPick,
}: {
  candidate: DispatchCandidate;
  pincode: string;
  checked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('admin');
  const reasonLine = useReasonLine();
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-border p-3',
        'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-primary',
        !candidate.eligible && 'border-dashed',
      )}
    >
      <input
        type="radio"
        name="technician"
        className="size-5 accent-primary"
        value={candidate.id}
        checked={checked}
        onChange={onPick}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2">
          <span className="font-semibold">{candidate.name}</span>
          <span
            className={cn(
              'rounded-full px-2 text-xs font-semibold',
              candidate.eligible ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning',
            )}
          >
            {candidate.eligible ? t('dispatch.eligible') : t('dispatch.unavailable')}
          </span>
        </span>
        <span className="block text-sm text-muted-foreground">{reasonLine(candidate, pincode)}</span>
      </span>
    </label>
  );
}
