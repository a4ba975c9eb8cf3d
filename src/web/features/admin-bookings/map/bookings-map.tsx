import './bookings-map.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { bookingStatuses } from '@shared/booking-status';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../entities/booking/status-badge';
import type { BookingFilters as Filters } from '../api';
import { useMapTiles } from '../../../components/map/use-map-tiles';
import { useBookingMap } from '../api';
import { BookingFilters } from '../booking-filters';
import { useBookingsLeaflet } from './use-bookings-leaflet';
import type { MapCallbacks, MapFocus } from './use-bookings-leaflet';

// 'User Locations Dashboard': every located booking on a Leaflet map, clustered, coloured by status
// (the marker's title says the status in words too), filtered by status and the dates it was made.
// A marker opens the booking's details; a cluster zooms in to its bookings.

export type { MapFocus } from './use-bookings-leaflet';

interface BookingsMapProps {
  /** A marker was chosen: show that booking. */
  onOpen: (id: string) => void;
  focus?: MapFocus | null;
}

export function BookingsMap({ onOpen, focus }: BookingsMapProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [filters, setFilters] = useState<Pick<Filters, 'status' | 'from' | 'to'>>({});
  const points = useBookingMap(filters);
  const config = useMapTiles();
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks: MapCallbacks = {
    onOpen,
    texts: { status: (status) => t(`status.${status}`), cluster: (count) => t('map.cluster', { count }) },
  };
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const data = points.data?.points;
  useBookingsLeaflet({
    container: containerRef,
    latest,
    zoomLabels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') },
    tiles: config.data,
    points: data,
    filtersKey: JSON.stringify(filters),
    focus,
  });

  const filtered = Boolean(filters.status || filters.from || filters.to);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BookingFilters value={filters} onChange={setFilters} only={['status', 'from', 'to']} />
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => setFilters({})}>
            {t('map.clear')}
          </Button>
        ) : null}
      </div>
      <div
        ref={containerRef}
        role="region"
        aria-label={t('map.label')}
        className="app-map booking-map h-[22rem] w-full overflow-hidden rounded-xl border border-border sm:h-[28rem]"
      />
      <MapFooter points={points} noTiles={config.isSuccess && !config.data.tileUrl} />
    </Card>
  );
}

/** How many bookings are shown (or why none), and the status colours' legend. */
function MapFooter({ points, noTiles }: { points: ReturnType<typeof useBookingMap>; noTiles: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const data = points.data?.points;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {points.isError
          ? t('map.loadFailed')
          : points.isPending
            ? t('common:loading')
            : data && data.length === 0
              ? t('map.noPoints')
              : t('map.count', { count: data?.length ?? 0 })}
        {points.data?.truncated ? ` ${t('map.truncated', { count: data?.length ?? 0 })}` : ''}
        {noTiles ? ` ${t('map.noTiles')}` : ''}
      </p>
      <ul aria-label={t('map.legend')} className="flex flex-wrap gap-1.5">
        {bookingStatuses.map((status) => (
          <li key={status}>
            <StatusBadge status={status} className="text-xs" />
          </li>
        ))}
      </ul>
    </div>
  );
}
