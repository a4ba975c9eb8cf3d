// A technician's day in visit order: the day's windows one after another, and within a window the
// nearest stop next, starting from the previous stop (or the technician's base for the first one).
// Distances are straight lines over the earth (haversine) between booking coordinates; stops without
// coordinates keep their place at the end of their window. Shared by the technician's Today list and
// the server's arrival estimate ("from the previous job").

export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A booking's point, or null when it has no coordinates. */
export function pointOf(stop: { lat: number | null; lng: number | null }): GeoPoint | null {
  return stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : null;
}

export interface OrderedStop<T> {
  stop: T;
  /** From the previous stop with coordinates (or the base), in km; null when either point is unknown. */
  distanceKm: number | null;
}

/**
 * Orders stops: by `groupOf` (a key that sorts the held windows, e.g. '2026-12-01 11:00'), then within
 * each group a nearest-next chain from the previous stop, carried over from group to group. The
 * incoming order settles ties and places the stops without coordinates.
 */
export function orderVisits<T extends { lat: number | null; lng: number | null }>(
  stops: readonly T[],
  groupOf: (stop: T) => string,
  base: GeoPoint | null,
): OrderedStop<T>[] {
  const groups = new Map<string, T[]>();
  for (const stop of stops) {
    const key = groupOf(stop);
    groups.set(key, [...(groups.get(key) ?? []), stop]);
  }
  const ordered: OrderedStop<T>[] = [];
  let here = base;
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key) ?? [];
    const located = group.filter((stop) => pointOf(stop) !== null);
    const unlocated = group.filter((stop) => pointOf(stop) === null);
    const left = [...located];
    while (left.length > 0) {
      let best = 0;
      if (here) {
        let bestKm = Infinity;
        left.forEach((stop, index) => {
          const km = haversineKm(here as GeoPoint, pointOf(stop) as GeoPoint);
          if (km < bestKm) [best, bestKm] = [index, km];
        });
      }
      const [next] = left.splice(best, 1) as [T];
      const point = pointOf(next) as GeoPoint;
      ordered.push({ stop: next, distanceKm: here ? haversineKm(here, point) : null });
      here = point;
    }
    for (const stop of unlocated) ordered.push({ stop, distanceKm: null });
  }
  return ordered;
}
