import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, rowsOf } from '../../src/server/db/client';
import type { DatabaseHandle } from '../../src/server/db/client';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { MoveRefusedError, moveToPostgres } from '../../src/server/db/move-to-postgres';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody, provePhone } from '../booking-fixtures';
import { runCli } from '../cli-process';
import { createEmbeddedDataDir } from '../embedded-data-dir';
import { createUser } from '../factories';
import { startServerProcess } from '../server-process';
import { TEST_SECRET, createTestApp } from '../test-app';

// `npm run db:move-to-postgres`: a shop's embedded database, used through the app (accounts, sessions,
// bookings with a referral, messages, a contact message, guide answers), moved into a new PostgreSQL
// database that the app then runs on as if nothing had happened.

const now = new Date('2026-11-22T04:00:00Z');
const ADMIN = { email: 'owner@example.com', password: 'owner-pass-1' };
const serverUrl = process.env.DATABASE_URL;

/** A new database on the test server, with nothing in it; dropped after the file's tests. */
async function createEmptyDatabase(admin: pg.Client, created: string[]): Promise<string> {
  const name = `${inject('templateDatabase')}_move_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rows per table and a sample of exact values, read the same way from either database. */
async function fingerprint(handle: DatabaseHandle) {
  const query = async <T>(text: string) => ({ rows: rowsOf<T>(await handle.db.execute(sql.raw(text))) });
  const counts = await query<{ bookings: string; referrals: string; messages: string; sessions: string }>(
    `select (select count(*) from bookings)::text as bookings, (select count(*) from referrals)::text as referrals,
       (select count(*) from messages)::text as messages, (select count(*) from sessions)::text as sessions`,
  );
  const bookings = await query<Record<string, string>>(
    `select booking_id, status::text, created_at::text, selected_issues::text, selected_services_details::text
     from bookings order by booking_id`,
  );
  return { counts: counts.rows[0], bookings: bookings.rows };
}

describe.skipIf(!serverUrl)('moving the embedded database to PostgreSQL', () => {
  const created: string[] = [];
  let admin: pg.Client;
  let dataDir = '';
  let customerCookie = '';
  let customerBookingId = '';
  let before: Awaited<ReturnType<typeof fingerprint>>;
  let device: { id: number };
  let screen: { id: number };
  let battery: { id: number };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    dataDir = await createEmbeddedDataDir();
    // As a shop without BETTER_AUTH_SECRET has it: the secret the first start wrote into DATA_DIR.
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), TEST_SECRET);
    const embedded = await openDatabase({ dataDir });
    await embedded.migrate();
    const shop = await createTestApp({ database: embedded, devOutbox: true, clock: () => now });
    ({ device, screen, battery } = await createBookableDevice(shop.db));
    await createUser(shop.auth, shop.db, { role: 'admin', ...ADMIN });
    const referrerCookie = await signInByEmailCode(shop.app, 'referrer@example.com', 'Ravi Referrer');
    const code = (await getAs(shop.app, '/api/referrals/me', referrerCookie)).body.code as string;
    customerCookie = await signInByEmailCode(shop.app, 'priya@example.com', 'Priya Das');
    const book = bookWith(shop.app);
    const referred = await book(
      makeBookingBody(device.id, [screen.id], {
        email: 'priya@example.com',
        phone: '9876512345',
        referralCode: code,
        // A referral discount needs a proven phone (decision 007).
        phoneProof: await provePhone(shop.app, '9876512345'),
      }),
      { cookie: customerCookie },
    );
    expect(referred.status).toBe(201);
    customerBookingId = referred.body.booking.bookingId;
    expect((await book(makeBookingBody(device.id, [screen.id, battery.id]))).status).toBe(201);
    const contact = await postJson(shop.app, '/api/contact', {
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876500001',
      message: 'Do you repair tablets at the office?',
    });
    expect(contact.status).toBe(201);
    await postJson(shop.app, '/api/guide-outcomes', {
      deviceId: device.id,
      repairServiceId: screen.id,
      worked: true,
    });
    await shop.worker.drain();
    before = await fingerprint(embedded);
    await shop.close();
  }, 120_000);

  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('copies every table into a new database, verified, and the app runs on it: sessions, sign-in, bookings, new rows', async () => {
    const targetUrl = await createEmptyDatabase(admin, created);
    const run = await runCli('src/server/db/move-to-postgres-cli.ts', ['--to', targetUrl], {
      DATA_DIR: dataDir,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Migrating the empty target database/);
    expect(run.stdout).toMatch(/^\s+bookings\s+2 rows\s+checksum -?\d+$/m);
    expect(run.stdout).toMatch(/^\s+referrals\s+1 rows/m);
    expect(run.stdout).toMatch(/^\s+contact_submissions\s+1 rows/m);
    expect(run.stdout).toMatch(/^\s+guide_outcomes\s+1 rows/m);
    expect(run.stdout).toMatch(/Set BETTER_AUTH_SECRET to the contents of .*auth-secret/);

    const moved = await openDatabase({ databaseUrl: targetUrl });
    // Exact values: enums, arrays, jsonb and timestamps to the microsecond.
    expect(await fingerprint(moved)).toEqual(before);
    const shop = await createTestApp({ database: moved, devOutbox: true, clock: () => now });
    // The customer stays signed in (the secret the command pointed at) and sees their booking.
    const mine = await getAs(shop.app, '/api/bookings', customerCookie);
    expect(mine.status).toBe(200);
    expect((mine.body.bookings as { bookingId: string }[]).map((b) => b.bookingId)).toEqual([
      customerBookingId,
    ]);
    // Staff passwords moved with their accounts.
    const adminCookie = await signInWithPassword(shop.app, ADMIN.email, ADMIN.password);
    const desk = await getAs(shop.app, '/api/admin/bookings', adminCookie);
    expect((desk.body.bookings as unknown[]).length).toBe(2);
    // New rows get fresh ids from the sequences: a sign-in code, a booking with its events and messages.
    const newcomer = await signInByEmailCode(shop.app, 'newcomer@example.com', 'New Comer');
    const booked = await bookWith(shop.app)(
      makeBookingBody(device.id, [screen.id], { email: 'newcomer@example.com' }),
      {
        cookie: newcomer,
      },
    );
    expect(booked.status).toBe(201);
    await shop.worker.drain();
    expect(
      (
        await postJson(shop.app, '/api/guide-outcomes', {
          deviceId: device.id,
          repairServiceId: screen.id,
          worked: false,
        })
      ).status,
    ).toBeLessThan(300);
    await shop.close();
  }, 120_000);

  it('refuses a target that holds data, and leaves it as it was', async () => {
    const targetUrl = await createEmptyDatabase(admin, created);
    await moveToPostgres({ dataDir, targetUrl });
    const check = new pg.Client({ connectionString: targetUrl });
    await check.connect();
    try {
      await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(MoveRefusedError);
      await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(/not empty \(rows in .*bookings/);
      const { rows } = await check.query<{ n: string }>('select count(*)::text as n from bookings');
      expect(rows[0]!.n).toBe('2');
    } finally {
      await check.end();
    }
  });

  it('refuses a target whose tables are not this app’s', async () => {
    const targetUrl = await createEmptyDatabase(admin, created);
    const other = new pg.Client({ connectionString: targetUrl });
    await other.connect();
    await other.query('create table legacy_crm_orders (id serial primary key, total integer)');
    await other.end();
    await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(
      /only in the target: legacy_crm_orders/,
    );
  });

  it('refuses while a server uses the embedded database, and says which process', async () => {
    const targetUrl = await createEmptyDatabase(admin, created);
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_CATALOGUE: 'false' });
    try {
      const refused = moveToPostgres({ dataDir, targetUrl });
      await expect(refused).rejects.toThrow(DataDirLockedError);
      await expect(refused).rejects.toThrow(new RegExp(`pid ${server.child.pid}`));
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    const check = new pg.Client({ connectionString: targetUrl });
    await check.connect();
    const { rows } = await check.query(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    await check.end();
    expect(rows[0]).toEqual({ n: 0 });
  }, 60_000);
});
