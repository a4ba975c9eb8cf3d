import { formatNumber, formatPhone } from '@shared/format';
import { CalendarDays, MapPin, Navigation, Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import type { TechnicianJob } from '@shared/contracts/people';
import { Card } from '../../../components/ui/card';
import { formatPreferredDate } from '../../../entities/booking/booking-format';
import { StatusBadge } from '../../../entities/booking/status-badge';
import { openDirections, webDirectionsUrl } from '../directions';
import { JobCondition } from './job-condition';
import { JobEstimate } from './job-estimate';
import { JobPhotos } from './job-photos';
import { JobSignOff } from './job-sign-off';
import { JobWorkshop } from './job-workshop';
import { JobNextStep } from './job-next-step';
import { JobRepairs } from './job-repairs';
import { CallAheadReminder, JobTrip } from './job-trip';

/** 'Stop 2 · 3.4 km from the previous stop'. */
function StopLine({ stop }: { stop: NonNullable<JobCardProps['stop']> }) {
  const { t, i18n } = useTranslation('technicianJobs');
  const km = stop.km === null ? null : formatNumber(stop.km, i18n.language, { maximumFractionDigits: 1 });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <span className="sr-only">{t('trip.stop', { number: stop.number })}</span>
        <span aria-hidden="true">{stop.number}</span>
      </span>
      {km !== null ? (
        <span className="text-muted-foreground">
          {stop.fromBase ? t('trip.fromBase', { km }) : t('trip.fromPrevious', { km })}
        </span>
      ) : null}
    </p>
  );
}

interface JobCardProps {
  job: TechnicianJob;
  /** Its place in today's round (1, 2, …) and the km from the stop before; absent off today's list. */
  stop?: { number: number; km: number | null; fromBase: boolean; next: boolean };
  /** The India date, to flag an unfinished job from an earlier day. */
  today: string;
  onStart: (job: TechnicianJob) => void;
  onComplete: (job: TechnicianJob) => void;
}

/** One job as the technician needs it at the door: who, where, when, what, how much, and the next step. */
export function JobCard({ job, stop, today, onStart, onComplete }: JobCardProps) {
  const { t, i18n } = useTranslation('technicianJobs');
  const overdue =
    job.preferredDate !== null &&
    job.preferredDate < today &&
    (job.status === 'confirmed' || job.status === 'in_progress');
  return (
    // The map's pins bring a card into view and focus it (below the sticky header).
    <Card
      id={`job-${job.id}`}
      tabIndex={-1}
      className="scroll-mt-24 space-y-3 p-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="job-card"
    >
      {stop ? <StopLine stop={stop} /> : null}
      {stop?.next ? <CallAheadReminder /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-muted-foreground">{job.bookingId}</span>
        <span className="flex items-center gap-2">
          {overdue ? <span className="text-sm font-bold text-danger">{t('overdue')}</span> : null}
          <StatusBadge status={job.status} />
        </span>
      </div>
      <div>
        <p className="text-xl font-bold">{job.name}</p>
        <a
          href={`tel:${job.phone}`}
          className="mt-1 inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-primary underline"
          // The number as shown comes first in its name, so that speaking it presses the link.
          aria-label={`${formatPhone(job.phone)}, ${t('call', { name: job.name })}`}
        >
          <Phone className="size-5" aria-hidden="true" />
          {formatPhone(job.phone)}
        </a>
      </div>
      <p className="flex items-start gap-2">
        <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {job.address}, {job.city}, {job.state} {job.pincode}
        </span>
      </p>
      <a
        href={webDirectionsUrl(job)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          // On phones: the maps app first, the web map after a second (directions.ts).
          event.preventDefault();
          openDirections(job);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-primary px-4 font-semibold text-primary hover:bg-primary-soft"
      >
        <Navigation className="size-5" aria-hidden="true" />
        {t('directions')}
      </a>
      <p className="flex items-start gap-2">
        <CalendarDays className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="sr-only">{t('when')}: </span>
          {job.preferredDate ? formatPreferredDate(job.preferredDate, i18n.language) : t('noDate')}
          {' · '}
          {job.preferredTime ? formatTimeWindow(job.preferredTime, i18n.language) : t('anyTime')}
        </span>
      </p>
      <JobRepairs job={job} />
      <JobTrip job={job} />
      <JobCondition job={job} />
      <JobPhotos job={job} />
      <JobEstimate job={job} />
      <JobWorkshop job={job} />
      <JobNextStep job={job} onStart={onStart} onComplete={onComplete} />
      <JobSignOff job={job} />
    </Card>
  );
}
