import { PhoneCall, Truck, UserX } from 'lucide-react';
import { useState } from 'react';
import { isTripDay } from '@shared/trip-day';
import type { TechnicianJob } from '@shared/contracts/people';
import { formatDateTime } from '@shared/format';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { useNotAvailable, useOnTheWay } from '../api';

// The trip to a confirmed job (issue 31): 'On my way' tells the customer with an arrival estimate;
// 'Customer not available' (after a confirm step, with an optional note) sends them a link to pick a
// new time. The next job reminds the technician to call about 30 minutes before arriving.

/** The spec's guideline, on the next job of the day. */
export function CallAheadReminder() {
  const { t } = useTranslation('technicianJobs');
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-100 p-3 font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
      data-testid="call-ahead"
    >
      <PhoneCall className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {t('trip.callAhead')}
    </p>
  );
}

interface NotAvailableStepProps {
  job: TechnicianJob;
  onClose: () => void;
  onDone: () => void;
}

function NotAvailableStep({ job, onClose, onDone }: NotAvailableStepProps) {
  const { t } = useTranslation(['technicianJobs', 'common']);
  const notAvailable = useNotAvailable();
  const [note, setNote] = useState('');
  const titleId = `not-available-${job.id}`;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border-2 border-danger/60 p-3"
    >
      <p id={titleId} className="font-bold">
        {t('trip.notAvailableTitle')}
      </p>
      <p className="text-muted-foreground">{t('trip.notAvailableText')}</p>
      <TextAreaField
        label={t('trip.note')}
        value={note}
        maxLength={500}
        rows={2}
        autoFocus
        onChange={(event) => setNote(event.target.value)}
      />
      {notAvailable.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('trip.notAvailableFailed')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={notAvailable.isPending}>
          {t('cancel')}
        </Button>
        <Button
          variant="danger"
          disabled={notAvailable.isPending}
          onClick={() => notAvailable.mutate({ id: job.id, note: note.trim() }, { onSuccess: onDone })}
        >
          {t('trip.notAvailableConfirm')}
        </Button>
      </div>
    </div>
  );
}

/** 'On my way' (or when they should arrive), and 'Customer not available', for a confirmed job. */
export function JobTrip({ job }: { job: TechnicianJob }) {
  const { t, i18n } = useTranslation('technicianJobs');
  const onTheWay = useOnTheWay();
  const [asking, setAsking] = useState(false);
  const [reported, setReported] = useState(false);
  if (job.status !== 'confirmed') return null;
  // The server refuses both before the visit's day; the card says when they open instead.
  if (!isTripDay(job.preferredDate, new Date())) {
    return (
      <p className="text-muted-foreground" data-testid="trip-on-the-day">
        {t('trip.onTheDay')}
      </p>
    );
  }
  const arriving = job.expectedArrivalAt
    ? formatDateTime(new Date(job.expectedArrivalAt), i18n.language, { timeStyle: 'short' })
    : null;
  return (
    <div className="space-y-2">
      {arriving && job.onTheWayAt ? (
        <p className="flex items-center gap-2 font-semibold text-primary" data-testid="on-the-way-since">
          <Truck className="size-5" aria-hidden="true" />
          {t('trip.onTheWayUntil', { time: arriving })}
        </p>
      ) : (
        <Button
          size="lg"
          variant="outline"
          className="w-full"
          disabled={onTheWay.isPending}
          onClick={() => onTheWay.mutate({ id: job.id })}
        >
          <Truck className="size-5" aria-hidden="true" />
          {onTheWay.isPending ? t('trip.sendingOnMyWay') : t('trip.onMyWay')}
        </Button>
      )}
      {onTheWay.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('trip.onMyWayFailed')}
        </p>
      ) : null}
      {reported ? (
        <p role="status" className="font-semibold text-success">
          {t('trip.notAvailableDone')}
        </p>
      ) : null}
      {asking ? (
        <NotAvailableStep
          job={job}
          onClose={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            setReported(true);
          }}
        />
      ) : (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            setReported(false);
            setAsking(true);
          }}
        >
          <UserX className="size-5" aria-hidden="true" />
          {t('trip.notAvailable')}
        </Button>
      )}
    </div>
  );
}
