// The admin booking desk on a busy database: 50,000 bookings over 18 months on a fresh PostgreSQL
// database of the local server, the real server on it, an admin signed in. Measured: the p95 latency
// of the list's filtered pages (sequential requests, as one admin clicks), and the CSV export of every
// booking: its time and how much the server's memory grows while it streams.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SERVER_URL, withBenchDatabase } from './bench-database';
import { mb, percentile, rssOf, signInAdmin } from './bench-kit';
import type { Start, Stop } from './bench-kit';

const BOOKINGS = Number(process.env.BENCH_DESK_BOOKINGS ?? 50_000);
const TECHNICIANS = 20;
/** Requests per query shape, after as many again to warm up. */
const REQUESTS = Number(process.env.BENCH_DESK_REQUESTS ?? 200);
const P95_TARGET_MS = 50;
const ADMIN_EMAIL = 'bench.admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';

// Technicians as an admin would make them: an account with a phone, and its technicians row.
const SEED_TECHNICIANS = `
INSERT INTO users (id, name, email, email_verified, phone_number, phone_number_verified)
SELECT 'bench-tech-' || i, 'Technician ' || i, 'tech' || i || '@bench.example', true,
       '+9190000' || lpad(i::text, 5, '0'), true
FROM generate_series(1, $1::int) AS g(i);
INSERT INTO user_roles (user_id, role) SELECT id, 'technician' FROM users WHERE id LIKE 'bench-tech-%';
INSERT INTO technicians (user_id, experience_years) SELECT id, 3 FROM users WHERE id LIKE 'bench-tech-%';
`;

