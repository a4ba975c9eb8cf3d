import { describe, expect, it } from 'vitest';
import { get, mountRoutes, sendJson, startUpstream } from '../../../../tests/geocode-upstream';
import { withGeocoderCache } from '../../lib/geocoder';
import { createGoogleGeocoder } from '../../lib/geocoder-google';

// The geocoding API against a fake Google Geocoding service on a local port.

describe('the geocoding API on Google', async () => {
  const upstream = await startUpstream();
  const mount = (key: string) =>
    mountRoutes(
      withGeocoderCache(
        createGoogleGeocoder({ apiKey: key, url: `${upstream.url}/maps/api/geocode/json`, timeoutMs: 300 }),
      ),
    );
  const apps = { good: await mount('secret-key'), bad: await mount('bad-key') };
  const google = (key: 'good' | 'bad' = 'good') => apps[key];
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
    const denied = await get(google('bad'), '/api/geocode/reverse?lat=11&lng=77');
    expect(denied.status).toBe(503);
    expect(JSON.stringify(denied.body)).not.toContain('bad-key');
  });
});
