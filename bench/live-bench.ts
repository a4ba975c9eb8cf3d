// Live updates at scale: 1,000 Server-Sent Events streams open at once on /api/live of one server
// process (on the embedded database), each then sent one booking status change. The streams belong
// to real accounts, as the filters see them: customers with the booking open in two tabs each (half
// of them bookings made while signed in, half guest bookings matched by the account's proven e-mail),
// and technicians, each with the page of the job they are about to be given. An admin signed in with
// their password makes the changes through the desk's API, one after another, as one admin clicks: a
// technician's job is assigned to them (the customer's two tabs and the technician hear it), the
// other bookings are confirmed (the customer's two tabs hear it). Measured: the time from each
// change's request to its event on every stream (p50/p95/p99/max), how many streams got theirs, and
// the server's resident memory before and after the streams open.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/server/db/client';
import { mb, percentile, rssOf, signInAdmin, startProcess, stopProcess } from './bench-kit';
import type { Start, Stop } from './bench-kit';
import { ms, openFilesOf, openStream, sleep } from './live-streams';
import type { Stream } from './live-streams';

const STREAMS = 1000;
const TECHNICIANS = Number(process.env.BENCH_LIVE_TECHNICIANS ?? 100);
const TABS_PER_CUSTOMER = 2;
const CUSTOMERS = (STREAMS - TECHNICIANS) / TABS_PER_CUSTOMER;
/** Streams being opened at a time (a busy evening's page loads, not a reconnect storm). */
const OPEN_CONCURRENCY = 100;
/** How long every stream may take to get its event once the last change was answered. */
const DELIVERY_TIMEOUT_MS = 10_000;
const ADMIN_EMAIL = 'bench.admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';

// Accounts as sign-in would have left them (profile, role; a technician's record), one booking per
// customer, and one session per stream, made straight in the database: 1,000 sign-ins by one-time
// code would measure the sign-in, not the streams. Odd customers made their booking signed in; even
// ones as guests with the e-mail their account has since proven.
const SEED = (customers: number, technicians: number, tabs: number) => [
  sql`INSERT INTO users (id, name, email, email_verified, phone_number, phone_number_verified)
   SELECT 'bench-customer-' || i, 'Customer ' || i, 'customer' || i || '@bench.example', true,
          '+9180000' || lpad(i::text, 5, '0'), true
   FROM generate_series(1, ${customers}::int) AS g(i)`,
  sql`INSERT INTO profiles (user_id, full_name, referral_code)
   SELECT id, name, 'BENCH' || substr(id, 16) FROM users WHERE id LIKE 'bench-customer-%'`,
  sql`INSERT INTO user_roles (user_id, role) SELECT id, 'customer' FROM users WHERE id LIKE 'bench-customer-%'`,
  sql`INSERT INTO users (id, name, email, email_verified, phone_number, phone_number_verified)
   SELECT 'bench-tech-' || i, 'Technician ' || i, 'tech' || i || '@bench.example', true,
          '+9190000' || lpad(i::text, 5, '0'), true
   FROM generate_series(1, ${technicians}::int) AS g(i)`,
  sql`INSERT INTO user_roles (user_id, role) SELECT id, 'technician' FROM users WHERE id LIKE 'bench-tech-%'`,
  sql`INSERT INTO technicians (user_id, experience_years) SELECT id, 3 FROM users WHERE id LIKE 'bench-tech-%'`,
  sql`INSERT INTO bookings (
     booking_id, user_id, name, email, phone, address, city, state, pincode, device_model,
     selected_issues, selected_issues_text, selected_services_details, total_price, status)
   SELECT 'BK-20250101-B' || lpad(i::text, 4, '0'), CASE WHEN i % 2 = 1 THEN 'bench-customer-' || i END,
          'Customer ' || i, 'customer' || i || '@bench.example', '+9180000' || lpad(i::text, 5, '0'),
          (1 + i % 300) || ' Janpath Road', 'Bhubaneswar', 'Odisha', '751001', 'Galaxy S21',
          ARRAY[1], 'Screen Replacement', '[{"id":1,"name":"Screen Replacement","priceAmount":249900}]'::jsonb,
          249900, 'pending'
   FROM generate_series(1, ${customers}::int) AS g(i)`,
  // One session per customer tab (a phone and a laptop), one per technician.
  sql`INSERT INTO sessions (id, token, user_id, expires_at, user_agent)
   SELECT 'bench-session-' || u.id || '-' || tab, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
          u.id, now() + interval '30 days', 'live-bench'
   FROM users u CROSS JOIN generate_series(1, ${tabs}::int) AS t(tab)
   WHERE u.id LIKE 'bench-customer-%' OR (u.id LIKE 'bench-tech-%' AND tab = 1)`,
];

