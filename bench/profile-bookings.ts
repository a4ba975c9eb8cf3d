// Where a booking's time goes: `npx tsx bench/profile-bookings.ts [seconds]` (after `npm run build`)
// starts the built server on a fresh PostgreSQL database with a CPU profile (--cpu-prof) and the
// statement census (bench/query-census.ts), posts bookings as bench/bookings-bench.ts does, then
// prints per booking: the statements sent and their time, the wait for a pooled connection, the CPU
// the server and PostgreSQL spent (and, for the raw transaction of bench/raw-booking.ts run as long,
// its client's and PostgreSQL's), and the server's CPU by package and by function.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withBenchDatabase } from './bench-database';
import { bookingLoad } from './booking-load';
import { BUILT_SERVER, startProcess, stopProcess } from './bench-kit';
import { readBookingShape, runRawBookings } from './raw-booking';

const CLIENTS = 20;
const durationS = Number(process.argv[2] ?? 10);
/** `--cpu-only`: no profile and no census, whose own work would count in the CPU per booking. */
const cpuOnly = process.argv.includes('--cpu-only');
const root = path.resolve(import.meta.dirname, '..');

interface Census {
  statements: Record<string, { count: number; ms: number }>;
  poolWait: { count: number; ms: number };
  /** When the measured run began and ended, on the CPU profile's clock. */
  marks: [number, number];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** CPU seconds (user + system) of one process, from /proc. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process on this machine (its backends do the booking's work). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += cpuSecondsOf(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Where a profile's samples fall: a package, our source, Node itself, or the engine's own work. */
function placeOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  if (url.includes('/dist/server/')) return 'app (dist/server)';
  return url;
}

/** The server's CPU in the measured run only (samples between the marks), by package and function. */
function summariseProfile(file: string, [from, to]: [number, number], bookings: number) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index]!;
    at += delta;
    if (at >= from && at <= to) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .filter(([key]) => key !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  console.log('Server CPU (self time) per booking, by package:');
  for (const [place, ms] of top(byPlace, 20)) console.log(`  ${(ms / bookings).toFixed(3)} ms  ${place}`);
  console.log('Server CPU (self time) per booking, by function:');
  for (const [fn, ms] of top(byFunction, 30)) console.log(`  ${(ms / bookings).toFixed(3)} ms  ${fn}`);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-profile-'));
  const port = 3700 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const censusFile = path.join(dir, 'census.json');
  await withBenchDatabase('perf_profile', async (databaseUrl) => {
    const app = await startProcess(
      cpuOnly
        ? [BUILT_SERVER]
        : [
            '--cpu-prof',
            `--cpu-prof-dir=${dir}`,
            '--import=tsx',
            `--import=${path.join(root, 'bench/query-census.ts')}`,
            BUILT_SERVER,
          ],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        PUBLIC_ORIGIN: base,
        NODE_ENV: 'production',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        BOOKINGS_PER_HOUR_PER_ADDRESS: '100000000',
        BOOKINGS_PER_HOUR_PER_CONTACT: '100000000',
        TRUST_PROXY: 'true',
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
        QUERY_CENSUS_FILE: censusFile,
      },
      `${base}/api/health`,
      path.join(dir, 'app.log'),
    );
    try {
      const { devices } = (await (await fetch(`${base}/api/devices`)).json()) as {
        devices: { slug: string }[];
      };
      const { device } = (await (await fetch(`${base}/api/devices/${devices[0]!.slug}`)).json()) as {
        device: { id: number; name: string; repairs: { serviceId: number }[] };
      };
      const serviceIds = device.repairs.slice(0, 2).map((r) => r.serviceId);
      const run = bookingLoad(
        base,
        { deviceId: device.id, deviceModel: device.name, serviceIds },
        CLIENTS,
        'profile',
      );
      await run(2);
      if (!cpuOnly) app.kill('SIGUSR2');
      const appCpu = cpuSecondsOf(app.pid!);
      const pgCpu = postgresCpuSeconds();
      const loadCpu = process.cpuUsage();
      const measured = await run(durationS);
      const load = process.cpuUsage(loadCpu);
      if (!cpuOnly) app.kill('SIGUSR2');
      const bookings = measured.requests.total;
      const appMs = ((cpuSecondsOf(app.pid!) - appCpu) * 1000) / bookings;
      const pgMs = ((postgresCpuSeconds() - pgCpu) * 1000) / bookings;
      console.log(
        `${bookings} bookings in ${durationS} s: ${measured.requests.average.toFixed(0)}/s, p50 ${measured.latency.p50} ms, ` +
          `p99 ${measured.latency.p99} ms, ${measured.non2xx} non-2xx; load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
      console.log(
        `CPU per booking: server process ${appMs.toFixed(2)} ms, PostgreSQL ${pgMs.toFixed(2)} ms, ` +
          `autocannon ${((load.user + load.system) / 1000 / bookings).toFixed(2)} ms`,
      );
      // The raw transaction for as long, for its CPU per booking: this process's and PostgreSQL's.
      const shape = await readBookingShape(databaseUrl, device.id, serviceIds);
      const ownCpu = process.cpuUsage();
      const pgCpuRaw = postgresCpuSeconds();
      let rawPgCpu = 0;
      const raw = await runRawBookings(databaseUrl, shape, {
        clients: CLIENTS,
        durationS,
        // Read while its backends live: the CPU of a process that has exited is no longer counted.
        beforeClose: () => (rawPgCpu = postgresCpuSeconds() - pgCpuRaw),
      });
      const own = process.cpuUsage(ownCpu);
      console.log(
        `Raw: ${raw.total} bookings, ${raw.rate.toFixed(0)}/s, p50 ${raw.p50.toFixed(0)} ms, p99 ${raw.p99.toFixed(0)} ms; ` +
          `CPU per booking: client ${((own.user + own.system) / 1000 / raw.total).toFixed(2)} ms, ` +
          `PostgreSQL ${((rawPgCpu * 1000) / raw.total).toFixed(2)} ms`,
      );
      await stopProcess(app);
      if (cpuOnly) return;
      const census = JSON.parse(fs.readFileSync(censusFile, 'utf8')) as Census;
      // The worker's statements are counted too; it sends a few messages a second to the bench's sink.
      const rows = Object.entries(census.statements).sort((a, b) => b[1].count - a[1].count);
      const perBooking = rows.reduce((sum, [, t]) => sum + t.count, 0) / bookings;
      const dbMs = rows.reduce((sum, [, t]) => sum + t.ms, 0) / bookings;
      console.log(
        `Statements per booking: ${perBooking.toFixed(2)}, waiting on PostgreSQL ${dbMs.toFixed(1)} ms; ` +
          `waiting for a pooled connection ${(census.poolWait.ms / bookings).toFixed(1)} ms ` +
          `(${census.poolWait.count} checkouts)`,
      );
      for (const [text, t] of rows) {
        console.log(
          `  ${(t.count / bookings).toFixed(2)} x ${(t.ms / t.count).toFixed(2)} ms  ${text.slice(0, 130)}`,
        );
      }
      const profile = fs.readdirSync(dir).find((file) => file.endsWith('.cpuprofile'));
      if (profile) {
        summariseProfile(path.join(dir, profile), census.marks, bookings);
        const kept = path.join(os.tmpdir(), `bookings-${Date.now()}.cpuprofile`);
        fs.copyFileSync(path.join(dir, profile), kept);
        console.log(`CPU profile kept at ${kept}`);
      }
    } finally {
      await stopProcess(app);
    }
  });
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
