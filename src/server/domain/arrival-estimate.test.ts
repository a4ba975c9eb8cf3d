import { beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../../../tests/geocode-upstream';
import { startRoutingServer } from '../../../tests/routing-upstream';
import { haversineKm } from '../../shared/visit-order';
import { createRoutingClient } from '../lib/routing';
import { DEFAULT_ETA_MINUTES, estimateArrival } from './arrival-estimate';

const station = { lat: 20.2667, lng: 85.8431 };
const patia = { lat: 20.3533, lng: 85.8266 };
const upstream = await startRoutingServer();
const routing = createRoutingClient(upstream.url, { timeoutMs: 300 });

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.handle = (_url, _req, res) =>
    sendJson(res, { code: 'Ok', routes: [{ duration: 1_260, distance: 7_400 }] });
});

describe('estimateArrival', () => {
  it('asks the routing server for the drive and takes its minutes and distance', async () => {
    const estimate = await estimateArrival({ from: station, to: patia }, { routing, citySpeedKmh: 20 });
    expect(estimate).toEqual({ etaMinutes: 21, distanceKm: 7.4, source: 'routing' });
    expect(upstream.requests[0]?.path).toBe('/route/v1/driving/85.843100,20.266700;85.826600,20.353300');
    expect(upstream.requests[0]?.query.get('overview')).toBe('false');
  });

  it('falls back to the distance at the city speed when the routing server fails', async () => {
    upstream.handle = (_url, _req, res) => sendJson(res, { code: 'NoRoute', message: 'x' }, 400);
    const failures: unknown[] = [];
    const estimate = await estimateArrival(
      { from: station, to: patia },
      { routing, citySpeedKmh: 20, onRoutingFailure: (error) => failures.push(error) },
    );
    const km = haversineKm(station, patia);
    expect(estimate).toEqual({
      etaMinutes: Math.ceil((km / 20) * 60),
      distanceKm: Math.round(km * 10) / 10,
      source: 'distance',
    });
    expect(failures).toHaveLength(1);
  });

  it('falls back when the routing server does not answer in time', async () => {
    upstream.handle = () => undefined;
    const estimate = await estimateArrival({ from: station, to: patia }, { routing, citySpeedKmh: 20 });
    expect(estimate.source).toBe('distance');
  });

  it('without a routing server uses the configured city speed', async () => {
    const estimate = await estimateArrival({ from: station, to: patia }, { routing: null, citySpeedKmh: 40 });
    expect(estimate.etaMinutes).toBe(Math.ceil((haversineKm(station, patia) / 40) * 60));
    expect(upstream.requests).toHaveLength(0);
  });

  it('never says less than five minutes', async () => {
    const nextDoor = { lat: station.lat + 0.001, lng: station.lng };
    const estimate = await estimateArrival(
      { from: station, to: nextDoor },
      { routing: null, citySpeedKmh: 20 },
    );
    expect(estimate.etaMinutes).toBe(5);
    upstream.handle = (_url, _req, res) =>
      sendJson(res, { code: 'Ok', routes: [{ duration: 30, distance: 90 }] });
    expect(
      (await estimateArrival({ from: station, to: nextDoor }, { routing, citySpeedKmh: 20 })).etaMinutes,
    ).toBe(5);
  });

  it('with no start or no address gives the default, from nowhere', async () => {
    expect(await estimateArrival({ from: null, to: patia }, { routing, citySpeedKmh: 20 })).toEqual({
      etaMinutes: DEFAULT_ETA_MINUTES,
      distanceKm: null,
      source: 'none',
    });
    expect(await estimateArrival({ from: station, to: null }, { routing, citySpeedKmh: 20 })).toMatchObject({
      source: 'none',
    });
    expect(upstream.requests).toHaveLength(0);
  });
});
