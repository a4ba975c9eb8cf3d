// Bookings created per second on PostgreSQL: the app on a fresh database of the local server, 20
// clients posting bookings with distinct idempotency keys. Every request runs the real path: catalogue
// prices, the window's place counted under its lock (50 technicians, decision 051), the transaction,
// and the confirmation and admin messages written to the outbox. The visits spread over the windows
// of the next four weeks and 200 pincodes (bench/booking-load.ts). The clients
// come from 20 addresses, as customers do (behind a trusted proxy): bookings from one address are
// counted under one lock for the hourly cap, so one address alone would measure that lock.
//
// Against it, the same transaction as plain SQL through `pg` (bench/raw-booking.ts), on the same
// database in the same run: the machine's limit. App and raw runs alternate, so that both meet the
// same load from the machine's other work. The app's delivery worker keeps sending the e-mails the app
// queued throughout (the bench's mail sink answers each new connection after 100 ms, so it sends a few
// a second); the raw run's outbox rows are never due, so the worker leaves them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SERVER_URL, withBenchDatabase } from './bench-database';
import { bookingLoad } from './booking-load';
import { BUILT_SERVER } from './bench-kit';
import type { Start, Stop } from './bench-kit';
import type { RawFigures } from './raw-booking';
import { readBookingShape, runRawBookings } from './raw-booking';
import { bookingsBenchTeam, seedBenchShop } from './bench-shop';

const CLIENTS = 20;
const ROUNDS = 3;
export const BOOKINGS_RATIO_TARGET = 0.5;
/** The app's p99 at most this many times the raw run's p99 (issue 31). */
export const BOOKINGS_P99_RATIO_TARGET = 1.5;

interface Round {
  app: RawFigures;
  raw: RawFigures;
}

export async function benchBookings(start: Start, stop: Stop, durationS: number): Promise<void> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-bookings-'));
  const secret = randomBytes(32).toString('base64url');
  const result = await withBenchDatabase('repair_bench', async (databaseUrl) => {
    // A team whose every window the bookings take a place in, and 2,000 bookings already holding some.
    await seedBenchShop(
      { databaseUrl, dataDir: dir },
      { DATABASE_URL: databaseUrl, DATA_DIR: dir, BETTER_AUTH_SECRET: secret },
      { bookings: 2_000, team: bookingsBenchTeam },
    );
    const app = await start(
      [BUILT_SERVER],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        PUBLIC_ORIGIN: base,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // The per-address cap guards against abuse; each bench address books far more than a person.
        BOOKINGS_PER_HOUR_PER_ADDRESS: '100000000',
        BOOKINGS_PER_HOUR_PER_CONTACT: '100000000',
        TRUST_PROXY: 'true',
        BETTER_AUTH_SECRET: secret,
      },
      `${base}/api/health`,
      path.join(dir, 'app.log'),
    );
    try {
      return await measureRounds(base, databaseUrl, durationS);
    } finally {
      await stop(app);
    }
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!result) {
    console.log(`Bookings on PostgreSQL: skipped (no server at ${BENCH_SERVER_URL})`);
    return;
  }
  printBookings(result, durationS);
}

async function measureRounds(base: string, databaseUrl: string, durationS: number) {
  const { devices } = (await (await fetch(`${base}/api/devices`)).json()) as { devices: { slug: string }[] };
  const { device } = (await (await fetch(`${base}/api/devices/${devices[0]!.slug}`)).json()) as {
    device: { id: number; name: string; repairs: { serviceId: number }[] };
  };
  const serviceIds = device.repairs.slice(0, 2).map((r) => r.serviceId);
  const postBookings = makeBookingPoster(base, device.id, device.name, serviceIds);
  // Short runs of each first, so both are measured with their code already optimised.
  await postBookings(2);
  const shape = await readBookingShape(databaseUrl, device.id, serviceIds);
  await runRawBookings(databaseUrl, shape, { clients: CLIENTS, durationS: 2 });
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const app = await postBookings(durationS);
    const raw = await runRawBookings(databaseUrl, shape, { clients: CLIENTS, durationS });
    rounds.push({ app, raw });
  }
  const integrity = await checkEveryBookingComplete(databaseUrl);
  return { rounds, integrity };
}

