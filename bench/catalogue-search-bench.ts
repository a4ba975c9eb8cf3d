// Catalogue search as customers type it: every request a query the server has not answered recently,
// so no response is cached for it. Measured against the cached full list, in the same run.
import autocannon from 'autocannon';
import { prepareSearch } from '../src/shared/device-search';

interface ListedDevice {
  name: string;
  modelNumber: string | null;
  brand: { name: string };
}

/**
 * What people type into the device search, letter by letter: the brand and model name growing
 * ('sa', 'sam', …, 'samsung galaxy a1'), the model name alone, and model numbers. Distinct as the
 * server sees them (it caches by the normalised words), and more of them than its response cache holds.
 */
export function typedQueries(devices: readonly ListedDevice[]): string[] {
  const byKey = new Map<string, string>();
  const add = (text: string) => {
    const key = prepareSearch(text).words.join(' ');
    if (key.length >= 2 && !byKey.has(key)) byKey.set(key, text);
  };
  for (const device of devices) {
    for (const phrase of [`${device.brand.name} ${device.name}`, device.name, device.modelNumber ?? '']) {
      for (let end = 2; end <= phrase.length; end++) add(phrase.slice(0, end));
    }
  }
  return [...byKey.values()];
}

export interface SearchFigures {
  queries: number;
  rps: number;
  /** Of the cached full list in the same run. */
  ratio: number;
  /** Of the first 200 queries, the share (per cent) that found at least one device. */
  foundPercent: number;
}

/** Requests per second for distinct searches, each query in turn, round and round. */
export async function benchDistinctSearches(
  base: string,
  devices: readonly ListedDevice[],
  cachedListRps: number,
  options: { connections: number; durationS: number },
): Promise<SearchFigures> {
  const queries = typedQueries(devices);
  const paths = queries.map((q) => `/api/devices?q=${encodeURIComponent(q)}`);
  let next = 0;
  const found = (
    await Promise.all(
      paths.slice(0, 200).map(async (path) => {
        const { devices: hits } = (await (await fetch(`${base}${path}`)).json()) as { devices: unknown[] };
        return hits.length > 0;
      }),
    )
  ).filter(Boolean).length;
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.durationS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length]!;
          return request;
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`searches: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    queries: queries.length,
    rps: result.requests.average,
    ratio: result.requests.average / cachedListRps,
    foundPercent: Math.round((found / Math.min(200, paths.length)) * 100),
  };
}
