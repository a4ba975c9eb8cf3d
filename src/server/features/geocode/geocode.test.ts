import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MapAddress } from '../../../shared/geocode-types';
import { AppError } from '../../http/app-error';
import type { Geocoder } from '../../lib/geocoder';
import { createGeocoder, withGeocoderCache } from '../../lib/geocoder';
import { createGoogleGeocoder } from '../../lib/geocoder-google';
import { createNominatimGeocoder, createSpacedQueue } from '../../lib/geocoder-nominatim';
import { createGeocodeRoutes, GEOCODE_REQUESTS_PER_MINUTE } from './geocode.routes';

// The geocoding API against a fake Nominatim (and a fake Google) on a local port, so the real HTTP
// clients, their mapping of Indian addresses, the cache and the error handling all run.

type Handler = (url: URL, req: IncomingMessage, res: ServerResponse) => void;

interface Upstream {
  url: string;
  requests: { path: string; query: URLSearchParams; userAgent: string | undefined; at: number }[];
  handle: Handler;
}

async function startUpstream(): Promise<Upstream> {
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

function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The routes on a bare Hono app with the app's error mapper. */
function mountRoutes(geocoder: Geocoder) {
  const app = new Hono();
  app.route(
    '/api',
    createGeocodeRoutes(
      geocoder,
      { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OSM' },
      true,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    return c.json({ error: { code: 'INTERNAL', message: String(error) } }, 500);
  });
  return app;
}

let clientNumber = 0;
async function get(app: Hono, path: string, address = `203.0.113.${(++clientNumber % 250) + 1}`) {
  const res = await app.request(path, { headers: { 'X-Forwarded-For': address } });
  const body = (await res.json()) as {
    address?: MapAddress;
    results?: MapAddress[];
    error?: { code: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };
  };
  return { status: res.status, body };
}

const janpath = {
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

const village = {
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

describe('the geocoding API on Nominatim', async () => {
  const upstream = await startUpstream();
  const app = mountRoutes(
    withGeocoderCache(
      createNominatimGeocoder({
        baseUrl: `${upstream.url}/`,
        userAgent: 'DoorstepFix/test (support@example.com)',
        timeoutMs: 300,
        minIntervalMs: 0,
      }),
    ),
  );

  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.handle = (url, _req, res) => {
      if (url.pathname === '/reverse') {
        return sendJson(res, Number(url.searchParams.get('lat')) < 20.1 ? village : janpath);
      }
      return sendJson(res, [janpath, village, janpath, village, janpath, village]);
    };
  });

  it('reverse: maps an Indian address to street line, city, state and pincode at the asked point', async () => {
    const res = await get(app, '/api/geocode/reverse?lat=20.2961&lng=85.8245');
    expect(res.status).toBe(200);
    expect(res.body.address).toEqual({
      address: 'Janpath, Unit-3, Kharavela Nagar',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751001',
      lat: 20.2961,
      lng: 85.8245,
    });
    const [call] = upstream.requests;
    expect(call?.path).toBe('/reverse');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      lat: '20.2961',
      lon: '85.8245',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(call?.userAgent).toBe('DoorstepFix/test (support@example.com)');
  });

  it('reverse: a village is the city, and a postcode that is not 6 digits is left out', async () => {
    const res = await get(app, '/api/geocode/reverse?lat=19.9806&lng=85.8154');
    expect(res.body.address).toMatchObject({
      address: 'Pipili',
      city: 'Pipili',
      state: 'Odisha',
      pincode: '752104',
    });
    upstream.handle = (_url, _req, res) =>
      sendJson(res, { ...village, address: { ...village.address, postcode: '7521' } });
    const odd = await get(app, '/api/geocode/reverse?lat=19.9807&lng=85.8154');
    expect(odd.body.address?.pincode).toBe('');
  });

  it('reverse: nothing at the point is a 404 in the one error shape', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, { error: 'Unable to geocode' });
    const res = await get(app, '/api/geocode/reverse?lat=10.5&lng=70.5');
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('NOT_FOUND');
    expect(res.body.error?.message).toMatch(/type your address/);
  });

  it('search: at most 5 places in India, with their own coordinates', async () => {
    const res = await get(app, '/api/geocode/search?q=%20%20Janpath%20Bhubaneswar%20');
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(5);
    expect(res.body.results?.[0]).toEqual({
      address: 'Janpath, Unit-3, Kharavela Nagar',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751001',
      lat: 20.2960587,
      lng: 85.8245398,
    });
    const [call] = upstream.requests;
    expect(call?.path).toBe('/search');
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({
      q: 'Janpath Bhubaneswar',
      countrycodes: 'in',
      limit: '5',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
    });
  });

  it('search: no places is an empty list', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, []);
    const res = await get(app, '/api/geocode/search?q=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });

  it('remembers answers: the same point (to 5 decimals) or search does not ask upstream again', async () => {
    const first = await get(app, '/api/geocode/reverse?lat=20.30001&lng=85.82001');
    const again = await get(app, '/api/geocode/reverse?lat=20.300012&lng=85.820009');
    expect(again.body.address?.address).toBe(first.body.address?.address);
    // The answer carries the point that was asked for.
    expect(again.body.address).toMatchObject({ lat: 20.300012, lng: 85.820009 });
    await get(app, '/api/geocode/search?q=Saheed%20Nagar');
    await get(app, '/api/geocode/search?q=%20saheed%20%20NAGAR');
    expect(upstream.requests.map((r) => r.path)).toEqual(['/reverse', '/search']);
  });

  it('upstream errors, timeouts and garbage are a 503 (never a 500), and are not remembered', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, { message: 'overloaded' }, 500);
    const failed = await get(app, '/api/geocode/reverse?lat=21.5&lng=84.5');
    expect(failed.status).toBe(503);
    expect(failed.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 60 });
    expect(failed.body.error?.message).toMatch(/not available right now/);

    upstream.handle = () => undefined; // never answers
    const started = Date.now();
    const slow = await get(app, '/api/geocode/search?q=Cuttack');
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);

    upstream.handle = (_url, _req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"half":');
    };
    expect((await get(app, '/api/geocode/search?q=Puri')).status).toBe(503);
    upstream.handle = (_url, _req, res) => sendJson(res, { not: 'a list' });
    expect((await get(app, '/api/geocode/search?q=Puri')).status).toBe(503);

    upstream.handle = (_url, _req, res) => sendJson(res, janpath);
    const recovered = await get(app, '/api/geocode/reverse?lat=21.5&lng=84.5');
    expect(recovered.status).toBe(200);
  });

  it('refuses invalid points and searches with field messages, without asking upstream', async () => {
    const cases: [string, string, string][] = [
      ['/api/geocode/reverse?lng=85.8', 'lat', 'Latitude must be a number between -90 and 90.'],
      ['/api/geocode/reverse?lat=&lng=85.8', 'lat', 'Latitude must be a number between -90 and 90.'],
      ['/api/geocode/reverse?lat=abc&lng=85.8', 'lat', 'Latitude must be a number between -90 and 90.'],
      ['/api/geocode/reverse?lat=91&lng=85.8', 'lat', 'Latitude must be a number between -90 and 90.'],
      ['/api/geocode/reverse?lat=1e3&lng=85.8', 'lat', 'Latitude must be a number between -90 and 90.'],
      ['/api/geocode/reverse?lat=20.2&lng=180.5', 'lng', 'Longitude must be a number between -180 and 180.'],
      [
        '/api/geocode/reverse?lat=20.2&lng=Infinity',
        'lng',
        'Longitude must be a number between -180 and 180.',
      ],
      ['/api/geocode/search', 'q', 'Please type at least 3 characters to search.'],
      ['/api/geocode/search?q=%20ab%20', 'q', 'Please type at least 3 characters to search.'],
      [`/api/geocode/search?q=${'a'.repeat(201)}`, 'q', 'Please type at most 200 characters to search.'],
    ];
    for (const [path, field, message] of cases) {
      const res = await get(app, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error?.code, path).toBe('VALIDATION_FAILED');
      expect(res.body.error?.fields?.[field], path).toBe(message);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it(`limits one client address to ${GEOCODE_REQUESTS_PER_MINUTE} lookups a minute`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE; i++) {
      expect((await get(app, '/api/geocode/search?q=ab', address)).status).toBe(400);
    }
    const limited = await get(app, '/api/geocode/search?q=Janpath', address);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('RATE_LIMITED');
    expect(limited.body.error?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await get(app, '/api/geocode/search?q=Janpath', '192.0.2.78')).status).toBe(200);
  });

  it('GET /api/map-config gives the tile template and attribution', async () => {
    const res = await app.request('/api/map-config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(await res.json()).toEqual({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© OSM',
    });
  });
});

