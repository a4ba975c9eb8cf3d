import { describe, expect, it } from 'vitest';
import type { TechnicianJob } from '@shared/contracts/people';
import { dayStops, roundKm } from './day-stops';

const job = (id: string, lat: number | null, lng: number | null) =>
  ({ id, bookingId: `BK-${id}`, name: `Customer ${id}`, lat, lng }) as TechnicianJob;

describe('dayStops', () => {
  it('keeps the list numbers and skips the jobs without coordinates', () => {
    const today = [job('a', 20.3, 85.8), job('b', null, null), job('c', 20.35, 85.82)];
    const legs = new Map<string, number | null>([
      ['a', 2.5],
      ['b', null],
      ['c', 6],
    ]);
    const stops = dayStops(today, legs);
    expect(stops.map((stop) => [stop.id, stop.number, stop.km, stop.fromBase])).toEqual([
      ['a', 1, 2.5, true],
      ['c', 3, 6, false],
    ]);
    expect(roundKm(stops)).toBe(8.5);
  });

  it('has no stops when no job has coordinates', () => {
    expect(dayStops([job('a', null, null)], new Map())).toEqual([]);
  });
});
