import { Truck } from 'lucide-react';
import type { OnTheWay } from '@shared/contracts/bookings';
import { formatDateTime } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';

/** 'On the way, about 25 minutes (around 11:25 AM)': for the tracking page and the customer's bookings. */
export function OnTheWayNote({
  onTheWay,
  inButton = false,
}: {
  onTheWay: OnTheWay | null;
  inButton?: boolean;
}) {
  const { t, i18n } = useTranslation('account');
  if (!onTheWay) return null;
  const time = formatDateTime(new Date(onTheWay.expectedArrivalAt), i18n.language, { timeStyle: 'short' });
  // Inside a button (a booking card) only phrasing content may stand, and the button speaks for it.
  const Tag = inButton ? 'span' : 'p';
  return (
    <Tag
      className="flex items-start gap-3 rounded-lg bg-primary-soft p-3 text-lg font-semibold"
      data-testid="on-the-way"
      {...(inButton ? {} : { role: 'status' })}
    >
      <Truck className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {onTheWay.minutes > 0 ? t('onTheWay.about', { minutes: onTheWay.minutes, time }) : t('onTheWay.soon')}
      </span>
    </Tag>
  );
}
