import { describe, expect, it } from 'vitest';
import { haversineKm, orderVisits } from './visit-order';

// Points around Bhubaneswar: the station, Patia (north), Khandagiri (west) and Old Town (south).
const station = { lat: 20.2667, lng: 85.8431 };
const patia = { lat: 20.3533, lng: 85.8266 };
const khandagiri = { lat: 20.2597, lng: 85.7806 };
const oldTown = { lat: 20.2376, lng: 85.8338 };

const stop = (id: string, window: string, point: { lat: number; lng: number } | null) => ({
  id,
  window,
  lat: point?.lat ?? null,
  lng: point?.lng ?? null,
});
const ids = (stops: { stop: { id: string } }[]) => stops.map((s) => s.stop.id);

describe('haversineKm', () => {
  it('measures the straight line between two points in kilometres', () => {
    expect(haversineKm(station, patia)).toBeCloseTo(9.76, 1);
    expect(haversineKm(station, station)).toBe(0);
  });
});

describe('orderVisits', () => {
  it('keeps the windows in order, whatever the distances', () => {
    const stops = [stop('late', '13:00', station), stop('early', '09:00', patia)];
    expect(ids(orderVisits(stops, (s) => s.window, station))).toEqual(['early', 'late']);
  });

  it('within a window goes to the nearest stop next, starting from the base', () => {
    const stops = [
      stop('patia', '09:00', patia),
      stop('old', '09:00', oldTown),
      stop('khand', '09:00', khandagiri),
    ];
    const ordered = orderVisits(stops, (s) => s.window, station);
    expect(ids(ordered)).toEqual(['old', 'khand', 'patia']);
    expect(ordered[0]?.distanceKm).toBeCloseTo(haversineKm(station, oldTown), 5);
    expect(ordered[1]?.distanceKm).toBeCloseTo(haversineKm(oldTown, khandagiri), 5);
  });

  it('carries the last stop of a window over to the next window', () => {
    const stops = [
      stop('a', '09:00', patia),
      stop('far', '11:00', oldTown),
      stop('near', '11:00', { lat: 20.35, lng: 85.82 }),
    ];
    expect(ids(orderVisits(stops, (s) => s.window, null))).toEqual(['a', 'near', 'far']);
  });

  it('without a base starts with the first stop, with no distance to it', () => {
    const ordered = orderVisits([stop('x', '09:00', patia)], (s) => s.window, null);
    expect(ordered[0]?.distanceKm).toBeNull();
  });

  it('puts the stops without coordinates last in their window, with no distance', () => {
    const stops = [stop('nowhere', '09:00', null), stop('b', '09:00', patia), stop('c', '11:00', station)];
    const ordered = orderVisits(stops, (s) => s.window, station);
    expect(ids(ordered)).toEqual(['b', 'nowhere', 'c']);
    expect(ordered[1]?.distanceKm).toBeNull();
    expect(ordered[2]?.distanceKm).toBeCloseTo(haversineKm(patia, station), 5);
  });
});
