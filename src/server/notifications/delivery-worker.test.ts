import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startMailSink } from '../../../tests/mail-servers';
import { createTestDatabase } from '../../../tests/test-database';
import { openDatabase } from '../db/client';
import { messages } from '../db/schema/index';
import { createSmtpTransport } from '../lib/mailer';
import type { Transport } from '../lib/outbox';
import { createDeliveryWorker, RETRY_DELAYS_MS } from './delivery-worker';
import { createNotifier } from './outbox';

// The outbox's delivery worker on a real database: retries with backoff, dead letters, one delivery
// per message however many workers poll, a mail server that is down and then comes back, and several
// messages sent at once, never more than the worker's concurrency.

const logger = pino({ level: 'silent' });
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());
let now = new Date('2026-11-22T04:00:00Z');
const clock = () => now;
const notifier = createNotifier({ deliverable: { email: true, sms: true } });

async function enqueueMail(subject: string, count = 1) {
  return db.transaction((tx) =>
    notifier.enqueue(
      tx,
      Array.from({ length: count }, (_, i) => ({
        channel: 'email' as const,
        to: `Customer${i}@Example.com`,
        subject,
        text: `${subject} ${i}`,
        template: 'status_changed',
      })),
      now,
    ),
  );
}

const rowOf = async (id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('the delivery worker', () => {
  it('retries while the mail server is down and delivers once it is back', async () => {
    const port = await freePort();
    const worker = createDeliveryWorker({
      db,
      logger,
      clock,
      transports: { email: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Test <test@example.com>') },
    });
    const [id] = await enqueueMail('Booking received: BK-20261122-RTRY');
    await worker.drain();
    const failed = await rowOf(id!);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt?.getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[0]!);

    const sink = await startMailSink(port);
    try {
      await worker.drain();
      expect(sink.received).toHaveLength(0); // not due yet: it waits its backoff
      now = new Date(now.getTime() + RETRY_DELAYS_MS[0]!);
      await worker.drain();
      expect(sink.received.map((m) => [m.to, m.subject])).toEqual([
        ['customer0@example.com', 'Booking received: BK-20261122-RTRY'],
      ]);
      expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 2, error: null });
      await worker.drain();
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('gives up after the last retry and keeps the message as dead, with its error', async () => {
    const broken: Transport = {
      name: 'broken',
      deliver: () => Promise.reject(new Error('mailbox full')),
    };
    const worker = createDeliveryWorker({ db, logger, clock, transports: { email: broken } });
    const [id] = await enqueueMail('Doomed');
    for (const delay of RETRY_DELAYS_MS) {
      await worker.drain();
      expect((await rowOf(id!)).status).toBe('queued');
      now = new Date(now.getTime() + delay);
    }
    await worker.drain();
    expect(await rowOf(id!)).toMatchObject({
      status: 'dead',
      attempts: RETRY_DELAYS_MS.length + 1,
      error: 'mailbox full',
      nextAttemptAt: null,
    });
  });

  it('delivers each message once when two workers poll the same outbox', async () => {
    // On PostgreSQL the second worker has its own connections, as a second process would.
    const second = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    const delivered: string[] = [];
    const slow = (name: string): Transport => ({
      name,
      deliver: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(message.text);
      },
    });
    const workers = [
      createDeliveryWorker({ db, logger, clock, batchSize: 3, transports: { email: slow('a') } }),
      createDeliveryWorker({ db: second.db, logger, clock, batchSize: 3, transports: { email: slow('b') } }),
    ];
    const ids = await enqueueMail('Once only', 30);
    await Promise.all(workers.map((w) => w.drain()));
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
    if (second !== database) await second.close();
  });

  it('stops after the message being sent and lets the rest of its batch go at once', async () => {
    const delivered: string[] = [];
    let sending: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (sending = resolve));
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const slowFirst: Transport = {
      name: 'slow-first',
      deliver: async (message) => {
        if (delivered.length === 0) {
          sending();
          await held;
        }
        delivered.push(message.text);
      },
    };
    const ids = await enqueueMail('Stopping', 4);
    const worker = createDeliveryWorker({ db, logger, clock, transports: { email: slowFirst } });
    worker.start();
    await started;
    const stopped = worker.stop();
    finish();
    await stopped;
    expect(delivered).toEqual(['Stopping 0']);
    expect(await rowOf(ids[0]!)).toMatchObject({ status: 'sent', attempts: 1 });
    // The rest are free for another worker now, not after the lease, and no attempt was used up.
    for (const id of ids.slice(1)) {
      expect(await rowOf(id)).toMatchObject({ status: 'queued', lockedUntil: null, attempts: 0 });
    }
    const next = createDeliveryWorker({ db, logger, clock, transports: { email: slowFirst } });
    await next.drain();
    expect(delivered).toEqual(['Stopping 0', 'Stopping 1', 'Stopping 2', 'Stopping 3']);
  });

  it('keeps messages of a channel without a transport as outbox, untouched by the worker', async () => {
    const keepOnly = createNotifier({ deliverable: { email: false, sms: false } });
    const [id] = await db.transaction((tx) =>
      keepOnly.enqueue(tx, [{ channel: 'sms', to: '+919876543210', text: 'Hi', template: 'x' }], now),
    );
    const worker = createDeliveryWorker({ db, logger, clock, transports: {} });
    await worker.drain();
    expect(await rowOf(id!)).toMatchObject({ status: 'outbox', attempts: 0 });
  });

  describe('sending several at once', () => {
    it('hands a slow mail server several messages at once, never more than its concurrency', async () => {
      const sink = await startMailSink(0, { delayMs: 150 });
      const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`, 'Test <test@example.com>', {
        connections: 4,
      });
      const worker = createDeliveryWorker({
        db,
        logger,
        clock,
        concurrency: 4,
        transports: { email: transport },
      });
      try {
        const ids = await enqueueMail('Several at once', 12);
        await worker.drain();
        expect(sink.received.map((m) => m.body.match(/Several at once \d+/)?.[0]).sort()).toEqual(
          Array.from({ length: 12 }, (_, i) => `Several at once ${i}`).sort(),
        );
        for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
        expect(sink.peakReceiving()).toBeGreaterThan(1);
        expect(sink.peakReceiving()).toBeLessThanOrEqual(4);
        // Each of its connections carries one message after another.
        expect(sink.connections()).toBeLessThanOrEqual(4);
      } finally {
        await worker.stop();
        await sink.close();
      }
    });

    it('finishes every message in hand when stopped and claims no more', async () => {
      let inHand = 0;
      let handed: () => void = () => undefined;
      const allHanded = new Promise<void>((resolve) => (handed = resolve));
      let finish: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (finish = resolve));
      const delivered: string[] = [];
      const holding: Transport = {
        name: 'holding',
        deliver: async (message) => {
          if (++inHand === 3) handed();
          await held;
          delivered.push(message.text);
        },
      };
      const ids = await enqueueMail('Three in hand', 5);
      const worker = createDeliveryWorker({
        db,
        logger,
        clock,
        concurrency: 3,
        transports: { email: holding },
      });
      worker.start();
      await allHanded;
      const stopped = worker.stop();
      finish();
      await stopped;
      expect(delivered.sort()).toEqual(['Three in hand 0', 'Three in hand 1', 'Three in hand 2']);
      for (const id of ids.slice(0, 3))
        expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
      // The others were never claimed: free for another worker now, no attempt used up.
      for (const id of ids.slice(3)) {
        expect(await rowOf(id)).toMatchObject({ status: 'queued', lockedUntil: null, attempts: 0 });
      }
      await createDeliveryWorker({
        db,
        logger,
        clock,
        concurrency: 3,
        transports: { email: holding },
      }).drain();
      expect(delivered).toHaveLength(5);
    });

    it('retries a failing message with its backoff while the others go out', async () => {
      const delivered: string[] = [];
      const pickyAbout = (text: string): Transport => ({
        name: 'picky',
        deliver: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (message.text === text) throw new Error('mailbox unavailable');
          if (message.text.startsWith('One of six')) delivered.push(message.text);
        },
      });
      const ids = await enqueueMail('One of six fails', 6);
      const worker = createDeliveryWorker({
        db,
        logger,
        clock,
        concurrency: 4,
        transports: { email: pickyAbout('One of six fails 2') },
      });
      await worker.drain();
      expect(delivered).toHaveLength(5);
      expect(await rowOf(ids[2]!)).toMatchObject({
        status: 'queued',
        attempts: 1,
        lockedUntil: null,
        error: 'mailbox unavailable',
        nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]!),
      });
      for (const delay of RETRY_DELAYS_MS) {
        now = new Date(now.getTime() + delay);
        await worker.drain();
      }
      expect(await rowOf(ids[2]!)).toMatchObject({ status: 'dead', attempts: RETRY_DELAYS_MS.length + 1 });
      expect(delivered).toHaveLength(5);
    });

    it('delivers each message once when two workers each send several at once', async () => {
      const second = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
      const delivered: string[] = [];
      const slow: Transport = {
        name: 'slow',
        deliver: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          delivered.push(message.text);
        },
      };
      const workers = [
        createDeliveryWorker({ db, logger, clock, concurrency: 4, transports: { email: slow } }),
        createDeliveryWorker({ db: second.db, logger, clock, concurrency: 4, transports: { email: slow } }),
      ];
      const ids = await enqueueMail('Once only, several at once', 40);
      await Promise.all(workers.map((w) => w.drain()));
      expect(delivered).toHaveLength(40);
      expect(new Set(delivered).size).toBe(40);
      for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
      if (second !== database) await second.close();
    });
  });
});
