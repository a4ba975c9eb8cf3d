import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/client';
import { messages } from '../db/schema/index';
import type { UndeliveredBody } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { Channel, Transport } from '../lib/outbox';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is dead. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];

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

interface Claimed {
  id: number;
  channel: Channel;
  to_address: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  /** The words with their secrets, when the record shows them redacted. */
  undelivered_body: UndeliveredBody | string | null;
  attempts: number;
}

/** The words to send: those kept beside a redacted record, else the record's own. */
function wordsOf(message: Claimed): { subject: string | null; text: string; html: string | null } {
  const kept =
    typeof message.undelivered_body === 'string'
      ? (JSON.parse(message.undelivered_body) as UndeliveredBody)
      : message.undelivered_body;
  return kept ?? { subject: message.subject, text: message.text_body, html: message.html_body };
}

/**
 * Delivers queued messages from the outbox, up to `concurrency` at once. Any number of processes may
 * run one: a message is claimed with FOR UPDATE SKIP LOCKED and a lease, so two workers never take
 * the same one, and a worker that dies mid-send lets it go when the lease ends. Each claim is one
 * statement, never a transaction held open across a send (the embedded database has one connection).
 * Failures are retried with backoff, then marked dead.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger, transports } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 5_000;
  const concurrency = options.concurrency ?? 1;
  const batchSize = options.batchSize ?? concurrency;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  /** Set while stop() waits: the round claims nothing more and ends after the messages being sent. */
  let halting = false;
  /** Wakes a round waiting for a free place: a send ended, a message was written, or stop(). */
  let nudge: () => void = () => undefined;

  async function claim(limit: number): Promise<Claimed[]> {
    const now = clock();
    const result = await db.execute(sql`
      update ${messages} set locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = attempts + 1
      where id in (
        select id from ${messages}
        where status = 'queued' and next_attempt_at <= ${now}
          and (locked_until is null or locked_until <= ${now})
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, channel, to_address, subject, text_body, html_body, undelivered_body, attempts`);
    // RETURNING keeps no order: oldest first, as they were written.
    return rowsOf<Claimed>(result).sort((a, b) => a.id - b.id);
  }

  async function deliverOne(message: Claimed): Promise<void> {
    const transport = transports[message.channel];
    try {
      if (!transport) throw new Error(`no ${message.channel} transport is configured`);
      const words = wordsOf(message);
      await transport.deliver({
        channel: message.channel,
        to: message.to_address,
        text: words.text,
        ...(words.subject ? { subject: words.subject } : {}),
        ...(words.html ? { html: words.html } : {}),
      });
      // Delivered: the secrets it carried are the reader's alone now.
      await db
        .update(messages)
        .set({
          status: 'sent',
          sentAt: clock(),
          lockedUntil: null,
          error: null,
          transport: transport.name,
          undeliveredBody: null,
        })
        .where(eq(messages.id, message.id));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = RETRY_DELAYS_MS[message.attempts - 1];
      logger.warn(
        { messageId: message.id, channel: message.channel, attempts: message.attempts, err: error },
        delay === undefined
          ? 'delivery failed for the last time: message is dead'
          : 'delivery failed: will retry',
      );
      await db
        .update(messages)
        .set(
          delay === undefined
            ? { status: 'dead', error: reason, lockedUntil: null, nextAttemptAt: null, undeliveredBody: null }
            : { error: reason, lockedUntil: null, nextAttemptAt: new Date(clock().getTime() + delay) },
        )
        .where(eq(messages.id, message.id));
    }
  }

  /** Gives claimed messages back untried: their lease and the attempt the claim counted. */
  async function release(unsent: Claimed[]): Promise<void> {
    if (unsent.length === 0) return;
    await db.execute(sql`
      update ${messages} set locked_until = null, attempts = attempts - 1
      where id in (${sql.join(
        unsent.map((m) => sql`${m.id}`),
        sql`, `,
      )}) and status = 'queued'`);
  }

  /** Delivers one message; an outcome that cannot be recorded is logged, the lease then frees it. */
  function send(message: Claimed): Promise<void> {
    return deliverOne(message).catch((error: unknown) => {
      logger.error({ err: error, messageId: message.id }, 'could not record a delivery');
    });
  }

  /**
   * Claims due messages while places are free and sends them, until none is due and none is being
   * sent. Messages are claimed oldest first and handed to the transport in that order.
   */
  async function round(): Promise<void> {
    const sending = new Set<Promise<void>>();
    /** False once a claim found fewer due messages than it asked for: wait for a wake. */
    let due = true;
    try {
      while (!halting) {
        if (again) {
          again = false;
          due = true;
        }
        const free = concurrency - sending.size;
        if (due && free > 0) {
          const wanted = Math.min(free, batchSize);
          const claimed = await claim(wanted);
          if (halting) {
            await release(claimed);
            return;
          }
          due = claimed.length === wanted;
          for (const message of claimed) {
            const sent = send(message).finally(() => {
              sending.delete(sent);
              nudge();
            });
            sending.add(sent);
          }
          continue;
        }
        if (sending.size === 0) return;
        await new Promise<void>((resolve) => (nudge = resolve));
      }
    } finally {
      // Stopping or not, the messages in hand are finished and recorded.
      await Promise.all(sending);
    }
  }

  /** One round at a time; a wake during a round makes it look for due messages again. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      nudge();
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          logger.error({ err: error }, 'delivery round failed');
        }
      } while (again && !halting);
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
      halting = true;
      nudge();
      try {
        await running;
      } finally {
        halting = false;
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
