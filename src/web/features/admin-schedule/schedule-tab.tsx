import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, indiaDate } from '@shared/booking-time';
import type { AdminScheduleResponse, ScheduleJob } from '@shared/contracts/admin-schedule';
import { isCalendarDate } from '@shared/schemas/calendar-date';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useSchedule } from './api';
import { DayGrid } from './day-grid';
import { JobChip } from './job-chip';
import { OverrideDialog } from './override-dialog';
import { useJobMoves } from './use-job-moves';
import type { JobMoves } from './use-job-moves';
import { WeekGrid } from './week-grid';

// The schedule view (issue 31): a day grid or a week grid of the team with their jobs, the bookings
// waiting for a technician beside it, and a map of the day. A job moves by drag and drop, by the
// keyboard, or with 'Assign to'. The desk's live updates refresh it (its key sits under the bookings').

const ScheduleMap = lazy(() => import('./schedule-map'));

type View = 'day' | 'week';

/** The day and view shown, kept in the address beside the desk's tab. */
function useScheduleView() {
  const [params, setParams] = useSearchParams();
  const today = indiaDate(new Date());
  const asked = params.get('day') ?? '';
  const date = isCalendarDate(asked) ? asked : today;
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const show = (next: { date?: string; view?: View }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('day', next.date ?? date);
        updated.set('view', next.view ?? view);
        return updated;
      },
      { replace: true },
    );
  return { date, view, today, show };
}

export function ScheduleTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation(['adminSchedule', 'common']);
  const { date, view, today, show } = useScheduleView();
  const schedule = useSchedule(date, view === 'week' ? 7 : 1);
  const hintId = useId();
  const data = schedule.data;
  return (
    <div className="space-y-4">
      <div className="space-y-1 text-muted-foreground">
        <p>{t('intro')}</p>
        <p id={hintId} className="text-sm">
          {t('job.hint')}
        </p>
      </div>
      <ScheduleControls date={date} view={view} today={today} show={show} />
      {schedule.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : schedule.isError || !data ? (
        <div role="alert" className="space-y-2">
          <p className="text-danger">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void schedule.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ScheduleBoard data={data} view={view} hintId={hintId} onOpen={onOpen} show={show} />
      )}
    </div>
  );
}

function ScheduleControls({
  date,
  view,
  today,
  show,
}: Omit<ReturnType<typeof useScheduleView>, 'show'> & { show: ReturnType<typeof useScheduleView>['show'] }) {
  const { t } = useTranslation('adminSchedule');
  const step = view === 'week' ? 7 : 1;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        label={t('date')}
        type="date"
        value={date}
        onChange={(event) => isCalendarDate(event.target.value) && show({ date: event.target.value })}
        className="w-44"
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={view === 'week' ? t('previousWeek') : t('previousDay')}
        onClick={() => show({ date: addDays(date, -step) })}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={view === 'week' ? t('nextWeek') : t('nextDay')}
        onClick={() => show({ date: addDays(date, step) })}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
      <Button variant="outline" onClick={() => show({ date: today })} disabled={date === today}>
        {t('today')}
      </Button>
      <div role="group" aria-label={t('view.label')} className="flex rounded-lg bg-muted p-1">
        {(['day', 'week'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => show({ view: option })}
            className={cn(
              'min-h-10 rounded-md px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
              view === option ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {t(`view.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

interface BoardProps {
  data: AdminScheduleResponse;
  view: View;
  hintId: string;
  onOpen: (id: string) => void;
  show: ReturnType<typeof useScheduleView>['show'];
}

function ScheduleBoard({ data, view, hintId, onOpen, show }: BoardProps) {
  const { t } = useTranslation(['adminSchedule', 'common']);
  const moves = useJobMoves(data.team, data.jobs);
  useFocusAfterMove(moves, data);
  const date = data.dates[0]!;
  const waiting = data.jobs.filter((job) => job.technicianId === null);
  return (
    <>
      <p aria-live="assertive" className="sr-only">
        {moves.announcement}
      </p>
      {data.team.length === 0 ? <p className="font-medium">{t('noTeam')}</p> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <Queue
          jobs={waiting}
          team={data.team}
          moves={moves}
          hintId={hintId}
          movable={view === 'day'}
          onOpen={onOpen}
        />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {view === 'day' ? (
            <DayGrid
              date={date}
              windows={data.windows}
              team={data.team}
              jobs={data.jobs}
              moves={moves}
              hintId={hintId}
              onOpen={onOpen}
            />
          ) : (
            <WeekGrid
              dates={data.dates}
              team={data.team}
              jobs={data.jobs}
              onOpenDay={(day) => show({ date: day, view: 'day' })}
            />
          )}
        </div>
      </div>
      {view === 'day' ? (
        <Card className="space-y-2 p-4">
          <h2 className="text-lg font-bold">{t('map.title')}</h2>
          <Suspense fallback={<Spinner label={t('map.loading')} />}>
            <ScheduleMap team={data.team} jobs={data.jobs} onOpen={onOpen} />
          </Suspense>
        </Card>
      ) : null}
      <OverrideDialog
        pending={moves.override}
        busy={moves.pending}
        onClose={moves.closeOverride}
        onConfirm={(reason) =>
          moves.override && moves.assign(moves.override.job, moves.override.technician, reason)
        }
      />
    </>
  );
}

interface QueueProps {
  jobs: readonly ScheduleJob[];
  team: AdminScheduleResponse['team'];
  moves: JobMoves;
  hintId: string;
  movable: boolean;
  onOpen: (id: string) => void;
}

/** The bookings waiting for a technician, beside the grid (above it on a phone). */
function Queue({ jobs, team, moves, hintId, movable, onOpen }: QueueProps) {
  const { t } = useTranslation('adminSchedule');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-border bg-muted/60 p-3 lg:col-start-2"
    >
      <h2 id={headingId} className="font-bold">
        {t('queue.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {jobs.length === 0 ? t('queue.empty') : t('queue.count', { count: jobs.length })}
      </p>
      {jobs.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {jobs.map((job) => (
            <JobChip
              key={job.id}
              job={job}
              team={team}
              moves={moves}
              hintId={hintId}
              movable={movable}
              showWindow
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** After an assignment, the focus follows the job to its new row once the refreshed grid shows it there. */
function useFocusAfterMove(moves: JobMoves, data: AdminScheduleResponse) {
  const { focusAfter, focused } = moves;
  useEffect(() => {
    if (!focusAfter) return;
    const chip = document.querySelector<HTMLElement>(
      `[data-job-chip="${focusAfter.id}"][data-technician="${focusAfter.technicianId}"]`,
    );
    if (!chip) return;
    chip.focus();
    focused();
  }, [focusAfter, focused, data]);
}