describe('createGeocoder', async () => {
  const upstream = await startUpstream();
  upstream.handle = (_url, _req, res) => sendJson(res, janpath);

  it('uses Nominatim by default, names the product and support address, one call a second', async () => {
    const geocoder = createGeocoder(
      {
        NOMINATIM_URL: upstream.url,
        SUPPORT_EMAIL: 'help@example.in',
        publicOrigin: 'https://fix.example.in',
      },
      pino({ level: 'silent' }),
    );
    const [a, b] = await Promise.all([geocoder.reverse(20.1, 85.1), geocoder.reverse(20.2, 85.2)]);
    expect(a?.city).toBe('Bhubaneswar');
    expect(b?.lat).toBe(20.2);
    expect(upstream.requests[0]?.userAgent).toMatch(
      /^DoorstepFix\/.*https:\/\/fix\.example\.in.*help@example\.in/,
    );
    expect(upstream.requests).toHaveLength(2);
    const [first, second] = upstream.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });
});

describe('the upstream queue', () => {
  it('starts calls one at a time, spaced, and refuses overflow at once', async () => {
    const enqueue = createSpacedQueue(80, 2);
    const starts: number[] = [];
    const task = () => {
      starts.push(Date.now());
      return Promise.resolve(starts.length);
    };
    const calls = [enqueue(task), enqueue(task), enqueue(task)];
    await expect(calls[2]).rejects.toThrow(/too many/);
    expect(await Promise.all(calls.slice(0, 2))).toEqual([1, 2]);
    expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(75);
    // A failed task does not stop the queue.
    await expect(enqueue(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await enqueue(task)).toBe(3);
  });
});

describe('the cache', () => {
  it('keeps the most recently used entries and forgets them after the time to live', async () => {
    let time = 0;
    const asked: string[] = [];
    const stub: Geocoder = {
      reverse: (lat, lng) => {
        asked.push(`${lat},${lng}`);
        return Promise.resolve({ address: 'x', city: 'y', state: 'z', pincode: '', lat, lng });
      },
      search: (q) => {
        asked.push(q);
        return Promise.resolve([]);
      },
    };
    const cached = withGeocoderCache(stub, { maxEntries: 2, ttlMs: 1_000, now: () => time });
    await cached.search('one');
    await cached.search('two');
    await cached.search('one'); // one is now the most recent
    await cached.search('three'); // evicts two
    await cached.search('one');
    await cached.search('two');
    expect(asked).toEqual(['one', 'two', 'three', 'two']);
    time = 5_000;
    await cached.search('two');
    expect(asked).toHaveLength(5);
    // Identical calls in flight share one upstream call.
    await Promise.all([cached.reverse(1, 2), cached.reverse(1, 2)]);
    expect(asked.filter((a) => a === '1,2')).toHaveLength(1);
  });
});

describe('the geocoding API on Google', async () => {
  const upstream = await startUpstream();
  const google = (key = 'secret-key') =>
    mountRoutes(
      withGeocoderCache(
        createGoogleGeocoder({ apiKey: key, url: `${upstream.url}/maps/api/geocode/json`, timeoutMs: 300 }),
      ),
    );
  const result = {
    formatted_address: '7WQF+2V3, Janpath, Kharvela Nagar, Bhubaneswar, Odisha 751001, India',
    address_components: [
      { long_name: 'Janpath', types: ['route'] },
      { long_name: 'Kharvela Nagar', types: ['sublocality_level_1', 'sublocality', 'political'] },
      { long_name: 'Bhubaneswar', types: ['locality', 'political'] },
      { long_name: 'Khordha', types: ['administrative_area_level_3', 'political'] },
      { long_name: 'Odisha', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'India', types: ['country', 'political'] },
      { long_name: '751001', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 20.2961, lng: 85.8245 } },
  };

  it('maps address components; the key is sent upstream and never shown', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, { status: 'OK', results: [result] });
    const res = await get(google(), '/api/geocode/reverse?lat=20.29612&lng=85.82451');
    expect(res.body.address).toEqual({
      address: 'Janpath, Kharvela Nagar',
      city: 'Bhubaneswar',
      state: 'Odisha',
      pincode: '751001',
      lat: 20.29612,
      lng: 85.82451,
    });
    expect(Object.fromEntries(upstream.requests.at(-1)?.query ?? [])).toMatchObject({
      latlng: '20.29612,85.82451',
      key: 'secret-key',
      language: 'en',
    });
    const search = await get(google(), '/api/geocode/search?q=Janpath');
    expect(search.body.results?.[0]).toMatchObject({ city: 'Bhubaneswar', lat: 20.2961 });
    expect(upstream.requests.at(-1)?.query.get('components')).toBe('country:IN');
  });

  it('ZERO_RESULTS is 404 or an empty list; a refused key is a 503 without the key', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, { status: 'ZERO_RESULTS', results: [] });
    expect((await get(google(), '/api/geocode/reverse?lat=10&lng=70')).status).toBe(404);
    expect((await get(google(), '/api/geocode/search?q=nowhere')).body.results).toEqual([]);
    upstream.handle = (_url, _req, res) =>
      sendJson(res, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
    const denied = await get(google('bad-key'), '/api/geocode/reverse?lat=11&lng=77');
    expect(denied.status).toBe(503);
    expect(JSON.stringify(denied.body)).not.toContain('bad-key');
  });
});
