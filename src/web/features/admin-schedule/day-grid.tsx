import type { DragEvent } from 'react';
import type { PreferredTimeWindow } from '@shared/booking-time';
import { formatPreferredDate, formatTimeWindow } from '@shared/booking-time';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { JobChip } from './job-chip';
import { GREYED_CELL, GridFrame, TechnicianHeading } from './grid-frame';
import { cellState } from './schedule-model';
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
    <GridFrame
      caption={caption}
      headings={windows.map((window) => (
        <th
          key={window}
          scope="col"
          className="border-b border-border bg-muted px-3 py-2 text-sm font-semibold whitespace-nowrap [&:not(:nth-child(2))]:border-l"
        >
          {formatTimeWindow(window, i18n.language)}
        </th>
      ))}
    >
      {team.map((technician) => (
        <tr key={technician.id}>
          <TechnicianHeading
            team={team}
            technician={technician}
            detail={t('perWindow', { count: technician.jobsPerWindow })}
          />
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
    </GridFrame>
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
        greyed ? GREYED_CELL : 'bg-card',
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
