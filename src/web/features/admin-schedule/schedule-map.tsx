import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { formatTimeWindow } from '@shared/booking-time';
import { mapPin } from '../../components/map/map-pin';
import { fitToPoints, useLeafletMap, useTileLayer } from '../../components/map/use-leaflet-map';
import { useMapTiles } from '../../components/map/use-map-tiles';
import { useTranslation } from '../../lib/use-translation';
import { colourOf, WAITING_COLOUR } from './schedule-model';

// The day's jobs on a map, a pin per job in its technician's colour (waiting ones grey); the legend
// names the colours and each pin's title says whose job it is. Loaded lazily by the schedule tab, so
// Leaflet stays with the admin desk. Without tiles (none configured, or none loaded) the pins still show.

interface ScheduleMapProps {
  team: readonly ScheduleTechnician[];
  jobs: readonly ScheduleJob[];
  onOpen: (id: string) => void;
}

export default function ScheduleMap({ team, jobs, onOpen }: ScheduleMapProps) {
  const { t, i18n } = useTranslation(['adminSchedule', 'admin']);
  const containerRef = useRef<HTMLDivElement>(null);
  const tiles = useMapTiles();
  const { mapRef, layerRef } = useLeafletMap(containerRef, {
    zoomIn: t('admin:map.zoomIn'),
    zoomOut: t('admin:map.zoomOut'),
  });
  const tilesFailed = useTileLayer(mapRef, tiles.data);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  const located = jobs.filter((job) => job.lat !== null && job.lng !== null);
  const pinsKey = JSON.stringify(located.map((job) => [job.id, job.technicianId, job.lat, job.lng]));
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const points: L.LatLngTuple[] = [];
    for (const job of located) {
      const point: L.LatLngTuple = [job.lat!, job.lng!];
      points.push(point);
      const who = team.find((member) => member.id === job.technicianId)?.name ?? t('map.unassigned');
      const title = `${job.bookingId}, ${formatTimeWindow(job.window, i18n.language)}: ${who}`;
      const icon = mapPin({ colour: colourOf(team, job.technicianId) });
      L.marker(point, { icon, title, alt: title, keyboard: true })
        .on('click', () => openRef.current(job.id))
        .addTo(layer);
    }
    fitToPoints(map, points, 0.15);
    // The pins change with the jobs' places and technicians, not with every refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinsKey, team, i18n.language]);

  const unlocated = jobs.length - located.length;
  return (
    <div className="space-y-2">
      <div
        ref={containerRef}
        role="region"
        aria-label={t('map.label')}
        className="app-map relative z-0 h-72 w-full overflow-hidden rounded-xl border border-border sm:h-96"
      />
      <MapLegend team={team} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {located.length === 0 && jobs.length > 0 ? t('map.none') : null}
        {unlocated > 0 && located.length > 0 ? t('map.unlocated', { count: unlocated }) : null}
        {tilesFailed || (tiles.isSuccess && !tiles.data.tileUrl) ? ` ${t('map.noTiles')}` : null}
      </p>
    </div>
  );
}

/** Whose colour is whose: every technician, and grey for the jobs waiting. */
function MapLegend({ team }: { team: readonly ScheduleTechnician[] }) {
  const { t } = useTranslation('adminSchedule');
  const entries = [
    ...team.map((member) => ({
      key: String(member.id),
      name: member.name,
      colour: colourOf(team, member.id),
    })),
    { key: 'waiting', name: t('map.unassigned'), colour: WAITING_COLOUR },
  ];
  return (
    <ul aria-label={t('map.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-full"
            style={{ backgroundColor: entry.colour }}
          />
          {entry.name}
        </li>
      ))}
    </ul>
  );
}
