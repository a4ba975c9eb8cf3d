import { makeCachedBody } from '../http/cached-response';
import type { CachedBody } from '../http/cached-response';
import { isDatabaseUnavailable } from '../db/database-unavailable';

// Catalogue reads are the hot path of the public site and change rarely: their serialised responses
// are kept in the process and dropped whenever the catalogue is written. Keys include free search
// text, so the number of entries is capped (oldest first out). Values the responses are computed from
// (the searchable device list) are kept beside them and dropped with them.
//
// Every process keeps its own copy, dropped by the write's announcement (domain/catalogue-changes.ts).
// A change that is not announced (made in SQL, or missed while a process was reconnecting) shows once
// the copy's short lifetime is over: everything cached is dropped together, at most `maxAgeSeconds`
// after the first of it was read from the database, so no answer is older than that.
//
// A dropped response is kept aside as the last good copy: when loading it again fails because the
// database cannot be reached, that copy is served rather than an error, and loading is tried again a few seconds later.
// The public catalogue keeps working through a database outage, showing what it showed before.

const MAX_ENTRIES = 500;
/** How long a last good copy is served after a failed load before loading is tried again. */
export const STALE_RETRY_MS = 5000;
/** How long cached answers last by default (CATALOGUE_CACHE_SECONDS). */
export const DEFAULT_CATALOGUE_MAX_AGE_SECONDS = 30;

export interface CatalogueCache {
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /** A response already computed, without waiting: the hot path answers with no promise at all. */
  peek(key: string): CachedBody | undefined;
  /** A value loaded once per catalogue version (a few fixed keys, not capped). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export interface CatalogueCacheOptions {
  /** How long answers are kept, at most (a safety net beside the announced writes). */
  maxAgeSeconds?: number;
  /** The time the lifetime is judged by (the app's clock: tests move it). */
  clock?: () => Date;
}

export function createCatalogueCache({
  maxAgeSeconds = DEFAULT_CATALOGUE_MAX_AGE_SECONDS,
  clock = () => new Date(),
}: CatalogueCacheOptions = {}): CatalogueCache {
  const entries = new Map<string, Promise<CachedBody>>();
  const ready = new Map<string, CachedBody>();
  const values = new Map<string, Promise<unknown>>();
  /** The last good copy of each response dropped by a write, for when loading it again fails. */
  const lastGood = new Map<string, CachedBody>();
  /** The same for the values responses are computed from (a few fixed keys). */
  const lastGoodValues = new Map<string, unknown>();
  let generation = 0;
  /** When the oldest answer kept must go (ms since the epoch), or null while nothing is kept. */
  let expiresAt: number | null = null;

  const forget = (key: string) => {
    entries.delete(key);
    ready.delete(key);
  };

  function invalidate() {
    generation++;
    expiresAt = null;
    for (const [key, cached] of ready) {
      lastGood.delete(key);
      lastGood.set(key, cached);
    }
    // The oldest copies go first, as entries do.
    for (const key of lastGood.keys()) {
      if (lastGood.size <= MAX_ENTRIES) break;
      lastGood.delete(key);
    }
    for (const [key, value] of values) {
      // Only values that had loaded: a load still under way has nothing to keep.
      void value.then(
        (loaded) => lastGoodValues.set(key, loaded),
        () => undefined,
      );
    }
    entries.clear();
    ready.clear();
    values.clear();
  }

  /** Drops everything once its lifetime is over; starts the lifetime when the first load begins. */
  function expireOrStart(): void {
    const now = clock().getTime();
    if (expiresAt !== null && now >= expiresAt) invalidate();
    expiresAt ??= now + maxAgeSeconds * 1000;
  }

  return {
    peek(key) {
      if (expiresAt !== null && clock().getTime() >= expiresAt) invalidate();
      return ready.get(key);
    },
    get(key, load) {
      expireOrStart();
      const hit = entries.get(key);
      if (hit) return hit;
      const startedIn = generation;
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
          if (startedIn !== generation) {
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
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      expireOrStart();
      const hit = values.get(key);
      if (hit) return hit as Promise<T>;
      const startedIn = generation;
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
          if (startedIn !== generation) values.delete(key);
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
    invalidate,
  };
}
