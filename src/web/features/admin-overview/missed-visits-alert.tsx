import { DoorClosed, Phone } from 'lucide-react';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatPhone } from '@shared/format';
import { formatMoment } from '../../entities/booking/booking-format';
import { useTranslation } from '../../lib/use-translation';

/**
 * Visits where the technician found nobody at the address and nothing has happened since (the server's
 * rule: no new window, no new trip, no change of status), the oldest attempt first: each opens its
 * booking's details, and the phone number calls the customer. Nothing while there are none.
 */
export function MissedVisitsAlert({
  missed,
  onOpen,
}: {
  missed: AdminOverview['notAvailable'];
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('adminAlerts');
  if (missed.count === 0) return null;
  const more = missed.count - missed.visits.length;
  return (
    <section aria-labelledby="overview-missed" data-testid="missed-visits-alert">
      <div className="rounded-2xl border border-rose-400 bg-rose-50 p-4 text-rose-950 shadow-sm dark:border-rose-400/40 dark:bg-rose-400/10 dark:text-rose-100">
        <h2 id="overview-missed" className="flex items-center gap-2 text-xl font-bold">
          <DoorClosed aria-hidden="true" className="size-6 shrink-0" />
          {t('notAvailable.heading', { count: missed.count })}
        </h2>
        <p className="mt-1">{t('notAvailable.explain')}</p>
        <ul className="mt-3 divide-y divide-rose-300 dark:divide-rose-400/30">
          {missed.visits.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-1">
              <button
                type="button"
                onClick={() => onOpen(visit.id)}
                className="min-h-12 min-w-0 flex-1 basis-64 rounded px-2 py-2 text-left hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 dark:hover:bg-rose-400/15 dark:focus-visible:outline-rose-300"
              >
                <span className="block font-semibold">
                  {visit.name} · <span className="font-mono">{visit.bookingId}</span>
                </span>
                <span className="block text-sm">
                  {t('notAvailable.attemptedAt', { moment: formatMoment(visit.attemptedAt, i18n.language) })}
                  {visit.technicianName ? ` · ${visit.technicianName}` : ''}
                </span>
                {visit.note ? (
                  <span className="block text-sm break-words">
                    {t('notAvailable.note', { note: visit.note })}
                  </span>
                ) : null}
              </button>
              <a
                href={`tel:${visit.phone}`}
                aria-label={t('notAvailable.call', { name: visit.name, phone: formatPhone(visit.phone) })}
                className="inline-flex min-h-12 items-center gap-1 rounded px-2 font-semibold whitespace-nowrap underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 dark:focus-visible:outline-rose-300"
              >
                <Phone aria-hidden="true" className="size-4" />
                {formatPhone(visit.phone)}
              </a>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="mt-2 text-sm">{t('notAvailable.more', { count: more })}</p> : null}
      </div>
    </section>
  );
}
