import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { janpath, sendJson, startUpstream } from '../../../tests/geocode-upstream';
import type { Geocoder } from './geocoder';
import { createGeocoder, withGeocoderCache } from './geocoder';
import { createSpacedQueue } from './geocoder-nominatim';

// The geocoder's parts: the provider chosen from the configuration, the spaced upstream queue and
// the cache.

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