// One statement for every booking. Made over 18 months, more of them recently (the business grows);
// old bookings are mostly completed or cancelled, new ones pending or confirmed; a dozen cities of
// unequal size; 70% placed on the map; technicians on every booking past pending.
const SEED_BOOKINGS = `
WITH city(n, name, state, pincode, lat, lng) AS (VALUES
  (1, 'Bhubaneswar', 'Odisha', '751001', 20.2961, 85.8245),
  (2, 'Cuttack', 'Odisha', '753001', 20.4625, 85.8830),
  (3, 'Puri', 'Odisha', '752001', 19.8135, 85.8312),
  (4, 'Berhampur', 'Odisha', '760001', 19.3150, 84.7941),
  (5, 'Sambalpur', 'Odisha', '768001', 21.4669, 83.9812),
  (6, 'Rourkela', 'Odisha', '769001', 22.2604, 84.8536),
  (7, 'Balasore', 'Odisha', '756001', 21.4942, 86.9317),
  (8, 'Kolkata', 'West Bengal', '700001', 22.5726, 88.3639),
  (9, 'Hyderabad', 'Telangana', '500001', 17.3850, 78.4867),
  (10, 'Bengaluru', 'Karnataka', '560001', 12.9716, 77.5946),
  (11, 'Visakhapatnam', 'Andhra Pradesh', '530001', 17.6868, 83.2185),
  (12, 'Ranchi', 'Jharkhand', '834001', 23.3441, 85.3096)
),
tech AS (
  SELECT row_number() OVER (ORDER BY t.id) AS n, t.id, u.name, u.phone_number
  FROM technicians t JOIN users u ON u.id = t.user_id
),
drawn AS (
  SELECT g.i,
         now() - (random() ^ 1.6) * interval '548 days' AS made,
         -- Bhubaneswar the largest, then Cuttack, then the rest.
         (ARRAY[1,1,1,1,1,1,1,2,2,2,2,3,3,4,4,5,6,7,8,9,10,11,12])[1 + floor(random() * 23)::int] AS c,
         random() AS r_status, random() AS r_geo, random() AS r_date, random() AS r_repair,
         1 + floor(random() * $2::int)::int AS t
  FROM generate_series(1, $1::int) AS g(i)
),
shaped AS (
  SELECT d.*,
         CASE
           WHEN d.made > now() - interval '2 days' THEN
             CASE WHEN d.r_status < 0.55 THEN 'pending' WHEN d.r_status < 0.85 THEN 'confirmed'
                  WHEN d.r_status < 0.92 THEN 'in_progress' WHEN d.r_status < 0.97 THEN 'completed'
                  ELSE 'cancelled' END
           WHEN d.made > now() - interval '10 days' THEN
             CASE WHEN d.r_status < 0.08 THEN 'pending' WHEN d.r_status < 0.25 THEN 'confirmed'
                  WHEN d.r_status < 0.30 THEN 'in_progress' WHEN d.r_status < 0.88 THEN 'completed'
                  ELSE 'cancelled' END
           ELSE
             CASE WHEN d.r_status < 0.003 THEN 'pending' WHEN d.r_status < 0.88 THEN 'completed'
                  ELSE 'cancelled' END
         END::booking_status AS status,
         (ARRAY['Aarav','Priya','Rahul','Ananya','Sourav','Sneha','Amit','Pooja','Rakesh','Ipsita',
                'Vikram','Lipsa','Deepak','Sunita','Manas','Kavya','Arjun','Neha','Suresh','Meera'])
           [1 + d.i % 20] AS first_name,
         (ARRAY['Das','Mohanty','Sahu','Patnaik','Mishra','Nayak','Behera','Rath','Swain','Panda',
                'Sharma','Reddy','Iyer','Ghosh','Singh'])[1 + (d.i / 20) % 15] AS last_name,
         (ARRAY['Galaxy S21','iPhone 13','Redmi Note 12','OnePlus Nord','Vivo Y21','Oppo A78',
                'iPhone 11','Galaxy A54','Realme 11','Pixel 7'])[1 + floor(d.r_repair * 10)::int] AS device
  FROM drawn d
)
INSERT INTO bookings (
  booking_id, technician_id, name, email, phone, address, city, state, pincode, lat, lng,
  device_model, problem, preferred_date, preferred_time, selected_issues, selected_issues_text,
  selected_services_details, total_price, referral_code, referral_discount, status,
  technician_name, technician_phone, cancelled_at, cancelled_reason, completed_at, created_at, updated_at
)
SELECT
  'BK-' || to_char(s.made AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-' || upper(lpad(to_hex(s.i), 5, '0')),
  CASE WHEN s.status = 'pending' THEN NULL ELSE tech.id END,
  s.first_name || ' ' || s.last_name,
  lower(s.first_name) || '.' || s.i || '@example.com',
  -- Distinct numbers that look like real ones: 104729 is prime, so i -> i * 104729 mod 10^9 never repeats.
  '+919' || lpad(((s.i::bigint * 104729) % 1000000000)::text, 9, '0'),
  (1 + s.i % 300) || ' ' || (ARRAY['Janpath Road','Station Road','Market Lane','Temple Street','Lake View'])[1 + s.i % 5],
  city.name, city.state, city.pincode,
  CASE WHEN s.r_geo < 0.7 THEN city.lat + (s.r_geo - 0.35) * 0.1 END,
  CASE WHEN s.r_geo < 0.7 THEN city.lng + (s.r_date - 0.5) * 0.1 END,
  s.device,
  CASE WHEN s.i % 3 = 0 THEN 'Screen cracked after a fall' END,
  CASE WHEN s.r_date < 0.8 THEN ((s.made AT TIME ZONE 'Asia/Kolkata')::date + floor(s.r_date * 4)::int) END,
  CASE WHEN s.r_date < 0.6 THEN (ARRAY['09:00-11:00','11:00-13:00','13:00-15:00','15:00-17:00','17:00-19:00'])[1 + s.i % 5] END,
  CASE WHEN s.r_repair < 0.7 THEN ARRAY[1] ELSE ARRAY[1, 2] END,
  CASE WHEN s.r_repair < 0.7 THEN 'Screen Replacement' ELSE 'Screen Replacement, Battery Replacement' END,
  CASE WHEN s.r_repair < 0.7
    THEN '[{"id":1,"name":"Screen Replacement","priceAmount":249900}]'::jsonb
    ELSE '[{"id":1,"name":"Screen Replacement","priceAmount":249900},{"id":2,"name":"Battery Replacement","priceAmount":149900}]'::jsonb
  END,
  CASE WHEN s.r_repair < 0.7 THEN 249900 ELSE 399800 END - CASE WHEN s.i % 17 = 0 THEN 5000 ELSE 0 END,
  CASE WHEN s.i % 17 = 0 THEN 'REF' || lpad(to_hex(s.i % 4096), 5, '0') END,
  CASE WHEN s.i % 17 = 0 THEN 5000 ELSE 0 END,
  s.status,
  CASE WHEN s.status = 'pending' THEN NULL ELSE tech.name END,
  CASE WHEN s.status = 'pending' THEN NULL ELSE tech.phone_number END,
  CASE WHEN s.status = 'cancelled' THEN s.made + interval '3 hours' END,
  CASE WHEN s.status = 'cancelled' THEN 'Cancelled by customer' END,
  CASE WHEN s.status = 'completed' THEN s.made + interval '1 day' END,
  s.made, s.made
FROM shaped s
JOIN city ON city.n = s.c
JOIN tech ON tech.n = s.t
`;

/** Fills the (migrated, empty) database with technicians and bookings, then refreshes its statistics. */
export async function seedDesk(databaseUrl: string, bookings = BOOKINGS): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN');
    for (const statement of SEED_TECHNICIANS.split(';').filter((s) => s.trim())) {
      await client.query(statement, statement.includes('$1') ? [TECHNICIANS] : []);
    }
    await client.query(SEED_BOOKINGS, [bookings, TECHNICIANS]);
    await client.query('COMMIT');
    // As autovacuum would soon: the planner needs the table's statistics to pick the indexes.
    await client.query('VACUUM ANALYZE bookings');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/** One GET; its time in milliseconds and how many bookings it answered. */
async function timeGet(url: string, cookie: string): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as { bookings?: unknown[] };
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, rows: body.bookings?.length ?? 0 };
}

/**
 * p50 and p95 of each URL over `REQUESTS` sequential rounds. The URLs take turns, so a moment of
 * load on the machine falls on all of them alike; a first round as long warms the server up.
 */
