import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { LIVE_STREAMS_PER_OWNER, LIVE_STREAMS_PER_PROCESS } from '../limits';
import { createStreamLeases } from './live-stream-leases';

// The places this process holds for live streams: counted per owner across processes through the
// database's leases (live-stream-leases.ts, decision 031), and per process here.

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

export interface StreamPlaces {
  /** Writes this process's first lease and renews it on a timer. */
  start(): Promise<void>;
  /** Holds a place for one more stream of `owner`; the returned function gives it back. */
  reserve(owner: string): Promise<(() => void) | StreamRefusal>;
  /** Stops renewing; places given back from now on are left for `end` to remove at once. */
  halt(): void;
  /** Gives up this process's lease and every place it holds. */
  end(): Promise<void>;
}

export function createStreamPlaces(
  db: Database,
  logger: Logger,
  limits: LiveLimits,
  leaseSeconds: number,
): StreamPlaces {
  const leases = createStreamLeases(db, leaseSeconds);
  /** The streams this process holds (or is opening): id → owner. */
  const held = new Map<string, string>();
  let reserved = 0;
  let stopped = false;
  let renewal: NodeJS.Timeout | undefined;
  let renewalFailing = false;

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

  const release = (id: string) => {
    reserved -= 1;
    held.delete(id);
    // A stopping process gives up all its streams at once.
    if (stopped) return;
    leases.close(id).catch((error: unknown) => {
      logger.warn({ err: error }, 'a closed live stream stays counted until the next renewal');
    });
  };

  return {
    async start() {
      // A first lease that cannot be written (the database busy or going away) is retried by the
      // timer, as every renewal is: it does not stop the server starting or stopping.
      await renew();
      renewal = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
      renewal.unref();
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
        release(id);
      };
    },
    halt() {
      stopped = true;
      clearInterval(renewal);
    },
    async end() {
      await leases.end().catch((error: unknown) => {
        logger.warn({ err: error }, "could not remove this process's live streams: they stop counting soon");
      });
    },
  };
}
