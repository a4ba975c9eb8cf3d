import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { adminBookingExportPath } from '@shared/paths';
import { DataTable } from '../../components/ui/data-table';
import type { BookingFilters as Filters } from './api';
import { useAdminBookings } from './api';
import { bookingColumns } from './booking-columns';
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
  const columns = bookingColumns(t, i18n.language, onOpen);
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
