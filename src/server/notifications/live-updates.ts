import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../lib/logger';
import {
  ACCESS_CHANGES_CHANNEL,
  BOOKING_CHANGES_CHANNEL,
  parseAccessChange,
  parseBookingChange,
} from './live-changes';
import { createLiveListeners, type LiveListener } from './live-listeners';
import {
  createStreamPlaces,
  DEFAULT_LIVE_LIMITS,
  type LiveLimits,
  type StreamRefusal,
} from './live-stream-places';

// Live updates: the booking changes the domain announces (src/server/domain/booking-announcements.ts)
// arrive here through the database's LISTEN, from this process or any other on the same PostgreSQL,
// and are handed to the open streams whose filter accepts them. Ended sessions and changed roles
// arrive the same way and end the streams they concern. How many streams each person holds is counted
// across processes in the database (live-stream-leases.ts, decision 031).

export {
  ACCESS_CHANGES_CHANNEL,
  BOOKING_CHANGES_CHANNEL,
  parseAccessChange,
  parseBookingChange,
  type AccessChange,
  type BookingChange,
} from './live-changes';
export type { AccessEnd, LiveListener } from './live-listeners';
export { DEFAULT_LIVE_LIMITS, type LiveLimits, type StreamRefusal } from './live-stream-places';

/**
 * How long a process's hold on its streams lasts unless renewed (a third of it between renewals): the
 * streams of a process killed without a word stop counting after at most this long.
 */
export const DEFAULT_LIVE_LEASE_SECONDS = 30;

export interface LiveUpdatesOptions {
  limits?: LiveLimits;
  leaseSeconds?: number;
}

export interface LiveUpdates {
  /** Starts listening to the database and holds this process's lease; resolves once both are done. */
  start(): Promise<void>;
  /**
   * Holds a place for one more stream of `owner`, before it opens; the returned function gives the
   * place back when it ends. A refusal says which limit is reached.
   */
  reserve(owner: string): Promise<(() => void) | StreamRefusal>;
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: LiveListener): () => void;
  /** How many streams are open now. */
  size(): number;
  /** Closes every stream, stops listening and gives up this process's lease. */
  stop(): Promise<void>;
}

export function createLiveUpdates(
  database: Pick<DatabaseHandle, 'listen' | 'db'>,
  logger: Logger,
  { limits = DEFAULT_LIVE_LIMITS, leaseSeconds = DEFAULT_LIVE_LEASE_SECONDS }: LiveUpdatesOptions = {},
): LiveUpdates {
  const { listeners, each, endAccess, checkSessions } = createLiveListeners(database.db, logger);
  const places = createStreamPlaces(database.db, logger, limits, leaseSeconds);
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;

  return {
    async start() {
      if (unlisten) return;
      await places.start();
      // One listening connection for both channels (on PostgreSQL, each listener holds one).
      unlisten = await database.listen([BOOKING_CHANGES_CHANNEL, ACCESS_CHANGES_CHANNEL], {
        onNotify: (payload, channel) => {
          if (channel === ACCESS_CHANGES_CHANNEL) {
            const ended = parseAccessChange(payload);
            if (ended) endAccess(ended);
            return;
          }
          const change = parseBookingChange(payload);
          if (!change) return;
          each((listener) => {
            if (listener.accepts(change)) listener.onChange(change);
          });
        },
        onResync: () => {
          each((listener) => listener.onResync());
          // Sessions that ended meanwhile were not heard of: ask which are gone.
          void checkSessions([...listeners]);
        },
        onError: (error) => logger.warn({ err: error }, 'live updates lost their database connection'),
      });
    },
    reserve: (owner) => places.reserve(owner),
    subscribe(listener) {
      // A stream that opens while the server stops is closed at once rather than left hanging.
      if (stopped) {
        listener.onClose();
        return () => undefined;
      }
      listeners.add(listener);
      // A sign-out just before the stream began listening was not heard: its session is gone.
      if (listener.session) void checkSessions([listener]);
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    async stop() {
      stopped = true;
      places.halt();
      each((listener) => listener.onClose());
      listeners.clear();
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
      await places.end();
    },
  };
}
