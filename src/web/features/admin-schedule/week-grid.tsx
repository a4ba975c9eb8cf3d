import { formatPreferredDate, formatTimeWindow } from '@shared/booking-time';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { GREYED_CELL, GridFrame, TechnicianHeading } from './grid-frame';
import { dayState } from './schedule-model';

interface WeekGridProps {
  dates: readonly string[];
  team: readonly ScheduleTechnician[];
  jobs: readonly ScheduleJob[];
  /** Show that date in the day grid. */
  onOpenDay: (date: string) => void;
}

const shortDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A week: technicians as rows, dates as columns, each with its jobs; a date's heading opens that day. */
export function WeekGrid({ dates, team, jobs, onOpenDay }: WeekGridProps) {
  const { t, i18n } = useTranslation('adminSchedule');
  const caption = t('weekCaption', { date: formatPreferredDate(dates[0] ?? '', i18n.language) });
  const waiting = jobs.filter((job) => job.technicianId === null);
  return (
    <GridFrame
      caption={caption}
      headings={dates.map((date) => (
        <th
          key={date}
          scope="col"
          className="border-b border-border bg-muted p-1 text-sm [&:not(:nth-child(2))]:border-l"
        >
          <button
            type="button"
            onClick={() => onOpenDay(date)}
            aria-label={t('openDay', { date: formatPreferredDate(date, i18n.language) })}
            className="min-h-10 w-full rounded-md px-2 font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {shortDate(date, i18n.language)}
          </button>
        </th>
      ))}
    >
      {team.map((technician) => (
        <tr key={technician.id}>
          <TechnicianHeading team={team} technician={technician} />
          {dates.map((date) => (
            <WeekCell
              key={date}
              state={dayState(technician, date)}
              jobs={jobs.filter((job) => job.technicianId === technician.id && job.date === date)}
            />
          ))}
        </tr>
      ))}
      <tr>
        <th
          scope="row"
          className="sticky left-0 z-10 border-r border-border bg-muted px-2 py-2 align-top text-sm sm:px-3"
        >
          {t('queue.title')}
        </th>
        {dates.map((date) => (
          <WeekCell key={date} state="working" jobs={waiting.filter((job) => job.date === date)} />
        ))}
      </tr>
    </GridFrame>
  );
}

function WeekCell({ state, jobs }: { state: 'leave' | 'off' | 'working'; jobs: readonly ScheduleJob[] }) {
  const { t, i18n } = useTranslation('adminSchedule');
  const greyed = state !== 'working';
  return (
    <td
      className={cn(
        'min-w-32 border-b border-border p-2 align-top text-sm [&:not(:nth-child(2))]:border-l',
        greyed ? GREYED_CELL : 'bg-card',
      )}
    >
      {greyed ? (
        <p className="text-xs font-semibold text-muted-foreground">
          {state === 'leave' ? t('onLeave') : t('notWorking')}
        </p>
      ) : null}
      <p className={cn('font-semibold', jobs.length === 0 && 'text-muted-foreground')}>
        {t('jobs', { count: jobs.length })}
      </p>
      {jobs.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs">
          {jobs.map((job) => (
            <li key={job.id}>
              <span className="font-semibold">
                {formatTimeWindow(job.window, i18n.language).split(' – ')[0]}
              </span>{' '}
              {job.bookingId}
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}
