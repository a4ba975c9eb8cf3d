import type { CachedBody } from '../http/cached-response';
import { createCachedResponses } from './catalogue-cached-responses';
import { createCachedValues } from './catalogue-cached-values';

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

export { STALE_RETRY_MS } from './catalogue-cached-responses';
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
  let generation = 0;
  const responses = createCachedResponses(() => generation);
  const values = createCachedValues(() => generation);
  /** When the oldest answer kept must go (ms since the epoch), or null while nothing is kept. */
  let expiresAt: number | null = null;

  function invalidate() {
    generation++;
    expiresAt = null;
    responses.drop();
    values.drop();
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
      return responses.peek(key);
    },
    get(key, load) {
      expireOrStart();
      return responses.get(key, load);
    },
    remember(key, load) {
      expireOrStart();
      return values.remember(key, load);
    },
    invalidate,
  };
}
