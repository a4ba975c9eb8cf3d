import type { useTranslation } from '../../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import type { BookingView } from '@shared/contracts/bookings';
import { formatPreferredDate, formatServiceAddress } from '../../../entities/booking/booking-format';
import type { Fact } from '../../../entities/booking/fact-list';

type Translate = ReturnType<typeof useTranslation<'account'>>['t'];

/** What, when and where of a visit: the rows the details dialog and the confirmation page share. */
export function visitFacts(booking: BookingView, t: Translate, language: string): Fact[] {
  return [
    {
      label: t('bookings.details.device'),
      value: booking.deviceUnlisted
        ? t('bookings.details.deviceNotListed', { model: booking.deviceModel })
        : booking.deviceModel,
    },
    {
      label: t('bookings.details.date'),
      value: booking.preferredDate
        ? formatPreferredDate(booking.preferredDate, language)
        : t('bookings.details.noDate'),
    },
    {
      label: t('bookings.details.time'),
      value: booking.preferredTime
        ? formatTimeWindow(booking.preferredTime, language)
        : t('bookings.details.anyTime'),
    },
    { label: t('bookings.details.address'), value: formatServiceAddress(booking) },
  ];
}
