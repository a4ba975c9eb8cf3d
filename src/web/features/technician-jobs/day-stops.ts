import type { TechnicianJob } from '@shared/contracts/people';

// Today's stops for the day map: the jobs of the Today list that have coordinates, numbered as the
// list numbers them (a job without coordinates keeps its number in the list and is skipped here),
// with the km from the stop before as the list says it.

export interface DayStop {
  id: string;
  /** Its number in the Today list (1, 2, …). */
  number: number;
  lat: number;
  lng: number;
  bookingId: string;
  name: string;
  /** From the previous stop with coordinates (or the base, for the first), in km; null: unknown. */
  km: number | null;
  /** The first stop with coordinates: its km are counted from the base. */
  fromBase: boolean;
}

export function dayStops(
  today: readonly TechnicianJob[],
  legs: ReadonlyMap<string, number | null>,
): DayStop[] {
  const stops: DayStop[] = [];
  today.forEach((job, index) => {
    if (job.lat === null || job.lng === null) return;
    stops.push({
      id: job.id,
      number: index + 1,
      lat: job.lat,
      lng: job.lng,
      bookingId: job.bookingId,
      name: job.name,
      km: legs.get(job.id) ?? null,
      fromBase: stops.length === 0,
    });
  });
  return stops;
}

/** The round's straight-line length: the sum of the legs that are known. */
export const roundKm = (stops: readonly DayStop[]): number =>
  stops.reduce((sum, stop) => sum + (stop.km ?? 0), 0);