/** Runs autocannon's 20 connections for `durationS`, each booking with a fresh key from its address. */
function makeBookingPoster(base: string, deviceId: number, deviceModel: string, serviceIds: number[]) {
  const run = bookingLoad(base, { deviceId, deviceModel, serviceIds }, CLIENTS, 'bench');
  return async (duration: number): Promise<RawFigures> => {
    const measured = await run(duration);
    if (measured.non2xx > 0 || measured.errors > 0) {
      throw new Error(`bookings: ${measured.non2xx} non-2xx, ${measured.errors} errors`);
    }
    return {
      rate: measured.requests.average,
      p50: measured.latency.p50,
      p99: measured.latency.p99,
      total: measured.requests.total,
    };
  };
}

/** Every booking the bench made has its first event, its tracking link and its three messages: nothing was dropped. */
async function checkEveryBookingComplete(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bookings: string; incomplete: string }>(`
      select count(*) as bookings, count(*) filter (where
        (select count(*) from booking_events e where e.booking_id = b.id) <> 1
        or (select count(*) from tracking_links t where t.booking_id = b.id) <> 1
        or (select count(*) from messages m where m.booking_id = b.id) <> 3) as incomplete
      from bookings b where b.submitted_from like '198.51.100.%'`);
    const { bookings, incomplete } = rows[0]!;
    if (Number(incomplete) === 0)
      return `all ${bookings} bookings have their event, tracking link and 3 messages`;
    const { rows: kinds } = await client.query<{ template: string; count: string }>(`
      select m.template, count(*) from messages m join bookings b on b.id = m.booking_id
      where b.submitted_from like '198.51.100.%' group by m.template order by m.template`);
    const messages = kinds.map((kind) => `${kind.template} ${kind.count}`).join(', ');
    return `${incomplete} of ${bookings} bookings INCOMPLETE (their messages: ${messages})`;
  } finally {
    await client.end();
  }
}

function printBookings({ rounds, integrity }: { rounds: Round[]; integrity: string }, durationS: number) {
  const ratioOf = (round: Round) => round.app.rate / round.raw.rate;
  const p99RatioOf = (round: Round) => round.app.p99 / round.raw.p99;
  // The machine is shared: each round pairs an app run with the raw run right after it, and the
  // median round of the ratios is the figure (one busy moment moves a round, not the result).
  const median = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)]!;
  const ratio = ratioOf(median);
  const figures = (f: RawFigures) =>
    `${f.rate.toFixed(0)}/s (p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms)`;
  console.log(
    `Bookings on PostgreSQL, ${CLIENTS} clients from ${CLIENTS} addresses, ${durationS} s x ${ROUNDS} rounds, app and raw in turn:`,
  );
  rounds.forEach((round, index) => {
    console.log(
      `  round ${index + 1}: app ${figures(round.app)}, raw ${figures(round.raw)}, ratio ${ratioOf(round).toFixed(2)}, p99 ratio ${p99RatioOf(round).toFixed(2)}`,
    );
  });
  console.log(`  median round: app (HTTP, validation, Drizzle, the booking use case) ${figures(median.app)}`);
  console.log(`                raw (the same statements as plain SQL through pg) ${figures(median.raw)}`);
  console.log(
    `  ratio: ${ratio.toFixed(2)} (target >= ${BOOKINGS_RATIO_TARGET}) ${ratio >= BOOKINGS_RATIO_TARGET ? 'OK' : 'BELOW TARGET'}; ` +
      `p99 ${p99RatioOf(median).toFixed(2)}x raw's (target <= ${BOOKINGS_P99_RATIO_TARGET}) ${p99RatioOf(median) <= BOOKINGS_P99_RATIO_TARGET ? 'OK' : 'ABOVE TARGET'}`,
  );
  console.log(`  ${integrity}`);
}
