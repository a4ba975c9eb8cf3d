import 'leaflet/dist/leaflet.css';
import './schedule-map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { MapConfig } from '@shared/geocode-types';
import type { ScheduleJob, ScheduleTechnician } from '@shared/contracts/admin-schedule';
import { formatTimeWindow } from '@shared/booking-time';
import { attributionHtml } from '../../lib/map-attribution';
import { addZoomControl } from '../../lib/map-zoom';
import type { ZoomLabels } from '../../lib/map-zoom';
import { mapAnimations } from '../../lib/motion';
import { useTranslation } from '../../lib/use-translation';
import { useMapTiles } from './api';
import { colourOf, WAITING_COLOUR } from './schedule-model';

// The day's jobs on a map, a pin per job in its technician's colour (waiting ones grey); the legend
// names the colours and each pin's title says whose job it is. Loaded lazily by the schedule tab, so
// Leaflet stays with the admin desk. Without tiles (none configured, or none loaded) the pins still show.

const INDIA_CENTRE: L.LatLngTuple = [22.5, 79];
const INDIA_ZOOM = 5;

interface ScheduleMapProps {
  team: readonly ScheduleTechnician[];
  jobs: readonly ScheduleJob[];
  onOpen: (id: string) => void;
}

const pin = (colour: string) =>
  L.divIcon({
    className: 'schedule-pin',
    html:
      `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" style="color:${colour}">` +
      '<path d="M16 39C16 39 29 25.5 29 15.5A13 13 0 0 0 3 15.5C3 25.5 16 39 16 39Z" fill="currentColor" stroke="#fff" stroke-width="2.5"/>' +
      '<circle cx="16" cy="15.5" r="5" fill="#fff"/></svg>',
    iconSize: [32, 40],
    iconAnchor: [16, 39],
  });

export default function ScheduleMap({ team, jobs, onOpen }: ScheduleMapProps) {
  const { t, i18n } = useTranslation(['adminSchedule', 'admin']);
  const containerRef = useRef<HTMLDivElement>(null);
  const tiles = useMapTiles();
  const { mapRef, layerRef, tilesFailed } = useScheduleLeaflet(
    containerRef,
    { zoomIn: t('admin:map.zoomIn'), zoomOut: t('admin:map.zoomOut') },
    tiles.data,
  );
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
      L.marker(point, { icon: pin(colourOf(team, job.technicianId)), title, alt: title, keyboard: true })
        .on('click', () => openRef.current(job.id))
        .addTo(layer);
    }
    if (points.length > 0) map.fitBounds(L.latLngBounds(points).pad(0.15), { maxZoom: 14 });
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
        className="schedule-map relative z-0 h-72 w-full overflow-hidden rounded-xl border border-border sm:h-96"
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

/** The map and its tiles; true in `tilesFailed` when not one tile loaded (the pins still show). */
function useScheduleLeaflet(
  containerRef: RefObject<HTMLDivElement | null>,
  { zoomIn, zoomOut }: ZoomLabels,
  tiles: MapConfig | undefined,
) {
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const map = L.map(element, {
      zoomControl: false,
      center: INDIA_CENTRE,
      zoom: INDIA_ZOOM,
      ...mapAnimations(),
      scrollWheelZoom: false,
      // On phones one finger scrolls the page; two fingers move and zoom the map.
      dragging: !L.Browser.mobile,
    });
    map.attributionControl.setPrefix(false);
    addZoomControl(map, { zoomIn, zoomOut });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [containerRef, zoomIn, zoomOut]);

  const tileUrl = tiles?.tileUrl;
  const attribution = tiles?.attribution;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let loadedAny = false;
    const layer = L.tileLayer(tileUrl, { attribution: attributionHtml(attribution ?? ''), maxZoom: 19 });
    // A missing tile now and then is normal; a map with no tile at all deserves a word.
    layer.on('tileload', () => {
      loadedAny = true;
      setTilesFailed(false);
    });
    layer.on('tileerror', () => {
      if (!loadedAny) setTilesFailed(true);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [tileUrl, attribution]);
  return { mapRef, layerRef, tilesFailed };
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
