import type { BookingView } from '@shared/contracts/bookings';
import { formatRupees } from '@shared/money';
import { EstimateDifference } from '../../../entities/booking/booking-summary';
import { useTranslation } from '../../../lib/use-translation';

/**
 * In the customer's booking details: a new price from the door waiting for their answer (decision
 * 056), which they give on the tracking link sent to them or on the technician's phone; and, once the
 * repair is done, whether they have confirmed it (decision 057).
 */
export function BookingEstimateNote({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('account');
  const estimate = booking.estimate;
  if (estimate?.status === 'pending') {
    return (
      <div role="status" className="mt-4 space-y-2 rounded-xl border-2 border-amber-500 p-4">
        <p className="font-bold">{t('estimate.title')}</p>
        <EstimateDifference estimate={estimate} say={(key, values) => t(`estimate.${key}`, values)} />
        <p className="font-semibold">
          {t('estimate.newTotal', { total: formatRupees(estimate.total) })} ·{' '}
          {t('estimate.previous', { previous: formatRupees(estimate.previousTotal) })}
        </p>
        <p className="text-sm">{t('estimate.answerWithLink')}</p>
      </div>
    );
  }
  if (booking.status === 'completed' && booking.signedOff) {
    return <p className="mt-4 font-semibold text-success">{t('signOff.confirmedNote')}</p>;
  }
  return null;
}
