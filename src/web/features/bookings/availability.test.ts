import { describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@shared/contracts/schedule';
import { readAvailability } from './availability';

// What the form makes of the places left per window (decision 049).

const answer = (over: Partial<AvailabilityResponse>): AvailabilityResponse => ({
  pincode: '752001',
  unlimited: false,
  served: true,
  days: [],
  ...over,
});

describe('readAvailability', () => {
  it('knows nothing without an answer, or for a shop with no technician yet', () => {
    for (const read of [readAvailability(undefined), readAvailability(answer({ unlimited: true }))]) {
      expect(read.known).toBe(false);
      expect(read.unserved).toBe(false);
      expect(read.isFull('2026-12-03', '09:00-11:00')).toBe(false);
      expect(read.anyTimeFull('2026-12-03')).toBe(false);
    }
  });

  it('says when nobody serves the pincode', () => {
    expect(readAvailability(answer({ served: false })).unserved).toBe(true);
  });

  it('marks full windows and full days, and lists the nearest free windows in order', () => {
    const read = readAvailability(
      answer({
        days: [
          {
            date: '2026-12-03',
            windows: [
              { window: '09:00-11:00', places: 0, full: true },
              { window: '11:00-13:00', places: 0, full: true },
            ],
          },
          {
            date: '2026-12-04',
            windows: [
              { window: '09:00-11:00', places: 0, full: true },
              { window: '11:00-13:00', places: 2, full: false },
            ],
          },
        ],
      }),
    );
    expect(read.isFull('2026-12-03', '09:00-11:00')).toBe(true);
    expect(read.isFull('2026-12-04', '11:00-13:00')).toBe(false);
    expect(read.dayFull('2026-12-03')).toBe(true);
    expect(read.dayFull('2026-12-04')).toBe(false);
    // A date the answer does not cover is not called full.
    expect(read.dayFull('2026-12-20')).toBe(false);
    expect(read.nearestFree('2026-12-03')).toEqual([
      { date: '2026-12-04', window: '11:00-13:00', places: 2 },
    ]);
  });

  it('says "any time" full when the window it holds, the day\'s first, is full (the server\'s rule)', () => {
    const read = readAvailability(
      answer({
        days: [
          {
            date: '2026-12-03',
            windows: [
              { window: '09:00-11:00', places: 0, full: true },
              { window: '11:00-13:00', places: 2, full: false },
            ],
          },
          { date: '2026-12-04', windows: [{ window: '09:00-11:00', places: 1, full: false }] },
          // Today late: the first window is past, so not answered: unknown, and offered.
          { date: '2026-12-05', windows: [{ window: '15:00-17:00', places: 0, full: true }] },
        ],
      }),
    );
    expect(read.anyTimeFull('2026-12-03')).toBe(true);
    expect(read.anyTimeFull('2026-12-04')).toBe(false);
    expect(read.anyTimeFull('2026-12-05')).toBe(false);
  });
});