async function latencies(urls: string[], cookie: string) {
  const timings = urls.map(() => [] as number[]);
  const rows = urls.map(() => 0);
  for (let round = 0; round < REQUESTS * 2; round++) {
    for (const [i, url] of urls.entries()) {
      const result = await timeGet(url, cookie);
      rows[i] = result.rows;
      if (round >= REQUESTS) timings[i]!.push(result.ms);
    }
  }
  return timings.map((list, i) => {
    const sorted = list.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rows: rows[i]! };
  });
}

/** Downloads the whole export, sampling the server's memory while it streams. */
async function measureExport(base: string, cookie: string, pid: number) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/admin/bookings/export`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    const reader = res.body.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 0x0a) lines++;
    }
    return { ms: performance.now() - started, bytes, lines, before, peak: Math.max(peak, rssOf(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

async function cursorOf(url: string, cookie: string): Promise<string> {
  const body = (await (await fetch(url, { headers: { cookie } })).json()) as { nextCursor: string | null };
  if (!body.nextCursor) throw new Error(`${url}: no second page`);
  return body.nextCursor;
}

/** A phone number, a city and a month that exist in the seeded data, to filter by. */
async function sampleFilters(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ phone: string; booking_id: string; technician_id: number }>(
      `SELECT phone, booking_id, technician_id FROM bookings WHERE technician_id IS NOT NULL
       ORDER BY created_at LIMIT 1 OFFSET 1000`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

export async function benchAdminDesk(start: Start, stop: Stop): Promise<void> {
  const port = 4000 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-desk-'));
  const ran = await withBenchDatabase('repair_bench_desk', async (databaseUrl) => {
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    };
    // The first start migrates the database; the bookings are seeded into it before the measured one.
    await stop(await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log')));
    const seedMs = await seedDesk(databaseUrl);
    console.log(
      `Admin desk on PostgreSQL: ${BOOKINGS.toLocaleString('en-IN')} bookings seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const sample = await sampleFilters(databaseUrl);
    const app = await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log'));
    try {
      const cookie = await signInAdmin(base, ADMIN_EMAIL, ADMIN_PASSWORD);
      const list = `${base}/api/admin/bookings`;
      const digits = sample.phone.replace(/^\+91/, '');
      const to = new Date();
      const from = new Date(to.getTime() - 30 * 86_400_000);
      const day = (d: Date) => d.toISOString().slice(0, 10);
      const shapes: [string, string][] = [
        ['newest first (no filter)', `${list}`],
        ['status=pending', `${list}?status=pending`],
        ['status=completed', `${list}?status=completed`],
        ['city=Cuttack', `${list}?city=Cuttack`],
        ['city=Ranchi (small)', `${list}?city=Ranchi`],
        ['last 30 days', `${list}?from=${day(from)}&to=${day(to)}`],
        ['a technician', `${list}?technicianId=${sample.technician_id}`],
        ['search: a phone', `${list}?q=${digits}`],
        ['search: a booking id', `${list}?q=${sample.booking_id}`],
        ['by preferred date', `${list}?sort=preferredDate&dir=asc`],
      ];
      // Other text is looked for anywhere (no trigram index): a common name is met soon in the list's
      // order, text no booking holds is looked for in every row. Shown, not held to the target.
      const scans: [string, string][] = [
        ['search: part of a common name', `${list}?q=unita`],
        ['search: text in no booking (all rows)', `${list}?q=zzqx`],
      ];
      const seconds: [string, string][] = [];
      for (const [name, url] of shapes.filter(([, url]) => !url.includes('q='))) {
        const cursor = await cursorOf(url, cookie);
        seconds.push([`${name}, page 2`, `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`]);
      }
      console.log(
        `  GET /api/admin/bookings, 25 a page, ${REQUESTS} sequential requests each, taking turns (p50 / p95):`,
      );
      const measured = [...shapes, ...seconds, ...scans];
      const results = await latencies(
        measured.map(([, url]) => url),
        cookie,
      );
      let worst = 0;
      for (const [i, [name]] of measured.entries()) {
        const { p50, p95, rows } = results[i]!;
        if (i < shapes.length + seconds.length) worst = Math.max(worst, p95);
        console.log(
          `    ${name.padEnd(38)} ${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)} ms  (${rows} rows)`,
        );
      }
      console.log(
        `  worst p95: ${worst.toFixed(1)} ms (target < ${P95_TARGET_MS} ms) ${worst < P95_TARGET_MS ? 'OK' : 'ABOVE TARGET'}`,
      );

      const exported = await measureExport(base, cookie, app.pid!);
      console.log(
        `  CSV export of every booking: ${exported.lines - 1} rows, ${mb(exported.bytes)} MB in ${(exported.ms / 1000).toFixed(2)} s; ` +
          `server RSS ${mb(exported.before)} MB before, ${mb(exported.peak)} MB at most (+${mb(exported.peak - exported.before)} MB)`,
      );
    } finally {
      await stop(app);
    }
    return true;
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!ran) console.log(`Admin desk on PostgreSQL: skipped (no server at ${BENCH_SERVER_URL})`);
}