interface Plan {
  /** The session token of each stream, and the booking whose change it should hear. */
  streams: { token: string; bookingId: string }[];
  /** Each booking's change: assign it to a technician, or confirm it. */
  changes: { bookingId: string; technicianId: number | null }[];
}

async function seed(dataDir: string): Promise<Plan> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.transaction(async (tx) => {
      for (const statement of SEED(CUSTOMERS, TECHNICIANS, TABS_PER_CUSTOMER)) await tx.execute(statement);
    });
    const bookingRows = rowsOf<{ id: string; n: number }>(
      await database.db.execute(
        sql`SELECT id, substr(booking_id, 14)::int AS n FROM bookings WHERE booking_id LIKE 'BK-20250101-B%'`,
      ),
    );
    const technicianRows = rowsOf<{ id: number; n: number }>(
      await database.db.execute(
        sql`SELECT id, substr(user_id, 12)::int AS n FROM technicians WHERE user_id LIKE 'bench-tech-%'`,
      ),
    );
    const sessionRows = rowsOf<{ token: string; user_id: string }>(
      await database.db.execute(sql`SELECT token, user_id FROM sessions WHERE id LIKE 'bench-session-%'`),
    );
    const bookingOf = new Map(bookingRows.map((row) => [row.n, row.id]));
    const technicianOf = new Map(technicianRows.map((row) => [row.n, row.id]));
    // Technician i is given customer i's booking.
    const changes = [...bookingOf.entries()]
      .sort(([a], [b]) => a - b)
      .map(([n, bookingId]) => ({ bookingId, technicianId: technicianOf.get(n) ?? null }));
    const streams = sessionRows.map(({ token, user_id }) => {
      const n = Number(/-(\d+)$/.exec(user_id)![1]);
      return { token, bookingId: bookingOf.get(n)! };
    });
    return { streams, changes };
  } finally {
    await database.close();
  }
}

/** better-call's signed cookie value: `token.signature`, the signature HMAC-SHA256 in base64. */
function signedCookieValue(token: string, secret: string): string {
  return encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
}

/**
 * The session cookie's name, read from the admin's own sign-in; the signing above is checked against
 * the cookie the server made, so a bench cookie is one the server would have set.
 */
function sessionCookieName(adminCookie: string, secret: string): string {
  for (const pair of adminCookie.split('; ')) {
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (!name.endsWith('.session_token')) continue;
    const token = decodeURIComponent(value).split('.')[0]!;
    if (signedCookieValue(token, secret) !== value) throw new Error('session cookies are signed otherwise');
    return name;
  }
  throw new Error(`no session cookie in ${adminCookie}`);
}

