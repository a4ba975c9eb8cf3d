import { AVAILABILITY_CACHE_MAX_ANSWERS, AVAILABILITY_CACHE_SECONDS } from '../limits';

// The availability of windows (GET /api/availability) is asked on every visit to the booking form
// and changes with every booking: answers are kept in the process for a few seconds, and dropped
// whenever a booking, a technician's week, area or leave changes (domain/schedule-changes.ts follows
// the announcements of every process; the process that wrote drops its copy at once). A load that
// began before a drop is answered to its caller but not kept. Keys hold a pincode and dates, so the
// number kept is capped (oldest first out).

export interface AvailabilityCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export interface AvailabilityCacheOptions {
  maxAgeSeconds?: number;
  maxAnswers?: number;
  /** The time the lifetime is judged by (the app's clock: tests move it). */
  clock?: () => Date;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createAvailabilityCache({
  maxAgeSeconds = AVAILABILITY_CACHE_SECONDS,
  maxAnswers = AVAILABILITY_CACHE_MAX_ANSWERS,
  clock = () => new Date(),
}: AvailabilityCacheOptions = {}): AvailabilityCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock().getTime();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
      entries.delete(key);
      const started = generation;
      const entry: Entry = { value: load(), expiresAt: now + maxAgeSeconds * 1000 };
      // Failed loads are not kept; nor is one a change overtook while it ran.
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then(() => {
        if (generation !== started) forget();
      }, forget);
      if (entries.size >= maxAnswers) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, entry);
      return entry.value as Promise<T>;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
