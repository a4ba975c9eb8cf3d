import { isDatabaseUnavailable } from '../db/database-unavailable';
import { STALE_RETRY_MS } from './catalogue-cached-responses';

// The values the catalogue's responses are computed from (a few fixed keys, not capped), with the last
// good value kept aside for a database outage, as for responses (catalogue-cache.ts).

export interface CachedValues {
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every value, keeping those that had loaded as last good values. */
  drop(): void;
}

/** `generation` tells the catalogue's version: a load begun under an older one is not kept. */
export function createCachedValues(generation: () => number): CachedValues {
  const values = new Map<string, Promise<unknown>>();
  /** The last good value of each key, for when loading it again fails. */
  const lastGoodValues = new Map<string, unknown>();

  function drop() {
    for (const [key, value] of values) {
      // Only values that had loaded: a load still under way has nothing to keep.
      void value.then(
        (loaded) => lastGoodValues.set(key, loaded),
        () => undefined,
      );
    }
    values.clear();
  }

  return {
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = values.get(key);
      if (hit) return hit as Promise<T>;
      const startedIn = generation();
      let servedStale = false;
      const pending = load().catch((error: unknown) => {
        if (!lastGoodValues.has(key) || !isDatabaseUnavailable(error)) throw error;
        servedStale = true;
        return lastGoodValues.get(key) as T;
      });
      values.set(key, pending);
      // As for responses: neither a failure nor a value read before the latest write is kept, and a
      // last good value served instead is loaded again a few seconds later.
      pending.then(
        () => {
          if (values.get(key) !== pending) return;
          if (startedIn !== generation()) values.delete(key);
          else if (servedStale) {
            setTimeout(() => {
              if (values.get(key) === pending) values.delete(key);
            }, STALE_RETRY_MS).unref();
          } else lastGoodValues.delete(key);
        },
        () => {
          if (values.get(key) === pending) values.delete(key);
        },
      );
      return pending;
    },
    drop,
  };
}
