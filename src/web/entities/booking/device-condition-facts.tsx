import { ClipboardCheck } from 'lucide-react';
import { conditionParts } from '@shared/schemas/device-condition';
import type { RecordedCondition } from '@shared/schemas/device-condition';
import { formatDateTime } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { FactList } from './fact-list';

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
  const { t, i18n } = useTranslation('deviceCondition');
  const Heading = headingLevel;
  const time = formatDateTime(new Date(condition.recordedAt), i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const facts = [
    ...conditionParts.map((part) => {
      const value = condition[part];
      return {
        label: t(`part.${part}`),
        value: (
          <span className={cn(worrying.has(value) && 'font-semibold text-danger')}>
            {t(`value.${value}`)}
          </span>
        ),
      };
    }),
    {
      label: t('imei'),
      value: condition.imeiLast4 ? t('imeiDigits', { digits: condition.imeiLast4 }) : t('imeiUnread'),
    },
    ...(condition.note ? [{ label: t('note'), value: condition.note }] : []),
  ];
  return (
    <section className={className} data-testid="device-condition">
      <Heading className="flex items-center gap-2 text-lg font-bold">
        <ClipboardCheck className="size-5 text-primary" aria-hidden="true" />
        {t('title')}
      </Heading>
      <p className="text-muted-foreground">{t('checkedAt', { time })}</p>
      <FactList facts={facts} />
    </section>
  );
}
