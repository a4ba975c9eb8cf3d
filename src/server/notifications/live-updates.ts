import type { BookingStatus } from '../../shared/booking-status';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../lib/logger';

// Live updates: the booking changes the domain announces (src/server/domain/booking-announcements.ts)
// arrive here through the database's LISTEN, from this process or any other on the same PostgreSQL,
// and are handed to the open streams whose filter accepts them.

export const BOOKING_CHANGES_CHANNEL = 'booking_changes';

/** An announcement: who may hear of it is decided by each listener's filter. */
export interface BookingChange {
  bookingId: string;
  status: BookingStatus | 'deleted';
  /** The customer's account, if the booking has one. */
  customerUserId: string | null;
  /** The technician now on the job and, on a reassignment or withdrawal, the one taken off it. */
  technicianIds: number[];
}

export interface LiveListener {
  accepts(change: BookingChange): boolean;
  onChange(change: BookingChange): void;
  /** Changes may have been missed: the listener's page should fetch afresh. */
  onResync(): void;
  /** The server is stopping: say when to reconnect, then end the stream. */
  onClose(): void;
}

/** Why a new stream was refused: its owner has too many open, or this process has. */
export type StreamRefusal = 'owner-full' | 'process-full';

export interface LiveLimits {
  /** Streams one owner (a signed-in person, a tracking link) may hold open at once. */
  perOwner: number;
  /** Streams this process holds open at once: each costs memory and a socket. */
  perProcess: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perOwner: 10, perProcess: 5000 };

export interface LiveUpdates {
  /** Starts listening to the database; resolves once listening. */
  start(): Promise<void>;
  /**
   * Holds a place for one more stream of `owner`, before it opens; the returned function gives the
   * place back when it ends. A refusal says which limit is reached.
   */
  reserve(owner: string): (() => void) | StreamRefusal;
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: LiveListener): () => void;
  /** How many streams are open now. */
  size(): number;
  /** Closes every stream and stops listening. */
  stop(): Promise<void>;
}

/** Reads an announcement back; anything else on the channel is ignored. */
export function parseBookingChange(payload: string): BookingChange | null {
  try {
    const value = JSON.parse(payload) as Partial<BookingChange>;
    if (typeof value.bookingId !== 'string' || typeof value.status !== 'string') return null;
    return {
      bookingId: value.bookingId,
      status: value.status,
      customerUserId: typeof value.customerUserId === 'string' ? value.customerUserId : null,
      technicianIds: Array.isArray(value.technicianIds)
        ? value.technicianIds.filter((id): id is number => typeof id === 'number')
        : [],
    };
  } catch {
    return null;
  }
}

export function createLiveUpdates(
  database: Pick<DatabaseHandle, 'listen'>,
  logger: Logger,
  limits: LiveLimits = DEFAULT_LIVE_LIMITS,
): LiveUpdates {
  const listeners = new Set<LiveListener>();
  const reservedBy = new Map<string, number>();
  let reserved = 0;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;

  const each = (fn: (listener: LiveListener) => void) => {
    for (const listener of listeners) {
      try {
        fn(listener);
      } catch (error) {
        // One broken stream must not keep the change from the others.
        logger.warn({ err: error }, 'a live stream failed to take a change');
      }
    }
  };

  return {
    async start() {
      if (unlisten) return;
      unlisten = await database.listen(BOOKING_CHANGES_CHANNEL, {
        onNotify: (payload) => {
          const change = parseBookingChange(payload);
          if (!change) return;
          each((listener) => {
            if (listener.accepts(change)) listener.onChange(change);
          });
        },
        onResync: () => each((listener) => listener.onResync()),
        onError: (error) => logger.warn({ err: error }, 'live updates lost their database connection'),
      });
    },
    reserve(owner) {
      const held = reservedBy.get(owner) ?? 0;
      if (reserved >= limits.perProcess) return 'process-full';
      if (held >= limits.perOwner) return 'owner-full';
      reservedBy.set(owner, held + 1);
      reserved += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= 1;
        const left = (reservedBy.get(owner) ?? 1) - 1;
        if (left > 0) reservedBy.set(owner, left);
        else reservedBy.delete(owner);
      };
    },
    subscribe(listener) {
      // A stream that opens while the server stops is closed at once rather than left hanging.
      if (stopped) {
        listener.onClose();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    size: () => listeners.size,
    async stop() {
      stopped = true;
      each((listener) => listener.onClose());
      listeners.clear();
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
    },
  };
}
