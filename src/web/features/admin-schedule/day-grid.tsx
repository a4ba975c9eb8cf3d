import type { DragEvent } from 'react';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { formatPreferredDate, formatTimeWindow } from '@shared/booking-time';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { JobChip } from './job-chip';
import { cellState, colourOf } from './schedule-model';
import type { JobMoves } from './use-job-moves';

interface DayGridProps {
  date: string;
  windows: readonly PreferredTimeWindow[];
  team: readonly ScheduleTechnician[];
  /** The jobs of this date (all of them, the queue's too: places are counted from them). */
  jobs: readonly ScheduleJob[];
  moves: JobMoves;
  hintId: string;
  onOpen: (id: string) => void;
}

/**
 * One day: technicians as rows, bookable windows as columns. A cell shows its jobs and the places left;
 * leave and windows not worked are greyed and say so. A job drops on a cell of its own window.
 */
export function DayGrid({ date, windows, team, jobs, moves, hintId, onOpen }: DayGridProps) {
  const { t, i18n } = useTranslation('adminSchedule');
  const caption = t('dayCaption', { date: formatPreferredDate(date, i18n.language) });
  const target = moves.carry
    ? { window: moves.carry.job.window, technician: team[moves.carry.target]?.id }
    : null;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-max border-separate border-spacing-0 text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-r border-b border-border bg-muted px-2 py-2 text-sm font-semibold sm:px-3"
            >
              {t('technician')}
            </th>
            {windows.map((window) => (
              <th
                key={window}
                scope="col"
                className="border-b border-border bg-muted px-3 py-2 text-sm font-semibold whitespace-nowrap [&:not(:nth-child(2))]:border-l"
              >
                {formatTimeWindow(window, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {team.map((technician) => (
            <tr key={technician.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 w-32 max-w-32 border-r border-b border-border bg-card px-2 py-2 align-top text-sm sm:w-40 sm:max-w-40 sm:px-3 sm:text-base"
              >
                <span className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1.5 size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: colourOf(team, technician.id) }}
                  />
                  <span className="min-w-0">{technician.name}</span>
                </span>
                <span className="mt-1 block text-xs font-normal text-muted-foreground">
                  {t('perWindow', { count: technician.jobsPerWindow })}
                </span>
              </th>
              {windows.map((window) => (
                <DayCell
                  key={window}
                  technician={technician}
                  date={date}
                  window={window}
                  team={team}
                  jobs={jobs}
                  moves={moves}
                  hintId={hintId}
                  onOpen={onOpen}
                  targeted={target?.window === window && target.technician === technician.id}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps extends Omit<DayGridProps, 'windows'> {
  technician: ScheduleTechnician;
  window: PreferredTimeWindow;
  /** The keyboard's carried job would drop here. */
  targeted: boolean;
}

function DayCell({ technician, date, window, team, jobs, moves, hintId, onOpen, targeted }: DayCellProps) {
  const { t } = useTranslation('adminSchedule');
  const state = cellState(technician, date, window, jobs);
  const own = jobs.filter((job) => job.technicianId === technician.id && job.window === window);
  const dragging = moves.dragging;
  const accepts = dragging !== null && dragging.window === window && dragging.technicianId !== technician.id;
  const greyed = state.kind !== 'open';
  const onDragOver = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    if (!accepts || !dragging) return;
    event.preventDefault();
    moves.setDragging(null);
    moves.assign(dragging, technician);
  };
  return (
    <td
      data-cell={`${technician.id} ${window}`}
      onDragOver={onDragOver}
      onDrop={onDrop}
      className={cn(
        'w-52 max-w-52 min-w-52 border-b border-border p-2 align-top [&:not(:nth-child(2))]:border-l',
        greyed
          ? 'bg-muted/70 [background-image:repeating-linear-gradient(135deg,transparent_0_8px,var(--border)_8px_9px)]'
          : 'bg-card',
        accepts && 'outline-2 -outline-offset-4 outline-primary outline-dashed',
        targeted && 'outline-3 -outline-offset-4 outline-primary outline-solid',
      )}
    >
      <p
        className={cn(
          'text-xs font-semibold',
          greyed ? 'text-muted-foreground' : state.free === 0 ? 'text-foreground' : 'text-success',
        )}
      >
        {state.kind === 'leave'
          ? t('onLeave')
          : state.kind === 'off'
            ? t('notWorking')
            : t('free', { count: state.free })}
      </p>
      {own.length > 0 ? (
        <ul className="mt-1.5 space-y-1.5">
          {own.map((job) => (
            <JobChip
              key={job.id}
              job={job}
              team={team}
              moves={moves}
              hintId={hintId}
              movable
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
    </td>
  );
}
