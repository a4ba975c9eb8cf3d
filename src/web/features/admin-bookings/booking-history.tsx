import { formatRupees } from '@shared/money';
import type { TFunction } from 'i18next';
import type { BookingEventView } from '@shared/contracts/admin-bookings';
import { useTranslation } from '../../lib/use-translation';
import { formatMoment, formatVisitSlot } from '../../entities/booking/booking-format';

/** Who changed what and when, oldest first, from booking_events. */
export function BookingHistory({ events }: { events: readonly BookingEventView[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-booking-history">
      <h3 id="admin-booking-history" className="text-lg font-bold">
        {t('details.history')}
      </h3>
      {events.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{t('details.noHistory')}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-l-2 border-border pl-4">
          {events.map((event) => {
            const who =
              event.actorName ??
              (isActorRole(event.actorRole) ? t(`details.roles.${event.actorRole}`) : event.actorRole);
            return (
              <li key={event.id}>
                <p className="font-semibold">{describeEvent(event, t, i18n.language)}</p>
                <p className="text-sm text-muted-foreground">
                  {formatMoment(event.createdAt, i18n.language)} · {t('details.by', { who })}
                </p>
                {event.reason ? <p className="text-sm">{event.reason}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** What one event says: a move, a trip, a missed visit or a change of status. */
function describeEvent(event: BookingEventView, t: TFunction<'admin'>, language: string): string {
  const details = event.details;
  if (event.kind === 'rescheduled' && details && 'toDate' in details) {
    return t('details.moved', {
      from: details.fromDate
        ? formatVisitSlot(details.fromDate, details.fromTime, language)
        : t('details.noPreference'),
      to: formatVisitSlot(details.toDate, details.toTime, language),
    });
  }
  if (event.kind === 'on_the_way' && details && 'etaMinutes' in details) {
    return t('details.onTheWay', { minutes: details.etaMinutes });
  }
  if (event.kind === 'not_available') return t('details.notAvailable');
  if (details && 'total' in details) {
    const totals = { total: formatRupees(details.total), previous: formatRupees(details.previousTotal) };
    if (event.kind === 'estimate') return t('details.estimateSent', totals);
    // The customer's answer: how it came, and from which network.
    const how =
      details.answeredBy === 'code'
        ? t('details.byStartCode')
        : details.answeredBy === 'account'
          ? t('details.byAccount')
          : t('details.byTrackingLink');
    const from = details.network ? ` · ${details.network}` : '';
    const said =
      event.kind === 'signed_off'
        ? t('details.signedOff', totals)
        : event.kind === 'estimate_approved'
          ? t('details.estimateApproved', totals)
          : t('details.estimateDeclined', totals);
    return `${said} (${how}${from})`;
  }
  return event.fromStatus
    ? t('details.historyItem', { from: t(`status.${event.fromStatus}`), to: t(`status.${event.toStatus}`) })
    : `${t('details.created')}: ${t(`status.${event.toStatus}`)}`;
}

const actorRoles = ['customer', 'guest', 'admin', 'technician', 'system'] as const;
const isActorRole = (role: string): role is (typeof actorRoles)[number] =>
  (actorRoles as readonly string[]).includes(role);
