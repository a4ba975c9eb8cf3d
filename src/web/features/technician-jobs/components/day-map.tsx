import { useEffect, useId, useRef } from 'react';
import { formatNumber } from '@shared/format';
import type { GeoPoint } from '@shared/visit-order';
import { useLeafletMap, useTileLayer } from '../../../components/map/use-leaflet-map';
import { useMapTiles } from '../../../components/map/use-map-tiles';
import { useTranslation } from '../../../lib/use-translation';
import type { DayStop } from '../day-stops';
import { roundKm } from '../day-stops';
import { drawRound } from './day-round-layer';
import type { RoundTexts } from './day-round-layer';

// Today's round on a map (issue 31): a numbered pin per stop (the number of the list), the base
// where the round starts, and a line joining them in visit order. The list stays the primary view:
// the map is a labelled region described by the text under it, and one key press skips it. Loaded
// lazily by the Today list, so Leaflet comes only to the technician's dashboard.

interface DayMapProps {
  stops: readonly DayStop[];
  base: GeoPoint | null;
  /** How many of today's jobs have no coordinates (they are in the list only). */
  unlocated: number;
  /** Scroll to and focus the stop's job card. */
  onShow: (id: string) => void;
  /** Move past the map, to the list. */
  onSkip: () => void;
}

export default function DayMap({ stops, base, unlocated, onShow, onSkip }: DayMapProps) {
  const { t, i18n } = useTranslation('technicianJobs');
  const containerRef = useRef<HTMLDivElement>(null);
  const describedBy = useId();
  const { mapRef, layerRef } = useLeafletMap(containerRef, {
    zoomIn: t('trip.zoomIn'),
    zoomOut: t('trip.zoomOut'),
  });
  const km = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  const texts: RoundTexts = {
    stop: (number) => t('trip.stop', { number }),
    leg: (stop) =>
      stop.km === null ? null : t(stop.fromBase ? 'trip.fromBase' : 'trip.fromPrevious', { km: km(stop.km) }),
    base: t('trip.mapBase'),
    showJob: (number) => t('trip.mapShowJob', { number }),
  };
  const latest = useRef({ texts, onShow });
  useEffect(() => {
    latest.current = { texts, onShow };
  });

  // The pins change with the stops and their order, not with every refresh of the list.
  const pinsKey = JSON.stringify([stops, base, i18n.language]);
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    drawRound(map, layer, { stops, base }, latest.current.texts, (id) => latest.current.onShow(id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapRef, layerRef, pinsKey]);

  const tiles = useMapTiles();
  const tilesFailed = useTileLayer(mapRef, tiles.data);
  return (
    <div className="mb-4 space-y-2">
      <button
        type="button"
        onClick={onSkip}
        className="sr-only rounded-lg bg-card px-3 py-2 font-semibold text-primary underline focus:not-sr-only focus:inline-block"
      >
        {t('trip.mapSkip')}
      </button>
      <div
        ref={containerRef}
        role="region"
        aria-label={t('trip.mapTitle')}
        aria-describedby={describedBy}
        data-testid="day-map"
        className="app-map relative z-0 h-64 w-full overflow-hidden rounded-xl border border-border sm:h-80"
      />
      <div id={describedBy} className="space-y-0.5 text-sm text-muted-foreground">
        <p>
          {t('trip.mapStops', { count: stops.length, km: km(roundKm(stops)) })}. {t('trip.mapHint')}
        </p>
        {unlocated > 0 ? <p>{t('trip.mapUnlocated', { count: unlocated })}</p> : null}
        {tilesFailed || (tiles.isSuccess && !tiles.data.tileUrl) ? <p>{t('trip.mapFailed')}</p> : null}
      </div>
    </div>
  );
}
