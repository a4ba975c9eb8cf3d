import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { BookingStatus } from '../../shared/booking-status';
import type { DatabaseHandle } from '../db/client';
import { sessions } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import { LIVE_STREAMS_PER_OWNER, LIVE_STREAMS_PER_PROCESS } from '../limits';
import { createStreamLeases } from './live-stream-leases';

// Live updates: the booking changes the domain announces (src/server/domain/booking-announcements.ts)
// arrive here through the database's LISTEN, from this process or any other on the same PostgreSQL,
// and are handed to the open streams whose filter accepts them. Ended sessions and changed roles
// arrive the same way and end the streams they concern. How many streams each person holds is counted
// across processes in the database (live-stream-leases.ts, decision 031).

export const BOOKING_CHANGES_CHANNEL = 'booking_changes';
/**
 * A person's sessions or roles changed: their streams end. Sent by the sessions table's trigger for
 * every session deleted (migration live_streams) and by `announceAccessChange` for role changes.
 */
export const ACCESS_CHANGES_CHANNEL = 'access_changes';

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
  /** The signed-in session the stream was opened with (a tracking link's stream has none). */
  session?: { userId: string; sessionId: string };
  /**
   * The session ended (signed out, revoked), or the person's roles changed: end the stream. After a
   * change of roles the page opens a new one at once, which is filtered by the new roles.
   */
  onAccessEnded?(why: AccessEnd): void;
}

/** Why a stream's access ended: its session is gone, or its person's roles changed. */
export type AccessEnd = 'session-ended' | 'roles-changed';

/** Why a new stream was refused: its owner has too many open, or this process has. */
export type StreamRefusal = 'owner-full' | 'process-full';

export interface LiveLimits {
  /** Streams one owner (a signed-in person, a tracking link) may hold open at once, on all processes. */
  perOwner: number;
  /** Streams this process holds open at once: each costs memory and a socket. */
  perProcess: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  perOwner: LIVE_STREAMS_PER_OWNER,
  perProcess: LIVE_STREAMS_PER_PROCESS,
};

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

/**
 * Whose streams must end: every stream opened with `sessionId`, or when it is null (roles changed)
 * every stream of `userId`.
 */
export interface AccessChange {
  userId: string;
  sessionId: string | null;
}

/** Reads an access change back (the sessions table's trigger and `announceAccessChange` send them). */
export function parseAccessChange(payload: string): AccessChange | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; sessionId?: unknown };
    if (typeof value.userId !== 'string') return null;
    return { userId: value.userId, sessionId: typeof value.sessionId === 'string' ? value.sessionId : null };
  } catch {
    return null;
  }
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
  database: Pick<DatabaseHandle, 'listen' | 'db'>,
  logger: Logger,
  { limits = DEFAULT_LIVE_LIMITS, leaseSeconds = DEFAULT_LIVE_LEASE_SECONDS }: LiveUpdatesOptions = {},
): LiveUpdates {
  const { db } = database;
  const listeners = new Set<LiveListener>();
  const leases = createStreamLeases(db, leaseSeconds);
  /** The streams this process holds (or is opening): id → owner. */
  const held = new Map<string, string>();
  let reserved = 0;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let renewal: NodeJS.Timeout | undefined;
  let renewalFailing = false;

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

  const endAccess = (change: AccessChange) =>
    each((listener) => {
      const session = listener.session;
      if (!session || session.userId !== change.userId) return;
      if (change.sessionId === null) listener.onAccessEnded?.('roles-changed');
      else if (change.sessionId === session.sessionId) listener.onAccessEnded?.('session-ended');
    });

  /** Ends the streams among `of` whose session no longer exists (an announcement may have been missed). */
  const endStreamsWithoutSession = async (of: LiveListener[]) => {
    const ids = [
      ...new Set(of.flatMap((listener) => (listener.session ? [listener.session.sessionId] : []))),
    ];
    if (ids.length === 0) return;
    const alive = new Set(
      (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((r) => r.id),
    );
    for (const listener of of) {
      if (listener.session && !alive.has(listener.session.sessionId) && listeners.has(listener)) {
        listener.onAccessEnded?.('session-ended');
      }
    }
  };
  const checkSessions = (of: LiveListener[]) =>
    endStreamsWithoutSession(of).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not check the sessions of live streams'),
    );

  const renew = async () => {
    if (stopped) return;
    try {
      await leases.renew(new Map(held));
      if (renewalFailing) logger.info('live streams are counted in the database again');
      renewalFailing = false;
    } catch (error) {
      if (!renewalFailing) {
        logger.warn({ err: error }, "could not renew this process's live streams in the database");
      }
      renewalFailing = true;
    }
  };

  return {
    async start() {
      if (unlisten) return;
      // A first lease that cannot be written (the database busy or going away) is retried by the
      // timer, as every renewal is: it does not stop the server starting or stopping.
      await renew();
      renewal = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
      renewal.unref();
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
    async reserve(owner) {
      if (reserved >= limits.perProcess) return 'process-full';
      reserved += 1;
      const id = randomUUID();
      held.set(id, owner);
      let opened = false;
      try {
        opened = await leases.open(id, owner, limits.perOwner);
      } finally {
        if (!opened) {
          held.delete(id);
          reserved -= 1;
        }
      }
      if (!opened) return 'owner-full';
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= 1;
        held.delete(id);
        // A stopping process gives up all its streams at once.
        if (stopped) return;
        leases.close(id).catch((error: unknown) => {
          logger.warn({ err: error }, 'a closed live stream stays counted until the next renewal');
        });
      };
    },
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
      each((listener) => listener.onClose());
      listeners.clear();
      clearInterval(renewal);
      const stopListening = unlisten;
      unlisten = null;
      await stopListening?.();
      await leases.end().catch((error: unknown) => {
        logger.warn({ err: error }, "could not remove this process's live streams: they stop counting soon");
      });
    },
  };
}