export async function benchLive(start: Start, stop: Stop): Promise<void> {
  const port = 4100 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-live-'));
  const secret = randomBytes(32).toString('base64url');
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    PUBLIC_ORIGIN: base,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    BETTER_AUTH_SECRET: secret,
  };
  const streams: Stream[] = [];
  try {
    // The first start migrates the embedded database and makes the admin; the accounts, bookings and
    // sessions are written while it is stopped (one process owns the data directory).
    await stop(await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log')));
    const plan = await seed(dir);
    const app = await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log'));
    const pid = app.pid!;
    try {
      const admin = await signInAdmin(base, ADMIN_EMAIL, ADMIN_PASSWORD);
      const cookieName = sessionCookieName(admin, secret);
      const cookieOf = (token: string) => `${cookieName}=${signedCookieValue(token, secret)}`;

      // Warm up: a few streams opened and closed, so the memory measured next holds the code paths.
      const warm = await Promise.all(
        plan.streams.slice(0, 20).map((s) => openStream(port, cookieOf(s.token), () => {})),
      );
      for (const stream of warm) stream.close();
      await sleep(1000);
      const rssBefore = rssOf(pid);
      const filesBefore = openFilesOf(pid);

      let received = 0;
      let allReceived = () => {};
      const onEvent = () => {
        if (++received >= STREAMS) allReceived();
      };
      const openStarted = performance.now();
      const openTimes: number[] = [];
      const expected: string[] = [];
      let nextStream = 0;
      await Promise.all(
        Array.from({ length: OPEN_CONCURRENCY }, async () => {
          while (nextStream < plan.streams.length) {
            const { token, bookingId } = plan.streams[nextStream++]!;
            const started = performance.now();
            const stream = await openStream(port, cookieOf(token), onEvent);
            openTimes.push(stream.readyAt - started);
            streams.push(stream);
            expected.push(bookingId);
          }
        }),
      );
      const openMs = performance.now() - openStarted;
      await sleep(1000);
      const rssOpen = rssOf(pid);
      const filesOpen = openFilesOf(pid);

      // The changes, one after another; each one's request start and response are kept.
      const sentAt = new Map<string, { start: number; end: number }>();
      const changeTimes: number[] = [];
      const everyEvent = new Promise<void>((resolve) => (allReceived = resolve));
      for (const { bookingId, technicianId } of plan.changes) {
        const startAt = performance.now();
        const res = await fetch(
          `${base}/api/admin/bookings/${bookingId}/${technicianId === null ? 'status' : 'assign'}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, cookie: admin },
            body: JSON.stringify(technicianId === null ? { status: 'confirmed' } : { technicianId }),
          },
        );
        const body = await res.text();
        const end = performance.now();
        if (!res.ok) throw new Error(`change of ${bookingId}: ${res.status} ${body}`);
        sentAt.set(bookingId, { start: startAt, end });
        changeTimes.push(end - startAt);
      }
      await Promise.race([everyEvent, sleep(DELIVERY_TIMEOUT_MS)]);
      // Anything more (a second event, another customer's booking) would have arrived by now.
      await sleep(500);
      const rssAfterChanges = rssOf(pid);
      const endedEarly = streams.filter((stream) => stream.closed).length;

      const delivery: number[] = [];
      const afterResponse: number[] = [];
      let missing = 0;
      let unexpected = 0;
      for (const [i, stream] of streams.entries()) {
        const mine = stream.events.filter((e) => e.bookingId === expected[i] && e.status === 'confirmed');
        unexpected += stream.events.length - Math.min(mine.length, 1);
        const event = mine[0];
        if (!event) {
          missing++;
          continue;
        }
        const sent = sentAt.get(event.bookingId)!;
        delivery.push(event.at - sent.start);
        afterResponse.push(event.at - sent.end);
      }

      for (const stream of streams) stream.close();
      await sleep(1000);
      const filesClosed = openFilesOf(pid);
      const rssClosed = rssOf(pid);
      const health = await fetch(`${base}/api/health`);
      if (!health.ok) throw new Error(`health after the streams closed: ${health.status}`);

      delivery.sort((a, b) => a - b);
      afterResponse.sort((a, b) => a - b);
      openTimes.sort((a, b) => a - b);
      changeTimes.sort((a, b) => a - b);
      const assigned = plan.changes.filter((c) => c.technicianId !== null).length;
      console.log(
        `Live updates, embedded database: ${STREAMS} SSE streams on /api/live (${CUSTOMERS} customers x ${TABS_PER_CUSTOMER} tabs, ` +
          `${TECHNICIANS} technicians), ${plan.changes.length} changes by an admin one after another ` +
          `(${assigned} assignments, ${plan.changes.length - assigned} confirmations)`,
      );
      console.log(
        `  opened in ${(openMs / 1000).toFixed(2)} s, ${OPEN_CONCURRENCY} at a time (each to its ready event: ` +
          `p50 ${ms(percentile(openTimes, 50))} ms, p99 ${ms(percentile(openTimes, 99))} ms); ` +
          `change requests p50 ${ms(percentile(changeTimes, 50))} ms, p99 ${ms(percentile(changeTimes, 99))} ms`,
      );
      console.log(
        `  received ${delivery.length} of ${STREAMS} (${missing} missing, ${unexpected} unexpected, ${endedEarly} streams ended); ` +
          `delivery from the change's request p50 / p95 / p99 / max: ${ms(percentile(delivery, 50))} / ` +
          `${ms(percentile(delivery, 95))} / ${ms(percentile(delivery, 99))} / ${ms(delivery.at(-1) ?? NaN)} ms ` +
          `(after its response p99 ${ms(percentile(afterResponse, 99))} ms) ${missing + unexpected + endedEarly === 0 ? 'OK' : 'LOST OR WRONG EVENTS'}`,
      );
      console.log(
        `  server RSS ${mb(rssBefore)} MB before, ${mb(rssOpen)} MB with ${STREAMS} streams open ` +
          `(+${mb(rssOpen - rssBefore)} MB, ${((rssOpen - rssBefore) / STREAMS / 1024).toFixed(1)} KB a stream), ` +
          `${mb(rssAfterChanges)} MB after the changes, ${mb(rssClosed)} MB once closed; ` +
          `open files ${filesBefore} -> ${filesOpen} -> ${filesClosed}`,
      );
    } finally {
      for (const stream of streams) stream.close();
      await stop(app);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Alone, without the other benches: `npx tsx bench/live-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchLive(startProcess, stopProcess).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
