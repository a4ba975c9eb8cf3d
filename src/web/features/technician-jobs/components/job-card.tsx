import { formatPhone } from '@shared/format';
import { CalendarDays, CheckCircle2, MapPin, Navigation, Phone, Play, Wrench } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import { canMove } from '@shared/booking-transitions';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatRupees } from '@shared/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatPreferredDate } from '../../../entities/booking/booking-format';
import { StatusBadge } from '../../../entities/booking/status-badge';
import { useRepairWords, useServicePrice } from '../../../lib/repair-words';
import { openDirections, webDirectionsUrl } from '../directions';

interface JobCardProps {
  job: TechnicianJob;
  /** The India date, to flag an unfinished job from an earlier day. */
  today: string;
  onStart: (job: TechnicianJob) => void;
  onComplete: (job: TechnicianJob) => void;
}

/** The technician's moves are on their own jobs; time does not enter into them. */
const ownJob = { role: 'technician', assigned: true } as const;

/** One job as the technician needs it at the door: who, where, when, what, how much, and the next step. */
export function JobCard({ job, today, onStart, onComplete }: JobCardProps) {
  const { t, i18n } = useTranslation('technicianJobs');
  const { t: tc } = useTranslation();
  const priceOf = useServicePrice();
  const inLanguage = useRepairWords();
  // The one next step the server will accept (@shared/booking-transitions), if any.
  const mayStart = canMove(ownJob, job, 'in_progress', new Date()) === null;
  const mayComplete = canMove(ownJob, job, 'completed', new Date()) === null;
  const overdue =
    job.preferredDate !== null &&
    job.preferredDate < today &&
    (job.status === 'confirmed' || job.status === 'in_progress');
  return (
    <Card className="space-y-3 p-4" data-testid="job-card">
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
      <div className="rounded-xl bg-muted p-3">
        <p className="flex items-center gap-2 font-semibold">
          <Wrench className="size-4" aria-hidden="true" />
          {job.deviceModel}
        </p>
        {job.deviceUnlisted ? <p className="text-sm">{tc('deviceNotListedHint')}</p> : null}
        <ul className="mt-1 space-y-0.5" aria-label={t('repairs')}>
          {job.selectedServicesDetails.map((service) => (
            <li key={service.id} className="flex justify-between gap-3">
              <span>{inLanguage(service).name}</span>
              <span className="tabular-nums">{priceOf(service)}</span>
            </li>
          ))}
        </ul>
        {job.problem ? (
          <p className="mt-2 text-sm">
            <span className="font-semibold">{t('problem')}:</span> {job.problem}
          </p>
        ) : null}
        <p className="mt-2 flex justify-between gap-3 border-t border-border pt-2 text-lg font-bold">
          <span>{t('collect')}</span>
          <span className="tabular-nums">{formatRupees(job.totalPrice)}</span>
        </p>
      </div>
      {mayStart ? (
        <Button size="lg" className="w-full" onClick={() => onStart(job)}>
          <Play className="size-5" aria-hidden="true" />
          {t('start')}
        </Button>
      ) : mayComplete ? (
        <Button size="lg" className="w-full" onClick={() => onComplete(job)}>
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {t('complete')}
        </Button>
      ) : job.status === 'completed' && job.paymentMethod && job.amountCollected !== null ? (
        <p className="font-semibold text-success">
          {t('paidBy', { method: t(job.paymentMethod), amount: formatRupees(job.amountCollected) })}
        </p>
      ) : null}
    </Card>
  );
}
