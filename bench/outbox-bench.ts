// The outbox's delivery rate on one server process: a burst of 300 bookings (each queues two e-mails,
// the customer's confirmation and the shop's copy) against a local mail server that takes 30 ms to
// accept each message, with OUTBOX_CONCURRENCY=1 (one message at a time) and 8 (the default), each on
// a fresh embedded database, two rounds of each in turn (the machine is shared: the best round of
// each is the figure, every round is printed). Reported: messages per second once the burst is over
// (the worker alone with the backlog the burst left, the figure the target is for), messages per
// second from the first delivered to the last (bounded by how fast the bookings came), and how long
// after the burst's last answer the last confirmation arrived.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstListedDevice, guestBookingBody } from '../tests/listed-device-booking';
import { startMailSink } from '../tests/mail-servers';
import { BUILT_SERVER, startProcess, stopProcess } from './bench-kit';
import type { Start, Stop } from './bench-kit';

const BOOKINGS = 300;
/** Bookings being posted at a time, each from an address of its own. */
const CLIENTS = 20;
const EMAILS_PER_BOOKING = 2;
const MAIL_SERVER_MS = 30;
const CONCURRENCIES = [1, 8];
const ROUNDS = 2;
export const OUTBOX_RATE_TARGET = 100;
/** A delivery that has not finished by then is reported as such. */
const DELIVERY_TIMEOUT_MS = 300_000;

interface OutboxFigures {
  concurrency: number;
  delivered: number;
  rate: number;
  /** Messages per second after the burst's last answer, and how many were left then. */
  afterBurstRate: number;
  leftAfterBurst: number;
  /** From the burst's last answer to the last message's arrival. */
  lastLateMs: number;
  burstMs: number;
}

async function measureOutbox(start: Start, stop: Stop, concurrency: number): Promise<OutboxFigures> {
  const sink = await startMailSink(0, { delayMs: MAIL_SERVER_MS });
  const port = 4400 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-outbox-bench-'));
  const app = await start(
    [BUILT_SERVER],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: base,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      SIGN_IN_CODES: 'email-only',
      OUTBOX_CONCURRENCY: String(concurrency),
      // The cap per address guards against abuse; the bench's addresses book far more than a person.
      BOOKINGS_PER_HOUR_PER_ADDRESS: '100000000',
      BOOKINGS_PER_HOUR_PER_CONTACT: '100000000',
      TRUST_PROXY: 'true',
    },
    `${base}/api/health`,
    path.join(dataDir, 'app.log'),
  );
  try {
    const device = await firstListedDevice(base);
    const book = async (n: number) => {
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'x-forwarded-for': `198.51.100.${(n % CLIENTS) + 1}`,
        },
        body: JSON.stringify(guestBookingBody(device, `outbox${n}@example.com`)),
      });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
    };
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < BOOKINGS) await book(next++);
      }),
    );
    const answered = Date.now();
    const expected = BOOKINGS * EMAILS_PER_BOOKING;
    while (sink.received.length < expected && Date.now() - answered < DELIVERY_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const times = sink.received.map((mail) => mail.at).sort((a, b) => a - b);
    const first = times[0] ?? answered;
    const last = times.at(-1) ?? answered;
    const afterBurst = times.filter((at) => at > answered).length;
    return {
      concurrency,
      delivered: times.length,
      rate: times.length > 1 ? ((times.length - 1) * 1000) / (last - first) : 0,
      afterBurstRate: afterBurst > 0 ? (afterBurst * 1000) / (last - answered) : 0,
      leftAfterBurst: afterBurst,
      lastLateMs: last - answered,
      burstMs: answered - started,
    };
  } finally {
    await stop(app);
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchOutbox(start: Start, stop: Stop): Promise<void> {
  const rounds: OutboxFigures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const concurrency of CONCURRENCIES) rounds.push(await measureOutbox(start, stop, concurrency));
  }
  console.log(
    `Outbox delivery on one process (embedded database): ${BOOKINGS} bookings from ${CLIENTS} clients, ` +
      `${BOOKINGS * EMAILS_PER_BOOKING} e-mails, a mail server taking ${MAIL_SERVER_MS} ms per message, ` +
      `${ROUNDS} rounds (machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores):`,
  );
  for (const concurrency of CONCURRENCIES) {
    const runs = rounds.filter((f) => f.concurrency === concurrency);
    const best = runs.reduce((a, b) => (b.afterBurstRate > a.afterBurstRate ? b : a));
    const label =
      concurrency === 1 ? 'one at a time (OUTBOX_CONCURRENCY=1)' : `OUTBOX_CONCURRENCY=${concurrency}`;
    const target =
      concurrency === 1
        ? ''
        : ` (target >= ${OUTBOX_RATE_TARGET}/s) ${best.afterBurstRate >= OUTBOX_RATE_TARGET ? 'OK' : 'BELOW TARGET'}`;
    console.log(
      `  ${label}: ${best.afterBurstRate.toFixed(0)} messages/s after the burst${target}; ` +
        `the last e-mail ${(best.lastLateMs / 1000).toFixed(1)} s after the burst's last answer`,
    );
    for (const f of runs) {
      console.log(
        `    round: ${f.afterBurstRate.toFixed(0)}/s after the burst (${f.leftAfterBurst} left then), ` +
          `${f.rate.toFixed(0)}/s from the first to the last, ${f.delivered} delivered, the last ` +
          `${(f.lastLateMs / 1000).toFixed(1)} s after the burst's last answer (burst ${(f.burstMs / 1000).toFixed(1)} s)`,
      );
    }
  }
}

// Alone, without the other benches: `npm run build && npx tsx bench/outbox-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchOutbox(startProcess, stopProcess).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
