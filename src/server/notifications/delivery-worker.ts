import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import type { Channel, Transport } from '../lib/outbox';
import { deliveryRound, type RoundState } from './delivery-round';
import { type Claimed, claimDue, type DeliveryContext, releaseUnsent, sendClaimed } from './outbox-delivery';

export { RETRY_DELAYS_MS } from './outbox-delivery';

export interface DeliveryWorkerOptions {
  db: Database;
  logger: Logger;
  transports: Partial<Record<Channel, Transport>>;
  /** The time retries are scheduled by (tests move it). */
  clock?: () => Date;
  /** How long a claimed message is held before another worker may take it (longer than a send). */
  leaseMs?: number;
  /** How often it looks for due messages when nobody wakes it. */
  pollMs?: number;
  /**
   * Messages sent at once (default 1; the server passes OUTBOX_CONCURRENCY). A message is claimed
   * only when a place is free, so none waits in this worker's hands while another could send it.
   */
  concurrency?: number;
  /** Messages claimed at most by one statement (default: as many as there are free places). */
  batchSize?: number;
}

export interface DeliveryWorker {
  start(): void;
  /**
   * Stops polling and claiming, waits for the messages being sent and closes the transports'
   * connections; messages claimed but not yet handed to a transport are let go at once, for the next
   * worker (or this process after a restart) to send.
   */
  stop(): Promise<void>;
  /** Looks for due messages now. */
  wake(): void;
  /** Delivers every message due now, then resolves (tests, shutdown). */
  drain(): Promise<void>;
}

/**
 * Delivers queued messages from the outbox, up to `concurrency` at once. Any number of processes may
 * run one: a message is claimed with FOR UPDATE SKIP LOCKED and a lease, so two workers never take
 * the same one, and a worker that dies mid-send lets it go when the lease ends. Each claim is one
 * statement, never a transaction held open across a send (the embedded database has one connection).
 * Failures are retried with backoff, then marked dead.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, transports } = options;
  const context: DeliveryContext = {
    db,
    logger: options.logger,
    transports,
    clock: options.clock ?? (() => new Date()),
    leaseMs: options.leaseMs ?? 60_000,
  };
  const pollMs = options.pollMs ?? 5_000;
  const concurrency = options.concurrency ?? 1;
  const sizes = { concurrency, batchSize: options.batchSize ?? concurrency };
  const steps = {
    claim: (limit: number) => claimDue(context, limit),
    release: (unsent: Claimed[]) => releaseUnsent(db, unsent),
    send: (message: Claimed) => sendClaimed(context, message),
  };
  const state: RoundState = { again: false, halting: false, nudge: () => undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** One round at a time; a wake during a round makes it look for due messages again. */
  function run(): Promise<void> {
    if (running) {
      state.again = true;
      state.nudge();
      return running;
    }
    running = (async () => {
      do {
        state.again = false;
        try {
          await deliveryRound(state, steps, sizes);
        } catch (error) {
          context.logger.error({ err: error }, 'delivery round failed');
        }
      } while (state.again && !state.halting);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void run();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      state.halting = true;
      state.nudge();
      try {
        await running;
      } finally {
        state.halting = false;
      }
      for (const transport of Object.values(transports)) transport?.close?.();
    },
    wake() {
      if (!stopped) void run();
    },
    async drain() {
      await running;
      await run();
    },
  };
}
