import { Download } from 'lucide-react';
import { useId } from 'react';
import { addDays, formatTimeWindow, indiaDate, PREFERRED_TIME_WINDOWS } from '@shared/booking-time';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import { adminRevisitSchema, revisitKinds } from '@shared/schemas/linked-visit';
import { BOOKING_MAX_DAYS_AHEAD } from '@shared/schemas/booking';
import { daysAtWorkshop } from '@shared/schemas/workshop';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormField, FormSelect } from '../../components/ui/form-fields';
import { formatIndianDate, formatMoment, formatVisitSlot } from '../../entities/booking/booking-format';
import { FactList } from '../../entities/booking/fact-list';
import { StatusBadge } from '../../entities/booking/status-badge';
import { toast } from '../../lib/toast';
import { applyServerRefusal, useSchemaForm } from '../../lib/use-schema-form';
import { useTranslation } from '../../lib/use-translation';
import { adminPickupReceiptPdf, useBookRevisit } from './api';

type Booking = AdminBookingDetail['booking'];

/** The device at the workshop (decision 059): its receipt, how long it has been there. */
function WorkshopFacts({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('admin');
  const workshop = booking.workshop;
  if (!workshop) return null;
  return (
    <div className="space-y-2">
      <FactList
        facts={[
          {
            label: t('workshop.taken'),
            value: `${formatMoment(workshop.takenAt, i18n.language)} · ${workshop.takenBy}`,
          },
          { label: t('workshop.accessories'), value: workshop.accessories || '—' },
          {
            label: t('workshop.expected'),
            value: formatIndianDate(workshop.expectedReturnDate, i18n.language),
          },
          {
            label: t('workshop.days'),
            value: t('bookings.daysAtWorkshop', { count: daysAtWorkshop(workshop.takenAt, new Date()) }),
          },
        ]}
      />
      <a href={adminPickupReceiptPdf(booking.id)} download className={buttonClasses('outline', 'md')}>
        <Download className="size-5" aria-hidden="true" />
        {t('workshop.receiptPdf')}
      </a>
    </div>
  );
}

/** Books a visit linked to this booking, free unless priced. */
function RevisitForm({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('admin');
  const revisit = useBookRevisit();
  const today = indiaDate(new Date());
  const form = useSchemaForm(adminRevisitSchema(new Date()), {
    defaultValues: {
      kind:
        booking.status === 'ready_for_return'
          ? 'return'
          : booking.status === 'completed'
            ? 'warranty'
            : 'unfinished',
      preferredDate: addDays(today, 1),
      preferredTime: PREFERRED_TIME_WINDOWS[1],
      price: '0',
    },
  });
  const submit = form.handleSubmit((input) =>
    revisit.mutate(
      { id: booking.id, ...input },
      {
        onSuccess: ({ booking: visit }) => {
          toast.success(t('workshop.revisitBooked', { id: visit.bookingId }), { id: 'booking-revisit' });
        },
        onError: (failure) => {
          toast.error(t('workshop.revisitFailed'), {
            id: 'booking-revisit',
            description: applyServerRefusal(form, failure),
          });
        },
      },
    ),
  );
  const formId = `revisit-${booking.id}`;
  return (
    <form
      id={formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
    >
      <FormSelect control={form.control} name="kind" label={t('workshop.kind')}>
        {revisitKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`workshop.kinds.${kind}`)}
          </option>
        ))}
      </FormSelect>
      <FormField
        control={form.control}
        name="price"
        label={t('workshop.price')}
        hint={t('workshop.priceHint')}
        inputMode="decimal"
      />
      <FormField
        control={form.control}
        name="preferredDate"
        type="date"
        label={t('workshop.date')}
        min={today}
        max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
      />
      <FormSelect control={form.control} name="preferredTime" label={t('workshop.window')}>
        {PREFERRED_TIME_WINDOWS.map((window) => (
          <option key={window} value={window}>
            {formatTimeWindow(window, i18n.language)}
          </option>
        ))}
      </FormSelect>
      <Button type="submit" className="sm:col-span-2" disabled={revisit.isPending}>
        {revisit.isPending ? t('workshop.booking') : t('workshop.bookRevisit')}
      </Button>
    </form>
  );
}

/**
 * The workshop and linked visits of a booking on the admin desk: the receipt, the visits that follow
 * it up (or the one it follows), and a new linked visit for a started or completed job.
 */
export function BookingWorkshop({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  // As the server allows (linked-visits.ts): a started or completed job, or a ready device's one return.
  const mayRevisit =
    booking.status === 'in_progress' ||
    booking.status === 'completed' ||
    (booking.status === 'ready_for_return' && !booking.workshop?.returnVisit);
  if (!booking.workshop && !booking.revisitOf && booking.linkedVisits.length === 0 && !mayRevisit)
    return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold">
        {t('workshop.title')}
      </h3>
      {booking.revisitOf ? (
        <p className="font-medium">
          {t(`workshop.revisitOf.${booking.revisitOf.kind}`, { id: booking.revisitOf.bookingId })}
        </p>
      ) : null}
      <WorkshopFacts booking={booking} />
      {booking.linkedVisits.length > 0 ? (
        <ul className="space-y-2">
          {booking.linkedVisits.map((visit) => (
            <li key={visit.bookingId} className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-sm">{visit.bookingId}</span>
              <span>{t(`workshop.kinds.${visit.kind}`)}</span>
              <span>
                {visit.preferredDate
                  ? formatVisitSlot(visit.preferredDate, visit.preferredTime, i18n.language)
                  : '—'}
              </span>
              <StatusBadge status={visit.status} />
            </li>
          ))}
        </ul>
      ) : null}
      {mayRevisit ? <RevisitForm booking={booking} /> : null}
    </section>
  );
}
