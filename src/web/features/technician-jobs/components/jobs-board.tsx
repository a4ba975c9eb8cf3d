import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { indiaDate } from '@shared/booking-time';
import type { TechnicianJob } from '@shared/contracts/people';
import type { GeoPoint } from '@shared/visit-order';
import { formatDateTime } from '@shared/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { scrollBehavior } from '../../../lib/motion';
import { useTranslation } from '../../../lib/use-translation';
import { useLiveJobs, useTechnicianJobs, useTechnicianSelf } from '../api';
import { AccessIssue } from './access-issue';
import { CompleteJobDialog } from './complete-job-dialog';
import { JobCard } from './job-card';
import { StartJobDialog } from './start-job-dialog';
import { dayStops } from '../day-stops';
import { groupJobs } from '../job-groups';

// Leaflet and the day map's code load only when today has a stop to show on it; if they do not
// arrive, a line says so and the list carries on.
const DayMap = lazy(() =>
  import('./day-map').catch(() => ({
    default: function DayMapFailed() {
      const { t } = useTranslation('technicianJobs');
      return <p className="mb-4 text-sm text-muted-foreground">{t('trip.mapFailed')}</p>;
    },
  })),
);

/** Brings a job card into view and gives it the focus (from the map). */
function showJobCard(id: string) {
  const card = document.getElementById(`job-${id}`);
  card?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  card?.focus({ preventScroll: true });
}

type JobsQuery = ReturnType<typeof useTechnicianJobs>;

/** The jobs did not load, and none were loaded before. */
function JobsLoadFailed({ jobs }: { jobs: JobsQuery }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  return (
    <Card className="space-y-3 p-6">
      <p role="alert" className="font-semibold text-danger">
        {t('loadFailed')}
      </p>
      <Button variant="outline" onClick={() => void jobs.refetch()}>
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('refresh')}
      </Button>
    </Card>
  );
}

/** When the list was last read, whether it follows changes live, and Refresh. */
function JobsFreshness({ jobs, live, updated }: { jobs: JobsQuery; live: string; updated: string }) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        <span
          className={live === 'live' ? 'size-2.5 rounded-full bg-success' : 'size-2.5 rounded-full bg-accent'}
          aria-hidden="true"
        />
        {t('lastUpdated', { time: updated })} · {live === 'live' ? t('liveOn') : t('liveOff')}
      </p>
      <Button variant="ghost" size="sm" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
        <RefreshCw className={jobs.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        {t('refresh')}
      </Button>
    </div>
  );
}

interface JobGroupProps {
  group: 'today' | 'upcoming' | 'done';
  jobs: TechnicianJob[];
  /** Today's round: each job's km from the stop before (the list is in visit order). */
  legs?: Map<string, number | null>;
  /** Where today's round starts, for the map. */
  base?: GeoPoint | null;
  empty: string;
  today: string;
  onStart: (job: TechnicianJob) => void;
  onComplete: (job: TechnicianJob) => void;
}

/** One of the groups (today, upcoming, done) with its count and its jobs. */
function JobGroup({ group, jobs, legs, base = null, empty, today, onStart, onComplete }: JobGroupProps) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const stops = legs ? dayStops(jobs, legs) : [];
  return (
    <section aria-labelledby={`jobs-${group}`}>
      <h2 id={`jobs-${group}`} className="mb-3 flex items-baseline gap-2 text-2xl font-bold">
        {t(`groups.${group}`)}
        <span className="text-base font-medium text-muted-foreground">
          {t('count', { count: jobs.length })}
        </span>
      </h2>
      {stops.length > 0 ? (
        <Suspense fallback={<div className="mb-4 h-64 rounded-xl bg-muted sm:h-80" />}>
          <DayMap
            stops={stops}
            base={base}
            unlocated={jobs.length - stops.length}
            onShow={showJobCard}
            onSkip={() => jobs[0] && showJobCard(jobs[0].id)}
          />
        </Suspense>
      ) : null}
      {jobs.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobCard
                job={job}
                today={today}
                onStart={onStart}
                onComplete={onComplete}
                {...(legs ? { stop: stopOf(jobs, legs, index) } : {})}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A job's place in today's round; the next job is the first one not yet started. */
function stopOf(jobs: TechnicianJob[], legs: Map<string, number | null>, index: number) {
  const job = jobs[index]!;
  const firstLocated = jobs.findIndex((j) => j.lat !== null && j.lng !== null);
  const next = jobs.findIndex((j) => j.status === 'confirmed');
  return {
    number: index + 1,
    km: legs.get(job.id) ?? null,
    fromBase: index === firstLocated,
    next: index === next,
  };
}

/** The technician's jobs by group, kept up to date, with starting and completing one. */
export function JobsBoard() {
  const { t, i18n } = useTranslation(['technicianJobs', 'common']);
  const self = useTechnicianSelf();
  const jobs = useTechnicianJobs();
  const live = useLiveJobs();
  const [starting, setStarting] = useState<TechnicianJob | null>(null);
  const [completing, setCompleting] = useState<TechnicianJob | null>(null);
  if (self.error instanceof ApiError && self.error.status === 404) return <AccessIssue />;
  if (jobs.isPending) return <Spinner label={t('common:loading')} />;
  if (jobs.isError && !jobs.data) return <JobsLoadFailed jobs={jobs} />;
  const today = indiaDate(new Date());
  const groups = groupJobs(jobs.data?.jobs ?? [], today, jobs.data?.base ?? null);
  const updated = formatDateTime(new Date(jobs.dataUpdatedAt), i18n.language, { timeStyle: 'short' });
  const sections = [
    { key: 'today', jobs: groups.today, empty: t('emptyToday') },
    { key: 'upcoming', jobs: groups.upcoming, empty: t('emptyUpcoming') },
    { key: 'done', jobs: groups.done, empty: t('emptyDone') },
  ] as const;
  return (
    <div className="space-y-8">
      <JobsFreshness jobs={jobs} live={live} updated={updated} />
      {jobs.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-100 p-3 font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
        >
          {t('staleWarning', { time: updated })}
        </p>
      ) : null}
      {/* With no job at all, one message: not that one again under each of the three headings. */}
      {jobs.data?.jobs.length === 0 ? <Card className="p-8 text-center text-lg">{t('empty')}</Card> : null}
      {(jobs.data?.jobs.length === 0 ? [] : sections).map((section) => (
        <JobGroup
          key={section.key}
          group={section.key}
          jobs={section.jobs}
          {...(section.key === 'today' ? { legs: groups.legs, base: jobs.data?.base ?? null } : {})}
          empty={section.empty}
          today={today}
          onStart={setStarting}
          onComplete={setCompleting}
        />
      ))}
      {starting ? <StartJobDialog job={starting} onClose={() => setStarting(null)} /> : null}
      {completing ? (
        <CompleteJobDialog
          job={completing}
          upi={self.data?.technician.upi}
          onClose={() => setCompleting(null)}
        />
      ) : null}
    </div>
  );
}
