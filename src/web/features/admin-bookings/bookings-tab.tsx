import { formatPhone } from '@shared/format';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatTimeWindow } from '@shared/booking-time';
import type { AdminBookingRow } from '@shared/contracts/admin-bookings';
import { formatRupees } from '@shared/money';
import { adminBookingExportPath } from '@shared/paths';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import { formatMoment, formatPreferredDate } from '../../entities/booking/booking-format';
import { DeviceName } from '../../entities/booking/device-name';
import { StatusBadge } from '../../entities/booking/status-badge';
import type { BookingFilters as Filters } from './api';
import { useAdminBookings } from './api';
import { BookingFilters } from './booking-filters';

interface BookingsTabProps {
  /** Opens a booking's details. */
  onOpen: (id: string) => void;
  /** A search to start with (a booking id sent from the map). */
  initialSearch?: string | undefined;
}

/** The desk's booking list: searched, filtered, sorted and paged on the server, exported as CSV. */
export function BookingsTab({ onOpen, initialSearch }: BookingsTabProps) {
  const { t, i18n } = useTranslation('admin');
  const [filters, setFilters] = useState<Filters>({});
  const list = useAdminBookings(filters);
  const setSearch = (text: string) => list.setSearch(text);
  useEffect(() => {
    if (initialSearch) setSearch(initialSearch);
    // Only when a new search is handed over, not when the admin types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialSearch]);

  const exportQuery = new URLSearchParams(
    Object.entries({ ...list.params, cursor: undefined, limit: undefined }).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const columns: DataTableColumn<AdminBookingRow>[] = [
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
    { id: 'status', header: t('bookings.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'preferredDate',
      header: t('bookings.preferred'),
      sortable: true,
      cell: (row) =>
        row.preferredDate ? (
          <span className="block whitespace-nowrap">
            {formatPreferredDate(row.preferredDate, i18n.language)}
            {row.preferredTime ? (
              <span className="block text-sm text-muted-foreground">
                {formatTimeWindow(row.preferredTime, i18n.language)}
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
      cell: (row) => <span className="font-semibold tabular-nums">{formatRupees(row.totalPrice)}</span>,
    },
    {
      id: 'createdAt',
      header: t('bookings.made'),
      sortable: true,
      cell: (row) => (
        <span className="text-sm whitespace-nowrap">{formatMoment(row.createdAt, i18n.language)}</span>
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
  return (
    <DataTable
      caption={t('bookings.caption')}
      columns={columns}
      list={list}
      getRowId={(row) => row.id}
      emptyText={t('bookings.empty')}
      errorText={t('bookings.loadFailed')}
      searchLabel={t('bookings.search')}
      exportHref={`${adminBookingExportPath}?${exportQuery.toString()}`}
      filters={<BookingFilters value={filters} onChange={setFilters} />}
    />
  );
}
