// The owner's reports on a busy month (issue 33): 10,000 completed bookings last month on a fresh
// PostgreSQL database of the local server, each with its invoice (one or two lines at 5% or 18%, in
// Odisha or another state) and its cash or UPI payment, and a refund's credit note on one in fifty;
// the real server on it, an admin signed in. Measured: the p95 latency of the month's GST summary and
// of its revenue report by day, week and month (sequential requests, as one admin clicks).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withBenchDatabase } from './bench-database';
import { percentile, signInAdmin } from './bench-kit';
import type { Start, Stop } from './bench-kit';

const BOOKINGS = Number(process.env.BENCH_MONEY_BOOKINGS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_MONEY_REQUESTS ?? 100);
const P95_TARGET_MS = 200;
const ADMIN_EMAIL = 'bench.money@example.com';
const ADMIN_PASSWORD = 'bench-money-password';

// Twelve technicians; the bookings, their invoices, payments and credit notes in one statement each.
const SEED = `
INSERT INTO users (id, name, email, email_verified, phone_number, phone_number_verified)
SELECT 'bench-tech-' || i, 'Technician ' || i, 'tech' || i || '@bench.example', true,
       '+9190000' || lpad(i::text, 5, '0'), true
FROM generate_series(1, 12) AS g(i);
INSERT INTO technicians (user_id, experience_years) SELECT id, 3 FROM users WHERE id LIKE 'bench-tech-%';

CREATE TEMP TABLE drawn AS
WITH place(n, city, state, pincode) AS (VALUES
  (0, 'Bhubaneswar', 'Odisha', '751001'), (1, 'Cuttack', 'Odisha', '753001'),
  (2, 'Puri', 'Odisha', '752001'), (3, 'Kolkata', 'West Bengal', '700001'),
  (4, 'Hyderabad', 'Telangana', '500001'), (5, 'Ranchi', 'Jharkhand', '834001')
), service(n, name, price, rate) AS (VALUES
  (0, 'Screen Replacement', 249900, 18), (1, 'Battery Replacement', 149900, 5),
  (2, 'Charging Port Repair', 99900, 18), (3, 'Speaker Repair', 79900, 18)
), base AS (
  SELECT g.i, $2::timestamptz + random() * ($3::timestamptz - $2::timestamptz) AS done,
         (ARRAY[0,0,0,1,1,2,3,4,5])[1 + floor(random() * 9)::int] AS p,
         floor(random() * 4)::int AS s1, CASE WHEN random() < 0.3 THEN floor(random() * 4)::int END AS s2,
         (SELECT id FROM technicians ORDER BY id OFFSET floor(random() * 12)::int LIMIT 1) AS tech
  FROM generate_series(1, $1::int) AS g(i)
)
SELECT b.i, gen_random_uuid() AS id, b.done, b.tech, pl.city, pl.state, pl.pincode,
       jsonb_agg(jsonb_build_object('name', sv.name, 'sacCode', '9987', 'price', sv.price, 'discount', 0,
         'gross', sv.price, 'taxable', round(sv.price * 100.0 / (100 + sv.rate))::int, 'rate', sv.rate,
         'tax', sv.price - round(sv.price * 100.0 / (100 + sv.rate))::int)) AS lines,
       sum(sv.price)::int AS total
FROM base b JOIN place pl ON pl.n = b.p
JOIN service sv ON sv.n = b.s1 OR sv.n = b.s2
GROUP BY b.i, b.done, b.tech, pl.city, pl.state, pl.pincode;

CREATE TEMP TABLE taxed AS
SELECT d.*, (SELECT jsonb_agg(l - 'tax' || CASE WHEN d.state = 'Odisha'
         THEN jsonb_build_object('cgst', ceil((l->>'tax')::int / 2.0)::int,
                                 'sgst', (l->>'tax')::int - ceil((l->>'tax')::int / 2.0)::int, 'igst', 0)
         ELSE jsonb_build_object('cgst', 0, 'sgst', 0, 'igst', (l->>'tax')::int) END)
       FROM jsonb_array_elements(d.lines) l) AS taxed_lines
FROM drawn d;

INSERT INTO bookings (id, booking_id, technician_id, technician_name, name, email, phone, address, city,
  state, pincode, device_model, selected_issues, selected_issues_text, selected_services_details,
  total_price, status, completed_at, payment_method, amount_collected, created_at, updated_at)
SELECT t.id, 'BK-BENCH-' || lpad(t.i::text, 6, '0'), t.tech, 'Technician ' || (t.tech % 12 + 1),
  'Customer ' || t.i, 'c' || t.i || '@bench.example', '+919800' || lpad(t.i::text, 6, '0'),
  t.i || ' Main Road', t.city, t.state, t.pincode, 'Galaxy A54', '{}',
  (SELECT string_agg(l->>'name', ', ') FROM jsonb_array_elements(t.lines) l), '[]', t.total,
  'completed', t.done, CASE WHEN t.i % 3 = 0 THEN 'upi' ELSE 'cash' END::payment_method, t.total,
  t.done - interval '2 days', t.done
FROM taxed t;

INSERT INTO invoices (booking_id, number, financial_year, sequence, kind, issued_at, shop, customer,
  place_of_supply, lines, total, taxable_value, cgst, sgst, igst, payment_method)
SELECT t.id, 'INV/26-27/' || lpad(t.i::text, 6, '0'), '2026-27', t.i, 'tax_invoice', t.done,
  '{"legalName":"Bench Repairs","address":"Bhubaneswar","state":"Odisha","stateCode":"21","gstin":"21ABCDE1234F1ZC"}',
  jsonb_build_object('name', 'Customer ' || t.i, 'address', t.i || ' Main Road', 'city', t.city,
    'state', t.state, 'pincode', t.pincode),
  t.state, t.taxed_lines, t.total,
  (SELECT sum((l->>'taxable')::int) FROM jsonb_array_elements(t.taxed_lines) l),
  (SELECT sum((l->>'cgst')::int) FROM jsonb_array_elements(t.taxed_lines) l),
  (SELECT sum((l->>'sgst')::int) FROM jsonb_array_elements(t.taxed_lines) l),
  (SELECT sum((l->>'igst')::int) FROM jsonb_array_elements(t.taxed_lines) l),
  CASE WHEN t.i % 3 = 0 THEN 'upi' ELSE 'cash' END::payment_method
FROM taxed t;

INSERT INTO booking_payments (booking_id, kind, method, amount, technician_id, recorded_at)
SELECT t.id, 'payment', CASE WHEN t.i % 3 = 0 THEN 'upi' ELSE 'cash' END, t.total, t.tech, t.done FROM taxed t;

-- A full refund of one booking in fifty, a minute later: its credit note is the invoice's lines again.
INSERT INTO credit_notes (invoice_id, number, financial_year, sequence, issued_at, reason, lines, total,
  taxable_value, cgst, sgst, igst)
SELECT i.id, 'CN/26-27/' || lpad(i.sequence::text, 6, '0'), '2026-27', i.sequence,
  i.issued_at + interval '1 minute', 'Bench refund', i.lines,
  i.total, i.taxable_value, i.cgst, i.sgst, i.igst
FROM invoices i WHERE i.sequence % 50 = 0;
`;

