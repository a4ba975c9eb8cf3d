import { formatPhone } from '@shared/format';
import type { TFunction } from 'i18next';
import { formatTimeWindow } from '@shared/booking-time';
import type { AdminBookingRow } from '@shared/contracts/admin-bookings';
import type { CollectedPayment } from '@shared/booking-payment';
import { formatRupees } from '@shared/money';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { formatMoment, formatPreferredDate } from '../../entities/booking/booking-format';
import { DeviceName } from '../../entities/booking/device-name';
import { StatusBadge } from '../../entities/booking/status-badge';
import { daysAtWorkshop } from '@shared/schemas/workshop';

type Column = DataTableColumn<AdminBookingRow>;
type Translate = TFunction<'admin'>;

/** The booking list's columns: whose booking and for what, then its status, visit, money and actions. */
export function bookingColumns(t: Translate, language: string, onOpen: (id: string) => void): Column[] {
  return [...whoColumns(t, onOpen), ...progressColumns(t, language, onOpen)];
}

function whoColumns(t: Translate, onOpen: (id: string) => void): Column[] {
  return [
    {
      id: 'bookingId',
      header: t('bookings.bookingId'),
      cell: (row) => (
        <button
          type="button"
          className="min-h-11 rounded font-mono text-sm font-semibold whitespace-nowrap text-primary underline"
          onClick={() => onOpen(row.id)}
          aria-label={t('bookings.viewBooking', { id: row.bookingId })}
        >
          {row.bookingId}
        </button>
      ),
    },
    {
      id: 'customer',
      header: t('bookings.customer'),
      cell: (row) => (
        <span className="block min-w-36">
          <span className="block font-medium">{row.name}</span>
          <a className="text-sm whitespace-nowrap text-muted-foreground" href={`tel:${row.phone}`}>
            {formatPhone(row.phone)}
          </a>
        </span>
      ),
    },
    {
      id: 'device',
      header: t('bookings.device'),
      cell: (row) => (
        <span className="block min-w-32">
          <DeviceName model={row.deviceModel} unlisted={row.deviceUnlisted} />
          <span className="block text-sm text-muted-foreground">{row.city}</span>
        </span>
      ),
    },
  ];
}

function progressColumns(t: Translate, language: string, onOpen: (id: string) => void): Column[] {
  return [
    {
      id: 'status',
      header: t('bookings.status'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={row.status} />
          {row.atWorkshopSince ? (
            <span className="text-sm text-muted-foreground">
              {t('bookings.daysAtWorkshop', { count: daysAtWorkshop(row.atWorkshopSince, new Date()) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'preferredDate',
      header: t('bookings.preferred'),
      sortable: true,
      cell: (row) =>
        row.preferredDate ? (
          <span className="block whitespace-nowrap">
            {formatPreferredDate(row.preferredDate, language)}
            {row.preferredTime ? (
              <span className="block text-sm text-muted-foreground">
                {formatTimeWindow(row.preferredTime, language)}
              </span>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'technician',
      header: t('bookings.technician'),
      cell: (row) =>
        row.technicianName ?? <span className="text-muted-foreground">{t('bookings.unassigned')}</span>,
    },
    {
      id: 'total',
      header: t('bookings.total'),
      cell: (row) => (
        <span className="block whitespace-nowrap">
          <span className="block font-semibold tabular-nums">{formatRupees(row.totalPrice)}</span>
          {row.payment ? <PaymentNote payment={row.payment} t={t} /> : null}
        </span>
      ),
    },
    {
      id: 'createdAt',
      header: t('bookings.made'),
      sortable: true,
      cell: (row) => (
        <span className="text-sm whitespace-nowrap">{formatMoment(row.createdAt, language)}</span>
      ),
    },
    {
      id: 'view',
      header: t('actions'),
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOpen(row.id)}
          aria-label={t('bookings.viewBooking', { id: row.bookingId })}
        >
          {t('bookings.view')}
        </Button>
      ),
    },
  ];
}

/** What the technician took: the method and amount, and a shortfall in the danger colour. */
export function PaymentNote({ payment, t }: { payment: CollectedPayment; t: Translate }) {
  const taken = t(`bookings.collected.${payment.method}`, { amount: formatRupees(payment.amount) });
  return (
    <span className="block text-sm">
      <span className="text-muted-foreground">{taken}</span>
      {payment.reference ? (
        <span className="block font-mono text-muted-foreground">
          {t('bookings.collected.reference', { reference: payment.reference })}
        </span>
      ) : null}
      {payment.shortBy > 0 ? (
        <span className="block font-semibold text-danger">
          {t('bookings.collected.short', { amount: formatRupees(payment.shortBy) })}
        </span>
      ) : payment.shortBy < 0 ? (
        <span className="block font-semibold">
          {t('bookings.collected.over', { amount: formatRupees(-payment.shortBy) })}
        </span>
      ) : null}
    </span>
  );
}
