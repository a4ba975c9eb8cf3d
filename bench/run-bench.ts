// `npm run bench`: throughput of the catalogue API against a bare node:http baseline (the cached list
// and distinct searches), the weight of the JavaScript the home page loads, Lighthouse's mobile
// scores, how long the public pages' main controls wait for the app on a slow phone (decision 032), the server's cold start and memory on the embedded database (decision 021), bookings
// created per second on PostgreSQL, and the admin desk on
// 50,000 bookings (list latency, CSV export time and memory), the GST summary and revenue report on
// 10,000 completed bookings in a month, 1,000 live streams on one process
// (delivery time of a status change, memory per stream), image uploads re-encoded per second, and the
// outbox's e-mails per second one at a time and several at once. All figures come from this one run
// on this machine.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { benchAdminDesk } from './admin-desk-bench';
import { benchAvailability } from './availability-bench';
import { benchBookings } from './bookings-bench';
import { benchLive } from './live-bench';
import { benchMoneyReports } from './money-reports-bench';
import { benchOutbox } from './outbox-bench';
import { benchUploads } from './uploads-bench';
import { BUILT_SERVER, rssOf, signInAdmin, startProcess, stopProcess as stop } from './bench-kit';
import { benchDistinctSearches } from './catalogue-search-bench';
import { measureHydrationGaps, printHydrationGaps } from './hydration-bench';
import { measureColdStarts, printColdStarts, printMemory } from './start-bench';
import {
  gzippedBytes,
  heldInputScriptBytes,
  HOME_PAGE_JS_BUDGET_BYTES,
  pageScriptFiles,
  readManifest,
} from '../scripts/page-javascript';
import { auditedPaths, auditPages, formatAudit } from '../scripts/lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const ROUNDS = 2;

const BENCH_ADMIN = { email: 'bench.catalogue@example.com', password: 'bench-catalogue-password' };

/**
 * The catalogue read ratio once an admin writes: every write drops the cached catalogue, so the next
 * read is built afresh and cached again. Measured after one price change, and while an admin changes a
 * price every second (a busy hour in the price grid); each change is checked to show on the next read.
 */
