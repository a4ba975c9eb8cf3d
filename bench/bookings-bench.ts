// Bookings created per second on PostgreSQL: the app on a fresh database of the local server, 20
// clients posting bookings with distinct idempotency keys. Every request runs the real path: catalogue
// prices, the transaction, and the confirmation and admin messages written to the outbox. The clients
// come from 20 addresses, as customers do (behind a trusted proxy): bookings from one address are
// counted under one lock for the hourly cap, so one address alone would measure that lock.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_SERVER_URL, withBenchDatabase } from './bench-database';
import type { Start, Stop } from './bench-kit';

const CLIENTS = 20;

export async function benchBookings(start: Start, stop: Stop, durationS: number): Promise<void> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-bookings-'));
  const result = await withBenchDatabase('repair_bench', async (databaseUrl) => {
    const app = await start(
      ['src/server/main.ts'],
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
        TRUST_PROXY: 'true',
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      },
      `${base}/api/health`,
      path.join(dir, 'app.log'),
    );
    try {
      const { devices } = (await (await fetch(`${base}/api/devices`)).json()) as {
        devices: { slug: string }[];
      };
      const slug = devices[0]!.slug;
      const { device } = (await (await fetch(`${base}/api/devices/${slug}`)).json()) as {
        device: { id: number; name: string; repairs: { serviceId: number }[] };
      };
      const body = JSON.stringify({
        name: 'Bench Customer',
        email: 'bench@example.com',
        phone: '9876543210',
        address: '12 Janpath Road',
        city: 'Bhubaneswar',
        state: 'Odisha',
        pincode: '751001',
        deviceId: device.id,
        deviceModel: device.name,
        selectedIssues: device.repairs.slice(0, 2).map((r) => r.serviceId),
      });
      let sequence = 0;
      const run = (duration: number) =>
        autocannon({
          url: `${base}/api/bookings`,
          method: 'POST',
          connections: CLIENTS,
          duration,
          headers: { 'content-type': 'application/json', origin: base },
          body,
          requests: [
            {
              setupRequest: (request) => {
                const n = ++sequence;
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    'idempotency-key': `bench-${process.pid}-${n}`,
                    'x-forwarded-for': `198.51.100.${(n % CLIENTS) + 1}`,
                  },
                };
              },
            },
          ],
        });
      await run(2);
      const measured = await run(durationS);
      if (measured.non2xx > 0 || measured.errors > 0) {
        throw new Error(`bookings: ${measured.non2xx} non-2xx, ${measured.errors} errors`);
      }
      return measured;
    } finally {
      await stop(app);
    }
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!result) {
    console.log(`Bookings on PostgreSQL: skipped (no server at ${BENCH_SERVER_URL})`);
    return;
  }
  console.log(
    `Bookings on PostgreSQL, ${CLIENTS} clients from ${CLIENTS} addresses, ${durationS} s: ${result.requests.average.toFixed(0)} bookings/s ` +
      `(p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} bookings)`,
  );
}
