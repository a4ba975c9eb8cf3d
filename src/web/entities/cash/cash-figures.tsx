import { TriangleAlert } from 'lucide-react';
import type { CashDay, TechnicianCash, TechnicianCashSummary } from '@shared/contracts/cash';
import { formatDateTime } from '@shared/format';
import { formatRupees } from '@shared/money';
import { useTranslation } from '../../lib/use-translation';

// A technician's cash as the admin desk and the technician's own dashboard both show it (decision 064):
// what is held and since when, the flag for cash held too long, and the days, handovers and collections.

// An India date is read at UTC midnight and shown in UTC, so it never moves a day.
const dayLabel: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
export const formatCashDay = (date: string, language: string) =>
  formatDateTime(new Date(`${date}T00:00:00Z`), language, dayLabel);
/** A moment, in India time. */
const formatMoment = (iso: string, language: string) =>
  formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'short' });

/** What is held above `heldDays` days, as a warning; nothing when none is. */
export function OverdueNote({
  cash,
  heldDays,
  own = false,
}: {
  cash: TechnicianCashSummary;
  heldDays: number;
  own?: boolean;
}) {
  const { t } = useTranslation('teamCash');
  if (cash.overdue <= 0) return null;
  const values = { days: heldDays, amount: formatRupees(cash.overdue) };
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
      data-testid="cash-overdue"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {own ? t('overdueOwn', values) : t('overdue', values)}
    </p>
  );
}

/** In hand, held since, and the last handover. */
export function CashSummary({ cash }: { cash: TechnicianCash }) {
  const { t, i18n } = useTranslation('teamCash');
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-lg bg-muted p-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted-foreground">{t('inHand')}</dt>
        <dd className="text-xl font-bold tabular-nums" data-testid="cash-in-hand">
          {formatRupees(cash.inHand)}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('heldSince')}</dt>
        <dd className="font-semibold">
          {cash.heldSince ? formatMoment(cash.heldSince, i18n.language) : t('nothingHeld')}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('lastHandover')}</dt>
        <dd className="font-semibold">
          {cash.lastHandoverOn ? formatCashDay(cash.lastHandoverOn, i18n.language) : t('never')}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The reconciliation: each day's collected, handed over, difference and what was left. A table from
 * 640 px; below that each day is a short list, so no figure hides behind a sideways scroll.
 */
export function CashDaysTable({ cash }: { cash: TechnicianCash }) {
  const { t, i18n } = useTranslation('teamCash');
  const language = i18n.language;
  if (cash.days.length === 0) return <p className="text-sm text-muted-foreground">{t('noDays')}</p>;
  const money = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));
  const figures = (day: CashDay) => [
    { label: t('collected'), value: formatRupees(day.collected) },
    { label: t('handedOver'), value: formatRupees(day.handedOver) },
    { label: t('difference'), value: money(day.difference), settled: day.difference === 0 },
    { label: t('dayEnd'), value: formatRupees(day.inHand) },
  ];
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border sm:block">
        <table className="w-full text-left text-sm" data-testid="cash-days">
          <caption className="sr-only">{t('daysCaption', { name: cash.name })}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('date')}
              </th>
              {figures(cash.days[0]!).map(({ label }) => (
                <th key={label} scope="col" className="px-3 py-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {cash.days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {formatCashDay(day.date, language)}
                </th>
                {figures(day).map(({ label, value, settled }) => (
                  <td
                    key={label}
                    className={`px-3 py-2 text-right tabular-nums ${settled ? 'font-semibold text-success' : ''}`}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 sm:hidden" aria-label={t('daysCaption', { name: cash.name })}>
        {cash.days.map((day) => (
          <li key={day.date} className="rounded-lg border border-border p-3">
            <p className="font-semibold">{formatCashDay(day.date, language)}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {figures(day).map(({ label, value, settled }) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className={`tabular-nums ${settled ? 'font-semibold text-success' : ''}`}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The handovers and the cash collected in the range, newest first. */
export function CashMoves({ cash }: { cash: TechnicianCash }) {
  const { t, i18n } = useTranslation('teamCash');
  const language = i18n.language;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-label={t('handovers')}>
        <h4 className="mb-2 font-semibold">{t('handovers')}</h4>
        {cash.handovers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noHandovers')}</p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="cash-handovers">
            {cash.handovers.map((handover) => (
              <li key={handover.id}>
                {t('handover', {
                  amount: formatRupees(handover.amount),
                  date: formatCashDay(handover.handedOn, language),
                  person: handover.receivedBy,
                })}
                {handover.note ? <span className="block text-muted-foreground">{handover.note}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('collections')}>
        <h4 className="mb-2 font-semibold">{t('collections')}</h4>
        {cash.collections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noDays')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {cash.collections.map((collection) => (
              <li key={`${collection.bookingId}-${collection.recordedAt}`}>
                {t('collection', { amount: formatRupees(collection.amount), id: collection.bookingId })}
                <span className="block text-muted-foreground">
                  {formatMoment(collection.recordedAt, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