/** The month before this one, India time: its name, first and last days, and its bounds as moments. */
function lastMonth() {
  const india = new Date(Date.now() + 330 * 60_000);
  // Day 0 of this month is the last day of the one before.
  const last = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 0));
  const to = last.toISOString().slice(0, 10);
  const month = to.slice(0, 7);
  const next = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1)).toISOString().slice(0, 10);
  return {
    month,
    from: `${month}-01`,
    to,
    since: `${month}-01T00:00:00+05:30`,
    until: `${next}T00:00:00+05:30`,
  };
}

async function seed(databaseUrl: string, since: string, until: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const began = performance.now();
  try {
    await client.query('BEGIN');
    // One statement at a time: the parameters are the same for each.
    for (const statement of SEED.split(/;\s*\n/).filter((s) => s.trim() && !/^\s*--[^\n]*$/.test(s))) {
      const uses = Math.max(0, ...[1, 2, 3].filter((n) => statement.includes(`$${n}`)));
      await client.query(statement, [BOOKINGS, since, until].slice(0, uses));
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return performance.now() - began;
  } finally {
    await client.end();
  }
}

async function p95Of(url: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS * 2; i++) {
    const began = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= REQUESTS) times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchMoneyReports(start: Start, stop: Stop): Promise<void> {
  const port = 4100 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-bench-money-'));
  const ran = await withBenchDatabase('repair_bench_money', async (databaseUrl) => {
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
    // The first start migrates the database; the month is seeded into it before the measured one.
    await stop(await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log')));
    const { month, from, to, since, until } = lastMonth();
    const seedMs = await seed(databaseUrl, since, until);
    console.log(
      `Money reports on PostgreSQL: ${BOOKINGS.toLocaleString('en-IN')} completed bookings in ${month}, invoiced and paid, seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const app = await start(['src/server/main.ts'], env, `${base}/api/health`, path.join(dir, 'app.log'));
    try {
      const cookie = await signInAdmin(base, ADMIN_EMAIL, ADMIN_PASSWORD);
      const summary = (await (
        await fetch(`${base}/api/admin/reports/gst?month=${month}`, { headers: { cookie } })
      ).json()) as {
        totals: { invoices: { documents: number } };
      };
      if (summary.totals.invoices.documents !== BOOKINGS) {
        throw new Error(
          `the GST summary counts ${summary.totals.invoices.documents} invoices, not ${BOOKINGS}`,
        );
      }
      const range = `from=${from}&to=${to}`;
      const shapes: [string, string][] = [
        ['GST summary of the month', `${base}/api/admin/reports/gst?month=${month}`],
        ['revenue report by day', `${base}/api/admin/reports/revenue?${range}&by=day`],
        ['revenue report by week', `${base}/api/admin/reports/revenue?${range}&by=week`],
        ['revenue report by month', `${base}/api/admin/reports/revenue?${range}&by=month`],
      ];
      console.log(`  ${REQUESTS} sequential requests each, after as many to warm up (p50 / p95):`);
      let worst = 0;
      for (const [name, url] of shapes) {
        const { p50, p95 } = await p95Of(url, cookie);
        worst = Math.max(worst, p95);
        console.log(
          `    ${name.padEnd(28)} ${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)} ms`,
        );
      }
      console.log(
        `  worst p95: ${worst.toFixed(1)} ms (target < ${P95_TARGET_MS} ms) ${worst < P95_TARGET_MS ? 'OK' : 'ABOVE TARGET'}`,
      );
    } finally {
      await stop(app);
    }
    return true;
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (!ran) console.log('Money reports on PostgreSQL: skipped (no PostgreSQL server answers)');
}
