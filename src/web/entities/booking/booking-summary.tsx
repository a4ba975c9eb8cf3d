import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { BookedService } from '@shared/contracts/bookings';
import { formatRupees } from '@shared/money';
import { cn } from '../../lib/cn';
import { useRepairWords, useServicePrice } from '../../lib/repair-words';
import { subtotalOf } from '@shared/booking-rules';
import { conditionParts } from '@shared/schemas/device-condition';
import type { RecordedCondition } from '@shared/schemas/device-condition';
import type { EstimateView } from '@shared/contracts/door';
import { formatDateTime } from '@shared/format';
import { FactList } from './fact-list';

interface BookingSummaryProps {
  services: readonly Pick<BookedService, 'id' | 'name' | 'slug' | 'priceAmount' | 'priceOnInspection'>[];
  /** Paise off for a referral code; the line shows only when above zero. */
  referralDiscount: number;
  referralCode?: string | null | undefined;
  /** Paise the customer pays: the services minus the discount. */
  totalPrice: number;
  /** The heading's level where the summary sits (h2 on a page, h3 inside a dialog). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * 'Selected Repairs' with their prices, the referral discount and 'Total Amount'. Shared by the
 * booking form, the confirmation page and the booking details dialog.
 */
export function BookingSummary({
  services,
  referralDiscount,
  referralCode,
  totalPrice,
  headingLevel: Heading = 'h2',
  className,
}: BookingSummaryProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const subtotal = subtotalOf(services);
  const priceOf = useServicePrice();
  const inLanguage = useRepairWords();
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-bold">
        {t('bookings.summary.title')}
      </Heading>
      {services.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('bookings.summary.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border border-b border-border" data-testid="summary-repairs">
          {services.map((service) => (
            <li key={service.id} className="flex justify-between gap-4 py-2">
              <span className="min-w-0 break-words">{inLanguage(service).name}</span>
              <span className="shrink-0 font-semibold tabular-nums">{priceOf(service)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-2 space-y-1">
        {referralDiscount > 0 ? (
          <>
            <SummaryLine label={t('bookings.summary.subtotal')} value={formatRupees(subtotal)} />
            <SummaryLine
              label={
                referralCode
                  ? t('bookings.summary.referralDiscount', { code: referralCode })
                  : t('bookings.summary.referralDiscountNoCode')
              }
              value={`−${formatRupees(referralDiscount)}`}
              className="text-success"
            />
          </>
        ) : null}
        <SummaryLine
          label={t('bookings.summary.total')}
          value={formatRupees(totalPrice)}
          className="pt-1 text-lg font-bold"
          testId="summary-total"
        />
      </dl>
    </section>
  );
}

function SummaryLine({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

// The device's condition lives here beside the services and total, not in a file of its own: every
// page that shows it shows the summary too, and a module of its own would be one more name in every
// page's first script (the home page's budget).

/** Values that say something is wrong, marked in words and colour alike. */
const worrying = new Set(['cracked', 'shattered', 'scratched', 'dented', 'triggered', 'faulty', 'off']);

/**
 * The device's state as the technician found it before work began (issue 32): on the tracking page,
 * in the customer's booking details, and on the technician's card once recorded.
 */
export function DeviceConditionFacts({
  condition,
  headingLevel = 'h3',
  className,
}: {
  condition: RecordedCondition;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const { t, i18n } = useTranslation('account');
  const Heading = headingLevel;
  const time = formatDateTime(new Date(condition.recordedAt), i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const facts = [
    ...conditionParts.map((part) => {
      const value = condition[part];
      return {
        label: t(`deviceCondition.part.${part}`),
        value: (
          <span className={cn(worrying.has(value) && 'font-semibold text-danger')}>
            {t(`deviceCondition.value.${value}`)}
          </span>
        ),
      };
    }),
    {
      label: t('deviceCondition.imei'),
      value: condition.imeiLast4
        ? t('deviceCondition.imeiDigits', { digits: condition.imeiLast4 })
        : t('deviceCondition.imeiUnread'),
    },
    ...(condition.note ? [{ label: t('deviceCondition.note'), value: condition.note }] : []),
  ];
  return (
    <section className={className} data-testid="device-condition">
      <Heading className="text-lg font-bold">{t('deviceCondition.title')}</Heading>
      <p className="text-muted-foreground">{t('deviceCondition.checkedAt', { time })}</p>
      <FactList facts={facts} />
    </section>
  );
}

// Kept beside the booking's summary (one chunk that the tracking page and the job card already
// share), not a module of its own: each new shared chunk adds its name to the home page's preload map.

/**
 * A revised estimate's difference line by line (decision 056): what it adds and what it takes off,
 * each with its price, in the reader's language. `say` gives the line's words ('Added: {repair},
 * {amount}'), from whichever catalogue the page reads.
 */
export function EstimateDifference({
  estimate,
  say,
}: {
  estimate: Pick<EstimateView, 'added' | 'removed'>;
  say: (key: 'added' | 'removed', values: { repair: string; amount: string }) => string;
}) {
  const inLanguage = useRepairWords();
  const line = (key: 'added' | 'removed', service: EstimateView['added'][number]) => (
    <li
      key={`${key}-${service.id}`}
      className={key === 'added' ? 'font-semibold' : 'text-muted-foreground line-through decoration-1'}
    >
      {say(key, { repair: inLanguage(service).name, amount: formatRupees(service.priceAmount) })}
    </li>
  );
  return (
    <ul className="space-y-1">
      {estimate.added.map((service) => line('added', service))}
      {estimate.removed.map((service) => line('removed', service))}
    </ul>
  );
}