async function benchReadsAfterWrites(base: string, bareRps: number): Promise<void> {
  const cookie = await signInAdmin(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const { pricing } = (await (await fetch(`${base}/api/admin/pricing`, { headers: { cookie } })).json()) as {
    pricing: { id: number; deviceId: number; repairServiceId: number; priceAmount: number }[];
  };
  const price = pricing[0]!;
  const { devices } = (await (await fetch(`${base}/api/admin/devices`, { headers: { cookie } })).json()) as {
    devices: { id: number; slug: string }[];
  };
  const slug = devices.find((device) => device.id === price.deviceId)!.slug;
  let rupees = price.priceAmount / 100;
  const changePrice = async () => {
    rupees += 1;
    const res = await fetch(`${base}/api/admin/pricing/${price.id}`, {
      method: 'PUT',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ price: rupees }),
    });
    if (!res.ok) throw new Error(`price change failed: ${res.status}`);
  };
  // The device page the customer reads next shows the new price.
  const shownPrice = async () => {
    const page = (await (await fetch(`${base}/api/devices/${slug}`)).json()) as {
      device: { repairs: { serviceId: number; priceAmount: number }[] };
    };
    return page.device.repairs.find((repair) => repair.serviceId === price.repairServiceId)?.priceAmount;
  };
  await shownPrice();
  const started = performance.now();
  await changePrice();
  if ((await shownPrice()) !== rupees * 100) throw new Error('the device page did not show the new price');
  const refill = performance.now();
  await fetch(`${base}/api/devices`);
  const refillMs = performance.now() - refill;
  const afterOne = await measure(`${base}/api/devices`);
  const writer = setInterval(() => void changePrice().catch((error: unknown) => console.error(error)), 1000);
  let duringWrites: number;
  try {
    duringWrites = await measure(`${base}/api/devices`);
  } finally {
    clearInterval(writer);
  }
  await changePrice();
  const fresh = (await shownPrice()) === rupees * 100;
  console.log(
    `  after a price change: first read rebuilt in ${refillMs.toFixed(1)} ms; ${afterOne.toFixed(0)} req/s, ratio ${(afterOne / bareRps).toFixed(2)}; ` +
      `with a change every second: ${duringWrites.toFixed(0)} req/s, ratio ${(duringWrites / bareRps).toFixed(2)}; ` +
      `each change shown on the next read: ${fresh ? 'OK' : 'STALE'} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function homePageJavaScriptGzipBytes(
  baseUrl: string,
): Promise<{ files: string[]; bytes: number } | undefined> {
  if (!fs.existsSync('/usr/bin/chromium')) return undefined;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const files = [...scripts].sort();
    const bytes = files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(root, 'dist/web', file)), { level: 9 }).length,
      0,
    );
    return { files, bytes };
  } finally {
    await browser.close();
  }
}

/** The home page's JavaScript as the build declares it: its HTML's scripts and preloads, its page module. */
function homePageJavaScriptFromBuild(): { files: string[]; bytes: number } {
  const webDir = path.join(root, 'dist/web');
  const html = fs.readFileSync(path.join(webDir, 'prerendered/index.html'), 'utf8');
  const files = pageScriptFiles(readManifest(webDir), html, 'routes/public/home-page.tsx');
  // With the inline script that holds presses made before the app starts (decision 032).
  return { files, bytes: gzippedBytes(webDir, files) + heldInputScriptBytes() };
}

async function main() {
  // BENCH_ONLY=bookings: the bookings figures only (app against raw SQL on PostgreSQL).
  if (process.env.BENCH_ONLY === 'bookings') {
    await benchBookings(startProcess, stop, DURATION_S);
    return;
  }
  // BENCH_ONLY=availability: the availability of windows on a busy shop only.
  if (process.env.BENCH_ONLY === 'availability') {
    await benchAvailability(startProcess, stop);
    return;
  }
  // BENCH_ONLY=money: the GST summary and the revenue report on a busy month only.
  if (process.env.BENCH_ONLY === 'money') {
    await benchMoneyReports(startProcess, stop);
    return;
  }
  // BENCH_ONLY=outbox: the outbox's delivery rates only.
  if (process.env.BENCH_ONLY === 'outbox') {
    await benchOutbox(startProcess, stop);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-'));
  const port = 3300 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the app (${BUILT_SERVER}) on a fresh embedded database (${dataDir})…`);
  const appEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_ORIGIN: base,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  // The first start creates the database (initdb, migrations, the seed), which leaves memory behind
  // that a server on an existing database never holds: the figures come from a restart, as a shop's
  // server runs every day after its first.
  let app = await startProcess([BUILT_SERVER], appEnv, `${base}/api/health`, path.join(dataDir, 'app.log'));
  console.log(
    `  memory after creating the database: ${(rssOf(app.pid!) / 1024 / 1024).toFixed(1)} MB resident`,
  );
  await stop(app);
  app = await startProcess([BUILT_SERVER], appEnv, `${base}/api/health`, path.join(dataDir, 'app.log'));
  printMemory('Memory of the embedded-database server, idle after a restart', rssOf(app.pid!));
  let bare: ChildProcess | undefined;
  try {
    // BENCH_ONLY=hydration: how long the public pages' main controls wait for the app, only.
    if (process.env.BENCH_ONLY === 'hydration') {
      printHydrationGaps(await measureHydrationGaps(base));
      return;
    }
    const warm = await fetch(`${base}/api/devices`);
    const body = Buffer.from(await warm.arrayBuffer());
    const bodyFile = path.join(dataDir, 'devices.json');
    fs.writeFileSync(bodyFile, body);
    const devices = (JSON.parse(body.toString()) as { devices: unknown[] }).devices.length;

    const barePort = port + 1;
    bare = await startProcess(
      [
        'bench/bare-server.ts',
        bodyFile,
        warm.headers.get('content-type') ?? 'application/json',
        String(barePort),
      ],
      {},
      `http://127.0.0.1:${barePort}/`,
      path.join(dataDir, 'bare.log'),
    );
    const check = Buffer.from(await (await fetch(`http://127.0.0.1:${barePort}/`)).arrayBuffer());
    if (!check.equals(body)) throw new Error('baseline body differs from the app response');

    console.log(
      `GET /api/devices: ${devices} devices, ${body.length} bytes; ${CONNECTIONS} connections, ${DURATION_S} s x ${ROUNDS} rounds each`,
    );
    // A short run of each first, so both are measured with their code already optimised.
    await autocannon({ url: `${base}/api/devices`, connections: CONNECTIONS, duration: 2 });
    await autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: CONNECTIONS, duration: 2 });
    const appRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      appRates.push(await measure(`${base}/api/devices`));
      bareRates.push(await measure(`http://127.0.0.1:${barePort}/`));
    }
    const appRps = Math.max(...appRates);
    const bareRps = Math.max(...bareRates);
    const ratio = appRps / bareRps;
    console.log(
      `  app (Hono, cached, warm): ${appRps.toFixed(0)} req/s  [rounds: ${appRates.map((r) => r.toFixed(0)).join(', ')}]`,
    );
    console.log(
      `  bare node:http, same bytes: ${bareRps.toFixed(0)} req/s  [rounds: ${bareRates.map((r) => r.toFixed(0)).join(', ')}]`,
    );
    console.log(`  ratio: ${ratio.toFixed(2)} (target >= 0.80) ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`);
    const { devices: listed } = JSON.parse(body.toString()) as {
      devices: { name: string; modelNumber: string | null; brand: { name: string } }[];
    };
    const searches = await benchDistinctSearches(base, listed, appRps, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
    });
    console.log(
      `GET /api/devices?q=… with a query not asked before on every request (${searches.queries} typed queries in turn; ` +
        `${searches.foundPercent}% find a device): ${searches.rps.toFixed(0)} req/s, ratio to the cached list ` +
        `${searches.ratio.toFixed(2)} (target >= 0.80) ${searches.ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`,
    );
    await benchReadsAfterWrites(base, bareRps);

    const budgetKb = HOME_PAGE_JS_BUDGET_BYTES / 1024;
    const built = homePageJavaScriptFromBuild();
    console.log(
      `Home page JavaScript (its HTML's scripts and preloads and its page module, through the build manifest, and its inline held-input script): ` +
        `${built.files.length} files, ${(built.bytes / 1024).toFixed(1)} KB gzipped (target <= ${budgetKb} KB) ` +
        (built.bytes <= HOME_PAGE_JS_BUDGET_BYTES ? 'OK' : 'ABOVE TARGET'),
    );
    const js = await homePageJavaScriptGzipBytes(base);
    if (js) {
      console.log(
        `Home page JavaScript loaded by Chromium until the network is idle: ${js.files.length} files, ` +
          `${(js.bytes / 1024).toFixed(1)} KB gzipped (target <= ${budgetKb} KB) ` +
          (js.bytes <= HOME_PAGE_JS_BUDGET_BYTES ? 'OK' : 'ABOVE TARGET'),
      );
      for (const file of js.files) console.log(`  ${file}`);
      console.log('Lighthouse mobile (simulated throttling), median of 3 runs per page:');
      for (const audit of await auditPages(base, await auditedPaths(base), 3)) {
        console.log(`  ${formatAudit(audit)}`);
      }
    } else {
      console.log('Home page JavaScript in Chromium and Lighthouse: skipped (needs /usr/bin/chromium)');
    }
    printHydrationGaps(await measureHydrationGaps(base));
    printMemory('Memory of the embedded-database server after the bench', rssOf(app.pid!));

    await stop(app);
    printColdStarts(await measureColdStarts(startProcess, stop, appEnv, `${base}/api/health`, dataDir, 5));
    app = await startProcess([BUILT_SERVER], appEnv, `${base}/api/health`, path.join(dataDir, 'app.log'));
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // BENCH_ONLY=web: the figures above only (catalogue, web pages, start and memory).
  if (process.env.BENCH_ONLY === 'web') return;
  await benchBookings(startProcess, stop, DURATION_S);
  await benchAvailability(startProcess, stop);
  await benchAdminDesk(startProcess, stop);
  await benchMoneyReports(startProcess, stop);
  await benchLive(startProcess, stop);
  await benchUploads(startProcess, stop);
  await benchOutbox(startProcess, stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
