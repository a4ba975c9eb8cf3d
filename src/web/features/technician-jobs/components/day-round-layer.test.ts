// @vitest-environment jsdom
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import type { DayStop } from '../day-stops';
import { drawRound } from './day-round-layer';
import type { RoundTexts } from './day-round-layer';

const texts: RoundTexts = {
  stop: (number) => `Stop ${number}`,
  leg: (stop) => (stop.km === null ? null : `${stop.km} km`),
  base: 'Your base',
  showJob: (number) => `Go to job ${number}`,
};

const stop = (number: number, lat: number, km: number | null): DayStop => ({
  id: `id-${number}`,
  number,
  lat,
  lng: 85.8,
  bookingId: `BK-${number}`,
  name: `Customer ${number}`,
  km,
  fromBase: number === 1,
});

function drawn(base: { lat: number; lng: number } | null) {
  const map = L.map(document.createElement('div'), { center: [20, 85], zoom: 10 });
  const layer = L.layerGroup().addTo(map);
  drawRound(map, layer, { stops: [stop(1, 20.3, 2), stop(3, 20.4, 5)], base }, texts, () => {});
  const layers = layer.getLayers();
  return {
    markers: layers.filter((l): l is L.Marker => l instanceof L.Marker),
    line: layers.find((l): l is L.Polyline => l instanceof L.Polyline),
  };
}

describe('drawRound', () => {
  it('draws the base, the numbered stops and the line from the base through the stops in order', () => {
    const { markers, line } = drawn({ lat: 20.2, lng: 85.8 });
    expect(markers.map((m) => m.options.title)).toEqual([
      'Your base',
      'Stop 1: BK-1, Customer 1, 2 km',
      'Stop 3: BK-3, Customer 3, 5 km',
    ]);
    const points = (line!.getLatLngs() as L.LatLng[]).map((p) => p.lat);
    expect(points).toEqual([20.2, 20.3, 20.4]);
  });

  it('starts the line at the first stop without a base', () => {
    const { markers, line } = drawn(null);
    expect(markers).toHaveLength(2);
    expect((line!.getLatLngs() as L.LatLng[]).map((p) => p.lat)).toEqual([20.3, 20.4]);
  });
});
