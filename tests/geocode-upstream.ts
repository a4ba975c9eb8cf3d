import { createTestApp } from './test-app';
// A fake geocoding service (Nominatim or Google) on a local port, and the geocode routes on a bare
// Hono app, so API tests run the real HTTP clients, their address mapping and the cache.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { afterAll } from 'vitest';
import type { MapAddress } from '../src/shared/geocode-types';
import type { Geocoder } from '../src/server/lib/geocoder';

export type Handler = (url: URL, req: IncomingMessage, res: ServerResponse) => void;

export interface Upstream {
  url: string;
  requests: { path: string; query: URLSearchParams; userAgent: string | undefined; at: number }[];
  handle: Handler;
}

export async function startUpstream(): Promise<Upstream> {
  const upstream: Upstream = { url: '', requests: [], handle: () => undefined };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    upstream.requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    upstream.handle(url, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return upstream;
}

export function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The app on a fresh database with this geocoder (the real routes, limiter and error mapper). */
export async function mountRoutes(geocoder: Geocoder) {
  const { app } = await createTestApp({
    geocoder,
    mapConfig: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OSM' },
  });
  return app;
}

let clientNumber = 0;
export async function get(
  app: { request: Hono['request'] },
  path: string,
  address = `203.0.113.${(++clientNumber % 250) + 1}`,
) {
  const res = await app.request(path, { headers: { 'X-Forwarded-For': address } });
  const body = (await res.json()) as {
    address?: MapAddress;
    results?: MapAddress[];
    error?: { code: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };
  };
  return { status: res.status, body };
}

/** Nominatim answers (jsonv2 with address details): a city street and a village. */
export const janpath = {
  place_id: 1,
  lat: '20.2960587',
  lon: '85.8245398',
  category: 'highway',
  type: 'primary',
  name: 'Janpath',
  display_name: 'Janpath, Unit-3, Kharavela Nagar, Bhubaneswar, Khordha, Odisha, 751001, India',
  address: {
    road: 'Janpath',
    neighbourhood: 'Unit-3',
    suburb: 'Kharavela Nagar',
    city: 'Bhubaneswar',
    state_district: 'Khordha',
    state: 'Odisha',
    'ISO3166-2-lvl4': 'IN-OD',
    postcode: '751001',
    country: 'India',
    country_code: 'in',
  },
};

export const village = {
  lat: '19.9806',
  lon: '85.8154',
  display_name: 'Pipili, Pipili Block, Puri, Odisha, 752 104, India',
  address: {
    village: 'Pipili',
    county: 'Pipili Block',
    state_district: 'Puri',
    state: 'Odisha',
    postcode: '752 104',
    country: 'India',
  },
};
