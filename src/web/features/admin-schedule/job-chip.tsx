import { Info } from 'lucide-react';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { formatTimeWindow } from '@shared/booking-time';
import { StatusBadge } from '../../entities/booking/status-badge';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { colourOf } from './schedule-model';
import type { JobMoves } from './use-job-moves';

interface JobChipProps {
  job: ScheduleJob;
  team: readonly ScheduleTechnician[];
  moves: JobMoves;
  /** The id of the text that says how to move a job with the keyboard. */
  hintId: string;
  /** Drag and drop and the keyboard move jobs in the day grid; elsewhere only 'Assign to'. */
  movable: boolean;
  /** Shown in the queue, where the window is not the column's. */
  showWindow?: boolean;
  onOpen: (id: string) => void;
}

const ARROW_STEPS: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/**
 * One job: who and what, in its technician's colour. Its main button picks it up (Enter or Space) and
 * drops it (Enter again); arrows move it between technicians while carried. 'Assign to' is the plain
 * alternative, and the details open the booking.
 */
export function JobChip({ job, team, moves, hintId, movable, showWindow = false, onOpen }: JobChipProps) {
  const { t, i18n } = useTranslation('adminSchedule');
  const carried = moves.carry?.job.id === job.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!carried) return;
    const step = ARROW_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moves.move(step);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      moves.cancel();
    }
  }

  return (
    <li
      className={cn(
        'relative rounded-lg border border-border border-l-[6px] bg-card p-2 text-sm shadow-sm',
        carried && 'ring-3 ring-primary',
      )}
      style={{ borderLeftColor: colourOf(team, job.technicianId) }}
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', job.id);
        event.dataTransfer.effectAllowed = 'move';
        moves.setDragging(job);
      }}
      onDragEnd={() => moves.setDragging(null)}
    >
      <button
        type="button"
        data-job-chip={job.id}
        data-technician={job.technicianId ?? 'queue'}
        aria-describedby={movable ? hintId : undefined}
        aria-pressed={movable ? carried : undefined}
        disabled={!movable}
        className={cn(
          'block w-full rounded-md pr-10 text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          movable ? 'cursor-grab' : 'cursor-default',
        )}
        onClick={() => (carried ? moves.drop() : moves.pickUp(job))}
        onKeyDown={onKeyDown}
        onBlur={() => carried && moves.cancel()}
      >
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-bold">{job.bookingId}</span>
          <StatusBadge status={job.status} className="px-2 text-xs" />
        </span>
        <span className="mt-0.5 block font-medium">{job.name}</span>
        <span className="block truncate text-muted-foreground">
          {job.deviceModel} · {job.pincode}
        </span>
        {showWindow ? (
          <span className="block font-semibold">{formatTimeWindow(job.window, i18n.language)}</span>
        ) : null}
      </button>
      <button
        type="button"
        onClick={() => onOpen(job.id)}
        aria-label={t('job.details', { id: job.bookingId })}
        title={t('job.details', { id: job.bookingId })}
        className="absolute top-1 right-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Info className="size-5" aria-hidden="true" />
      </button>
      <AssignRow job={job} team={team} moves={moves} />
    </li>
  );
}

/** 'Assign to' a technician from a list: the plain way. */
function AssignRow({ job, team, moves }: Pick<JobChipProps, 'job' | 'team' | 'moves'>) {
  const { t } = useTranslation('adminSchedule');
  const [choice, setChoice] = useState('');
  const chosen = team.find((member) => String(member.id) === choice);
  return (
    <div className="mt-2 flex items-center gap-1">
      <select
        aria-label={t('job.assignTo', { id: job.bookingId })}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="min-h-10 w-0 min-w-0 flex-1 rounded-md border-2 border-input-border bg-card px-1 text-sm focus:outline-3 focus:outline-offset-2 focus:outline-ring"
      >
        <option value="">{t('job.choose')}</option>
        {team.map((member) => (
          <option key={member.id} value={member.id} disabled={member.id === job.technicianId}>
            {member.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={!chosen || moves.pending}
        onClick={() => chosen && moves.assign(job, chosen)}
        className="min-h-10 rounded-md bg-primary px-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
      >
        {t('job.assign')}
      </button>
    </div>
  );
}
