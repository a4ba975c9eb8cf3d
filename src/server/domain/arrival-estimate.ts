import type { GeoPoint } from '../../shared/visit-order';
import { haversineKm } from '../../shared/visit-order';
import type { OnTheWayDetails } from '../db/schema/bookings';
import type { RoutingClient } from '../lib/routing';

// How long until the technician arrives, for 'On my way' (issue 31): a routing server's drive time
// when ROUTING_URL is set and it answers; else the straight-line distance at the city speed
// (CITY_SPEED_KMH, default 20); with no distance known at all, a default. Never under five minutes:
// a technician still has to park, climb and find the door.

export const DEFAULT_CITY_SPEED_KMH = 20;
export const MIN_ETA_MINUTES = 5;
/** The estimate when neither the start nor the address has coordinates. */
export const DEFAULT_ETA_MINUTES = 30;

export interface EstimateInput {
  /** Where the technician sets off from: the given position, else the previous job, else the base. */
  from: GeoPoint | null;
  /** The customer's address. */
  to: GeoPoint | null;
}

export interface EstimateDeps {
  routing: RoutingClient | null;
  citySpeedKmh: number;
  /** Told when the routing server fails and the distance stands in. */
  onRoutingFailure?: (error: unknown) => void;
}

const roundKm = (km: number) => Math.round(km * 10) / 10;
const atLeastMinimum = (minutes: number) => Math.max(MIN_ETA_MINUTES, Math.ceil(minutes));

export async function estimateArrival(
  { from, to }: EstimateInput,
  deps: EstimateDeps,
): Promise<OnTheWayDetails> {
  if (!from || !to) return { etaMinutes: DEFAULT_ETA_MINUTES, distanceKm: null, source: 'none' };
  const straightKm = haversineKm(from, to);
  if (deps.routing) {
    try {
      const route = await deps.routing.route(from, to);
      return {
        etaMinutes: atLeastMinimum(route.durationSeconds / 60),
        distanceKm: roundKm(route.distanceMeters !== null ? route.distanceMeters / 1000 : straightKm),
        source: 'routing',
      };
    } catch (error) {
      deps.onRoutingFailure?.(error);
    }
  }
  return {
    etaMinutes: atLeastMinimum((straightKm / deps.citySpeedKmh) * 60),
    distanceKm: roundKm(straightKm),
    source: 'distance',
  };
}
