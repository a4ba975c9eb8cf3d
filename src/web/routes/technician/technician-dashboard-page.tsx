import { RefreshCw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { indiaDate } from '@shared/booking-time';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatDateTime } from '@shared/format';
import { PageMeta } from '../../app/page-meta';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useLiveJobs, useTechnicianJobs, useTechnicianSelf } from '../../features/technician-jobs/api';
import { CompleteJobDialog } from '../../features/technician-jobs/components/complete-job-dialog';
import { JobCard } from '../../features/technician-jobs/components/job-card';
import { StartJobDialog } from '../../features/technician-jobs/components/start-job-dialog';
import { groupJobs } from '../../features/technician-jobs/job-groups';
import { href } from '@shared/paths';

/** The spec's 'Access Issue' panel: signed in as a technician, but with no technician profile. */
function AccessIssue() {
  const { t } = useTranslation('technicianJobs');
  return (
    <Card className="mx-auto max-w-md space-y-3 p-6 text-center">
      <ShieldAlert className="mx-auto size-12 text-danger" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t('accessIssueTitle')}</h2>
      <p className="text-muted-foreground">{t('accessIssueText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={href('technicianAuth')} className="flex-1">
          {t('technicianLogin')}
        </ButtonLink>
        <ButtonLink to={href('home')} variant="outline" className="flex-1">
          {t('home')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function Jobs() {
  const { t, i18n } = useTranslation(['technicianJobs', 'common']);
  const self = useTechnicianSelf();
  const jobs = useTechnicianJobs();
  const live = useLiveJobs();
  const [starting, setStarting] = useState<TechnicianJob | null>(null);
  const [completing, setCompleting] = useState<TechnicianJob | null>(null);
  if (self.error instanceof ApiError && self.error.status === 404) return <AccessIssue />;
  if (jobs.isPending) return <Spinner label={t('common:loading')} />;
  if (jobs.isError && !jobs.data) {
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
  const today = indiaDate(new Date());
  const groups = groupJobs(jobs.data?.jobs ?? [], today);
  const updated = formatDateTime(new Date(jobs.dataUpdatedAt), i18n.language, { timeStyle: 'short' });
  const sections = [
    { key: 'today', jobs: groups.today, empty: t('emptyToday') },
    { key: 'upcoming', jobs: groups.upcoming, empty: t('emptyUpcoming') },
    { key: 'done', jobs: groups.done, empty: t('emptyDone') },
  ] as const;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          <span
            className={
              live === 'live' ? 'size-2.5 rounded-full bg-success' : 'size-2.5 rounded-full bg-accent'
            }
            aria-hidden="true"
          />
          {t('lastUpdated', { time: updated })} · {live === 'live' ? t('liveOn') : t('liveOff')}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
          <RefreshCw className={jobs.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
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
        <section key={section.key} aria-labelledby={`jobs-${section.key}`}>
          <h2 id={`jobs-${section.key}`} className="mb-3 flex items-baseline gap-2 text-2xl font-bold">
            {t(`groups.${section.key}`)}
            <span className="text-base font-medium text-muted-foreground">
              {t('count', { count: section.jobs.length })}
            </span>
          </h2>
          {section.jobs.length === 0 ? (
            <p className="text-muted-foreground">{section.empty}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {section.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} today={today} onStart={setStarting} onComplete={setCompleting} />
                </li>
              ))}
            </ul>
          )}
        </section>
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

/** /technician/dashboard (who may open it: app/access-rules.ts), designed for a phone first. */
export default function TechnicianDashboardPage() {
  const { t } = useTranslation('technicianJobs');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageMeta title={t('metaTitle')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('subtitle')}</p>
      <Jobs />
    </section>
  );
}
