import { beforeEach, describe, expect, it } from 'vitest';
import {
  get,
  janpath,
  mountRoutes,
  sendJson,
  startUpstream,
  village,
} from '../../../../tests/geocode-upstream';
import { withGeocoderCache } from '../../lib/geocoder';
import { createNominatimGeocoder } from '../../lib/geocoder-nominatim';
import { GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE } from '../../limits';

// The geocoding API against a fake Nominatim on a local port, so the real HTTP client, its mapping of
// Indian addresses, the cache and the error handling all run.

describe('the geocoding API on Nominatim', async () => {
  const upstream = await startUpstream();
  const app = await mountRoutes(
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

  it(`limits one client address to ${GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE} lookups a minute`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < GEOCODE_LOOKUPS_PER_ADDRESS_PER_MINUTE; i++) {
      expect((await get(app, '/api/geocode/search?q=ab', address)).status).toBe(400);
    }
    const limited = await get(app, '/api/geocode/search?q=Janpath', address);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('GEOCODE_RATE_LIMITED');
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
