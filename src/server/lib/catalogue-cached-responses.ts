import { makeCachedBody } from '../http/cached-response';
import type { CachedBody } from '../http/cached-response';
import { isDatabaseUnavailable } from '../db/database-unavailable';

// The catalogue cache's serialised responses, with the last good copy of each kept aside for a
// database outage (the rules are in catalogue-cache.ts).

const MAX_ENTRIES = 500;
/** How long a last good copy is served after a failed load before loading is tried again. */
export const STALE_RETRY_MS = 5000;

export interface CachedResponses {
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /** A response already computed, without waiting. */
  peek(key: string): CachedBody | undefined;
  /** Drops every response, keeping those that had loaded as last good copies. */
  drop(): void;
}

/** `generation` tells the catalogue's version: a load begun under an older one is not kept. */
export function createCachedResponses(generation: () => number): CachedResponses {
  const entries = new Map<string, Promise<CachedBody>>();
  const ready = new Map<string, CachedBody>();
  /** The last good copy of each response dropped by a write, for when loading it again fails. */
  const lastGood = new Map<string, CachedBody>();

  const forget = (key: string) => {
    entries.delete(key);
    ready.delete(key);
  };

  function drop() {
    for (const [key, cached] of ready) {
      lastGood.delete(key);
      lastGood.set(key, cached);
    }
    // The oldest copies go first, as entries do.
    for (const key of lastGood.keys()) {
      if (lastGood.size <= MAX_ENTRIES) break;
      lastGood.delete(key);
    }
    entries.clear();
    ready.clear();
  }

  return {
    peek: (key) => ready.get(key),
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const startedIn = generation();
      let servedStale = false;
      const pending = load()
        .then(makeCachedBody)
        .catch((error: unknown) => {
          const stale = lastGood.get(key);
          if (!stale || !isDatabaseUnavailable(error)) throw error;
          servedStale = true;
          return stale;
        });
      entries.set(key, pending);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      // A failed load is not remembered; a load that raced a write is not either. A last good copy
      // served instead is answered from for a few seconds, then loading is tried again.
      pending.then(
        (cached) => {
          if (entries.get(key) !== pending) return;
          if (startedIn !== generation()) {
            entries.delete(key);
            return;
          }
          ready.set(key, cached);
          if (!servedStale) {
            lastGood.delete(key);
            return;
          }
          setTimeout(() => {
            if (entries.get(key) === pending) forget(key);
          }, STALE_RETRY_MS).unref();
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key);
        },
      );
      return pending;
    },
    drop,
  };
}
