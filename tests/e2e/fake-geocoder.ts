// A stand-in for Nominatim in the browser tests: /reverse and /search answer in its jsonv2 shape with
// a few real places in and around Bhubaneswar, so the server's real Nominatim client runs. A search
// containing "upstream-error" answers 500, to show the failure path.
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

interface FakePlace {
  lat: number;
  lon: number;
  name: string;
  address: Record<string, string>;
}

const odisha = { state: 'Odisha', 'ISO3166-2-lvl4': 'IN-OD', country: 'India', country_code: 'in' };

export const fakePlaces: FakePlace[] = [
  {
    lat: 20.2961,
    lon: 85.8245,
    name: 'Janpath',
    address: {
      road: 'Janpath',
      suburb: 'Kharavela Nagar',
      city: 'Bhubaneswar',
      state_district: 'Khordha',
      postcode: '751001',
      ...odisha,
    },
  },
  {
    lat: 20.2906,
    lon: 85.845,
    name: 'Saheed Nagar',
    address: {
      road: 'Cuttack Road',
      suburb: 'Saheed Nagar',
      city: 'Bhubaneswar',
      state_district: 'Khordha',
      postcode: '751007',
      ...odisha,
    },
  },
  {
    lat: 20.354,
    lon: 85.819,
    name: 'Patia',
    address: {
      road: 'KIIT Road',
      suburb: 'Patia',
      city: 'Bhubaneswar',
      state_district: 'Khordha',
      postcode: '751024',
      ...odisha,
    },
  },
  {
    lat: 20.4625,
    lon: 85.883,
    name: 'Buxi Bazaar',
    address: {
      road: 'Buxi Bazaar Road',
      city: 'Cuttack',
      state_district: 'Cuttack',
      postcode: '753001',
      ...odisha,
    },
  },
  {
    lat: 19.8106,
    lon: 85.8314,
    name: 'Grand Road',
    address: { road: 'Grand Road', town: 'Puri', state_district: 'Puri', postcode: '752001', ...odisha },
  },
];

/** The booking form's fields for the first place (Janpath), as the server maps them. */
export const fakeJanpathAddress = {
  address: 'Janpath, Kharavela Nagar',
  city: 'Bhubaneswar',
  state: 'Odisha',
  pincode: '751001',
};

function displayName({ address }: FakePlace): string {
  const { road, suburb, city, town, state_district, state, postcode, country } = address;
  return [road, suburb, city ?? town, state_district, state, postcode, country].filter(Boolean).join(', ');
}

function toJsonV2(place: FakePlace, index: number) {
  return {
    place_id: 1000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
    lat: String(place.lat),
    lon: String(place.lon),
    category: 'highway',
    type: 'primary',
    name: place.name,
    display_name: displayName(place),
    address: place.address,
  };
}

function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The nearest known place within about 50 km, like Nominatim's "nothing here" far from any road. */
function nearestPlace(lat: number, lon: number) {
  let best: { place: FakePlace; index: number; distance: number } | undefined;
  fakePlaces.forEach((place, index) => {
    const distance = Math.hypot(place.lat - lat, place.lon - lon);
    if (!best || distance < best.distance) best = { place, index, distance };
  });
  return best && best.distance < 0.5 ? best : undefined;
}

export async function startFakeGeocoder(port = 0) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-nominatim');
    if (url.pathname === '/reverse') {
      const found = nearestPlace(Number(url.searchParams.get('lat')), Number(url.searchParams.get('lon')));
      return sendJson(res, found ? toJsonV2(found.place, found.index) : { error: 'Unable to geocode' });
    }
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      if (q.includes('upstream-error')) return sendJson(res, { error: 'Internal error' }, 500);
      const words = q.split(/[\s,]+/).filter(Boolean);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const matches = fakePlaces
        .map(toJsonV2)
        .filter((p) => words.every((w) => p.display_name.toLowerCase().includes(w)))
        .slice(0, limit);
      return sendJson(res, matches);
    }
    sendJson(res, { error: 'not found' }, 404);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A blank 1×1 PNG: every map tile, so the browser tests never reach the internet.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers the default OpenStreetMap tile requests of a page or context with a blank tile. */
export async function serveBlankTiles(target: Pick<Page, 'route'>) {
  await target.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
}
