// GET /api/availability on a busy shop: 50 technicians, 14 days, 200 pincodes (bench/bench-shop.ts),
// through the built server's HTTP app, on the embedded database and on PostgreSQL when one answers.
// Every request asks a pincode and first date not asked before, so each one is worked out afresh
// (the answer cache keys on pincode, dates and minute): one request at a time, as a customer's form
// asks, and its p95 against the target.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, indiaDate } from '../src/shared/booking-time';
import { BENCH_SERVER_URL, withBenchDatabase } from './bench-database';
import { BUILT_SERVER, percentile } from './bench-kit';
import type { Start, Stop } from './bench-kit';
import { BENCH_PINCODES, seedBenchShop } from './bench-shop';

export const AVAILABILITY_P95_TARGET_MS = 20;
const DAYS = 14;
const WARM_UP = 200;
const MEASURED = 1_400;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  seeded: string;
}

async function measureAvailability(base: string): Promise<Omit<Figures, 'seeded'>> {
  const today = indiaDate(new Date());
  // Distinct (pincode, first date, days) for every request: nothing is answered from the cache.
  const url = (i: number, days: number) =>
    `${base}/api/availability?pincode=${BENCH_PINCODES[i % BENCH_PINCODES.length]}` +
    `&from=${addDays(today, Math.floor(i / BENCH_PINCODES.length))}&days=${days}`;
  for (let i = 0; i < WARM_UP; i++) await (await fetch(url(i, DAYS - 1))).arrayBuffer();
  const latencies: number[] = [];
  let served = 0;
  for (let i = 0; i < MEASURED; i++) {
    const started = performance.now();
    const res = await fetch(url(i, DAYS));
    const body = (await res.json()) as { served: boolean; unlimited: boolean };
    latencies.push(performance.now() - started);
    if (!res.ok || body.unlimited) throw new Error(`availability: ${res.status} ${JSON.stringify(body)}`);
    if (body.served) served++;
  }
  if (served === 0) throw new Error('availability: no pincode was served');
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: MEASURED,
  };
}

async function onEngine(
  start: Start,
  stop: Stop,
  where: { databaseUrl?: string; dataDir: string },
): Promise<Figures> {
  const secret = randomBytes(32).toString('base64url');
  const env = {
    DATA_DIR: where.dataDir,
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
    BETTER_AUTH_SECRET: secret,
  };
  const shop = await seedBenchShop(where, env);
  const port = 4000 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const app = await start(
    [BUILT_SERVER],
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    `${base}/api/health`,
    path.join(where.dataDir, 'app.log'),
  );
  try {
    return {
      ...(await measureAvailability(base)),
      seeded: `${shop.technicians} technicians, ${shop.bookings} bookings`,
    };
  } finally {
    await stop(app);
  }
}

function print(engine: string, figures: Figures) {
  const ok = figures.p95 < AVAILABILITY_P95_TARGET_MS;
  console.log(
    `  ${engine}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms (target < ${AVAILABILITY_P95_TARGET_MS} ms) ` +
      `${ok ? 'OK' : 'ABOVE TARGET'}, p99 ${figures.p99.toFixed(1)} ms`,
  );
}

export async function benchAvailability(start: Start, stop: Stop): Promise<void> {
  console.log(
    `GET /api/availability, ${DAYS} days a request, 200 pincodes, each request new to the cache, one at a time (${MEASURED} requests):`,
  );
  const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-availability-'));
  try {
    const embedded = await onEngine(start, stop, { dataDir: embeddedDir });
    console.log(`  shop: ${embedded.seeded}, over the last 60 days and the next 14`);
    print('embedded database', embedded);
  } finally {
    fs.rmSync(embeddedDir, { recursive: true, force: true });
  }
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-availability-pg-'));
  try {
    const onPostgres = await withBenchDatabase('repair_bench_availability', (databaseUrl) =>
      onEngine(start, stop, { databaseUrl, dataDir: pgDir }),
    );
    if (onPostgres) print('PostgreSQL', onPostgres);
    else console.log(`  PostgreSQL: skipped (no server at ${BENCH_SERVER_URL})`);
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}
