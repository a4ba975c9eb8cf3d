import { indiaDate } from './booking-time';

// Its own module, not booking-time.ts: that one is in every page's first script, this only in the
// technician's screens and the server (decision 053).

/**
 * Whether a technician can be on the way to, or at the door of, a visit on `preferredDate` now: on the
 * visit's day or after it (a visit left over from an earlier day), or any day when it has no date.
 */
export function isTripDay(preferredDate: string | null, now: Date): boolean {
  return preferredDate === null || preferredDate <= indiaDate(now);
}
