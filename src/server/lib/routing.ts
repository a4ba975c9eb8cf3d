import type { GeoPoint } from '../../shared/visit-order';

// An OSRM-compatible routing server (ROUTING_URL): how long a drive takes between two points. Its
// one question is GET {ROUTING_URL}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false, answered
// with routes[0].duration (seconds) and .distance (metres). Every failure (network, deadline, HTTP
// status, an answer without a route) is a RoutingUnavailableError: the caller falls back to the
// straight-line distance.

export const ROUTING_TIMEOUT_MS = 3_000;

export class RoutingUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RoutingUnavailableError';
  }
}

export interface Route {
  durationSeconds: number;
  /** Metres along the road, when the server says. */
  distanceMeters: number | null;
}

export interface RoutingClient {
  route(from: GeoPoint, to: GeoPoint): Promise<Route>;
}

const coordinate = (point: GeoPoint) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`;

/** The client of the routing server at `baseUrl`. */
export function createRoutingClient(baseUrl: string, { timeoutMs = ROUTING_TIMEOUT_MS } = {}): RoutingClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async route(from, to) {
      const url = `${base}/route/v1/driving/${coordinate(from)};${coordinate(to)}?overview=false`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof DOMException && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs} ms`
            : 'could not connect';
        throw new RoutingUnavailableError(`routing: ${reason}`, { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new RoutingUnavailableError(`routing: answered ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new RoutingUnavailableError('routing: unreadable answer', { cause: error });
      }
      const routes = (body as { code?: unknown; routes?: unknown }).routes;
      const first = Array.isArray(routes) ? (routes[0] as { duration?: unknown; distance?: unknown }) : null;
      const duration = first?.duration;
      if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) {
        throw new RoutingUnavailableError('routing: no route in the answer');
      }
      const distance = first?.distance;
      return {
        durationSeconds: duration,
        distanceMeters: typeof distance === 'number' && Number.isFinite(distance) ? distance : null,
      };
    },
  };
}
