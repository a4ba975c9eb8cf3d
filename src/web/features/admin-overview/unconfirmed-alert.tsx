import { TriangleAlert } from 'lucide-react';
import type { AdminOverview } from '@shared/contracts/admin-desk';
import { formatMoment } from '../../entities/booking/booking-format';
import { useTranslation } from '../../lib/use-translation';

/**
 * Pending bookings nobody has confirmed within the allowed working minutes (the server counts them),
 * longest waiting first, each opening its details; nothing at all while there are none. Amber, like
 * a pending badge, on its own background (a card's would cover it).
 */
export function UnconfirmedAlert({
  unconfirmed,
  onOpen,
}: {
  unconfirmed: AdminOverview['unconfirmed'];
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('adminAlerts');
  if (unconfirmed.count === 0) return null;
  const more = unconfirmed.count - unconfirmed.oldest.length;
  return (
    <section aria-labelledby="overview-unconfirmed" data-testid="unconfirmed-alert">
      <div className="rounded-2xl border border-amber-400 bg-amber-50 p-4 shadow-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
        <h2 id="overview-unconfirmed" className="flex items-center gap-2 text-xl font-bold">
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
          {t('unconfirmed.heading', { count: unconfirmed.count })}
        </h2>
        <p className="mt-1">{t('unconfirmed.explain', { minutes: unconfirmed.minutes })}</p>
        <ul className="mt-3 divide-y divide-amber-300 dark:divide-amber-400/30">
          {unconfirmed.oldest.map((booking) => (
            <li key={booking.id}>
              <button
                type="button"
                onClick={() => onOpen(booking.id)}
                className="flex min-h-12 w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded px-2 py-2 text-left hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:hover:bg-amber-400/15 dark:focus-visible:outline-amber-300"
              >
                <span className="min-w-0 font-semibold">
                  {booking.name} · {booking.deviceModel}
                </span>
                <span className="text-sm">
                  <span className="font-mono">{booking.bookingId}</span> ·{' '}
                  {t('unconfirmed.madeAt', { moment: formatMoment(booking.createdAt, i18n.language) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="mt-2 text-sm">{t('unconfirmed.more', { count: more })}</p> : null}
      </div>
    </section>
  );
}
