import { CalendarClock, CheckCircle2, Circle, Navigation, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { workshopStatuses } from '@shared/booking-status';
import type { BookingStatus } from '@shared/booking-status';
import type { BookingTimelineStep } from '@shared/contracts/bookings';
import { cn } from '../../../lib/cn';
import { formatMoment, formatVisitSlot } from '../../../entities/booking/booking-format';

/** The steps a repair goes through; the ones not reached yet are shown faint, so the customer sees what comes. */
const path: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress', 'completed'];

/**
 * Booked, confirmed (with who is coming), on the way, started, completed or cancelled: when each
 * happened; each move of the visit under the status it was made in. 'On the way' shows only once the
 * technician has set off (the server leaves out a trip that ended at a locked door or a moved visit),
 * at the latest trip's time.
 */
export function BookingTimeline({
  steps,
  technicianName,
  headingLevel = 3,
}: {
  steps: readonly BookingTimelineStep[];
  technicianName: string | null;
  /** 3 inside a dialog titled by an h2; 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const statusSteps = steps.filter((step) => step.kind === 'status');
  const reached = new Map(statusSteps.map((step) => [step.status, step.at]));
  const cancelled = reached.get('cancelled');
  // The workshop's steps show once the device went there (decision 059), between started and done.
  const workshop = workshopStatuses.filter((status) => reached.has(status));
  const shown = cancelled
    ? [
        ...statusSteps.filter((step) => step.status !== 'cancelled').map((s) => s.status),
        'cancelled' as const,
      ]
    : [...path.slice(0, 3), ...workshop, ...path.slice(3)];
  const trip = steps.filter((step) => step.kind === 'on_the_way').at(-1);
  const movesIn = (status: BookingStatus) =>
    steps.flatMap((step) => (step.kind === 'rescheduled' && step.status === status ? [step] : []));
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <Heading id={headingId} className="text-lg font-bold">
        {t('bookings.timeline.title')}
      </Heading>
      <ol className="mt-2 space-y-3">
        {[...new Set(shown)].map((status) => {
          const at = reached.get(status);
          const Icon = status === 'cancelled' ? XCircle : at ? CheckCircle2 : Circle;
          return [
            <li key={status} className={cn('flex gap-3', !at && 'text-muted-foreground')}>
              <Icon
                className={cn(
                  'mt-0.5 size-5 shrink-0',
                  status === 'cancelled' ? 'text-danger' : at ? 'text-success' : 'text-muted-foreground',
                )}
                aria-hidden="true"
              />
              <span>
                <span className="block font-semibold">
                  {t(`bookings.timeline.${status}`)}
                  {status === 'confirmed' && at && technicianName
                    ? ` · ${t('bookings.timeline.withTechnician', { name: technicianName })}`
                    : ''}
                </span>
                <span className="block text-sm">
                  {at ? formatMoment(at, i18n.language) : t('bookings.timeline.notYet')}
                </span>
              </span>
            </li>,
            ...movesIn(status).map((move) => (
              <li key={`moved-${move.at}-${move.toDate}-${move.toTime}`} className="flex gap-3">
                <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">
                    {t('bookings.timeline.moved', {
                      slot: formatVisitSlot(move.toDate, move.toTime, i18n.language),
                    })}
                  </span>
                  <span className="block text-sm">{formatMoment(move.at, i18n.language)}</span>
                </span>
              </li>
            )),
            status === 'confirmed' && at && trip ? <TripStep key="on-the-way" at={trip.at} /> : null,
          ];
        })}
      </ol>
    </section>
  );
}

/** The technician set off (their latest trip): after Confirmed and its moves, before the repair starts. */
function TripStep({ at }: { at: string }) {
  const { t, i18n } = useTranslation('account');
  return (
    <li className="flex gap-3" data-testid="timeline-on-the-way">
      <Navigation className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <span>
        <span className="block font-semibold">{t('bookings.timeline.onTheWay')}</span>
        <span className="block text-sm">{formatMoment(at, i18n.language)}</span>
      </span>
    </li>
  );
}
