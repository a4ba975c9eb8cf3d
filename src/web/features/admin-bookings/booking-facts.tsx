import { formatPhone } from '@shared/format';
import { Phone } from 'lucide-react';
import { formatTimeWindow } from '@shared/booking-time';
import type { AdminBookingDetail } from '@shared/contracts/admin-bookings';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import {
  formatMoment,
  formatPreferredDate,
  formatServiceAddress,
} from '../../entities/booking/booking-format';
import { DeviceName } from '../../entities/booking/device-name';
import { FactList } from '../../entities/booking/fact-list';
import { PaymentNote } from './booking-columns';

type Booking = AdminBookingDetail['booking'];
type Translate = TFunction<'admin'>;

/** What the customer entered and what the desk decided, one fact a line. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <FactList
      facts={[
        ...contactFacts(booking, t),
        ...visitFacts(booking, t, i18n.language),
        ...outcomeFacts(booking, t, i18n.language),
      ]}
    />
  );
}

function contactFacts(booking: Booking, t: Translate) {
  return [
    { label: t('details.customer'), value: booking.name },
    {
      label: t('details.phone'),
      value: (
        <a className="inline-flex items-center gap-1 text-primary underline" href={`tel:${booking.phone}`}>
          <Phone className="size-4" aria-hidden="true" />
          {formatPhone(booking.phone)}
        </a>
      ),
    },
    {
      label: t('details.email'),
      value: (
        <a className="text-primary underline" href={`mailto:${booking.email}`}>
          {booking.email}
        </a>
      ),
    },
    { label: t('details.address'), value: formatServiceAddress(booking) },
  ];
}

function visitFacts(booking: Booking, t: Translate, language: string) {
  return [
    {
      label: t('details.device'),
      value: <DeviceName model={booking.deviceModel} unlisted={booking.deviceUnlisted} />,
    },
    ...(booking.problem ? [{ label: t('details.problem'), value: booking.problem }] : []),
    {
      label: t('details.preferred'),
      value: booking.preferredDate
        ? `${formatPreferredDate(booking.preferredDate, language)}${
            booking.preferredTime ? `, ${formatTimeWindow(booking.preferredTime, language)}` : ''
          }`
        : t('details.noPreference'),
    },
    { label: t('details.made'), value: formatMoment(booking.createdAt, language) },
  ];
}

function outcomeFacts(booking: Booking, t: Translate, language: string) {
  return [
    {
      label: t('details.referral'),
      value: booking.referralCode
        ? t('details.referralCode', {
            code: booking.referralCode,
            amount: Math.round(booking.referralDiscount / 100),
          })
        : t('details.noReferral'),
    },
    {
      label: t('details.technician'),
      value: booking.technicianName
        ? `${booking.technicianName}${booking.technicianPhone ? ` · ${formatPhone(booking.technicianPhone)}` : ''}`
        : t('details.noTechnician'),
    },
    ...(booking.payment
      ? [{ label: t('details.payment'), value: <PaymentNote payment={booking.payment} t={t} /> }]
      : []),
    ...(booking.cancelledReason
      ? [
          {
            label: t('details.cancelled'),
            value: `${booking.cancelledReason}${booking.cancelledAt ? ` (${formatMoment(booking.cancelledAt, language)})` : ''}`,
          },
        ]
      : []),
  ];
}
