import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsBefore } from '../../../tests/migrations-before';
import { migrationsFolder } from './client';

// The migration that stores every phone number as +91XXXXXXXXXX (decision 040) rewrites the older
// spellings of clearly Indian mobile numbers, leaves anything else as it was, and does not fail when
// two accounts hold one number in two spellings. Run on PostgreSQL when DATABASE_URL is set (a new
// empty database, dropped after), else on PGlite.

const PHONES_MIGRATION = /^\d{4}_phone_numbers_e164$/;

interface Target {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<Target> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgres(serverUrl: string): Promise<Target> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Named after the run's template, so that the run's teardown drops it if this file stops half-way.
  const name = `${inject('templateDatabase')}_phones_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg(client);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const before = migrationsBefore(PHONES_MIGRATION);
let target: Target;
beforeAll(async () => {
  target = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
});
afterAll(async () => {
  await target.close();
  fs.rmSync(before, { recursive: true, force: true });
});

/** An account made at minute `minute`, with a phone as an older version stored it. */
async function addUser(id: string, phone: string, minute: number, verified = false) {
  await target.query(
    `insert into users (id, name, email, phone_number, phone_number_verified, created_at)
     values ($1, $1, $2, $3, $4, $5)`,
    [id, `${id}@example.com`, phone, verified, new Date(Date.UTC(2026, 10, 1, 10, minute))],
  );
}

async function phonesOfUsers(): Promise<Record<string, string>> {
  const rows = await target.query<{ id: string; phone_number: string }>(
    'select id, phone_number from users order by id',
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.phone_number]));
}

async function addBooking(n: number, phone: string, technicianPhone: string | null) {
  const id = `00000000-0000-4000-8000-00000000000${n}`;
  await target.query(
    `insert into bookings (id, booking_id, name, email, phone, technician_phone, address, city, state,
       pincode, device_model, selected_issues, selected_issues_text, selected_services_details, total_price)
     values ($1, $2, 'Asha', 'asha@example.com', $3, $4, '12 Janpath Road', 'Bhubaneswar', 'Odisha',
       '751001', 'Phone', '{1}', 'Screen', '[]', 100)`,
    [id, `BK-20261101-P00${n}`, phone, technicianPhone],
  );
  return id;
}

async function addReferral(bookingId: string, referredPhone: string | null, claimedPhone: string | null) {
  await target.query(
    `insert into referrals (referrer_user_id, referral_code, booking_id, referred_phone, claimed_phone, created_at)
     values ('plain', 'CODEAAAA', $1, $2, $3, $4)`,
    [
      bookingId,
      referredPhone,
      claimedPhone,
      new Date(Date.UTC(2026, 10, 1, 10, Number(bookingId.slice(-2)))),
    ],
  );
}

/** Rows as versions before the migration wrote them, then the migration. */
async function migrateOldRows() {
  await target.migrate(before);
  await addUser('plain', '9876543210', 1);
  await addUser('dashed', '+91-9876543211', 2);
  await addUser('spaced', '+91 98765 43212', 3);
  await addUser('country', '91 98765 43213', 4);
  await addUser('trunk', '09876543214', 5);
  await addUser('stored', '+919876543215', 6);
  await addUser('words', 'call the office', 7);
  await addUser('foreign', '+44 7911 123456', 8);
  await addUser('short', '12345', 9);
  await addUser('landline', '0674 2301234', 10);

  await target.query(
    `insert into profiles (user_id, phone, referral_code) values
         ('plain', '98765 43210', 'CODEAAAA'), ('words', 'ask at the gate', 'CODEBBBB')`,
  );
  await addReferral(await addBooking(1, '+91-9876543210', '9123456780'), '9876543211', '+91 98765 43211');
  await addReferral(await addBooking(2, 'not a number', null), null, null);
  await target.query(
    `insert into contact_submissions (name, email, phone, message) values
         ('Asha', 'asha@example.com', '919876543212', 'Please call me back.'),
         ('Ravi', 'ravi@example.com', null, 'No number given here.')`,
  );
  await target.query(
    `insert into phone_proofs (phone, token_hash, expires_at, created_at) values ('9876543213', 'h', now(), now())`,
  );
  await target.query(
    `insert into messages (channel, to_address, text_body) values
         ('sms', '9876543210', 'Your booking is confirmed.'),
         ('email', 'asha@example.com', 'Your booking is confirmed.')`,
  );

  // One number on two accounts in two spellings (the unique index compared spellings): the one
  // already stored as +91…, else the verified one, else the earliest keeps it.
  await addUser('e164-later', '+917000000001', 21);
  await addUser('plain-earlier', '7000000001', 20, true);
  await addUser('unverified-earlier', '7000000002', 22);
  await addUser('verified-later', '+91-7000000002', 23, true);
  await addUser('earliest', '7000000003', 24);
  await addUser('latest', '917000000003', 25);
  // The same for a referral discount's claim: the earliest keeps it.
  await addReferral(await addBooking(3, '7000000004', null), null, '7000000004');
  await addReferral(await addBooking(4, '+91-7000000004', null), null, '+91-7000000004');

  await target.migrate(migrationsFolder);
}

describe('the phone numbers migration', () => {
  beforeAll(migrateOldRows);

  it('rewrites every spelling of an Indian mobile number as +91XXXXXXXXXX, and nothing else', async () => {
    expect(await phonesOfUsers()).toMatchObject({
      plain: '+919876543210',
      dashed: '+919876543211',
      spaced: '+919876543212',
      country: '+919876543213',
      trunk: '+919876543214',
      stored: '+919876543215',
      words: 'call the office',
      foreign: '+44 7911 123456',
      short: '12345',
      landline: '0674 2301234',
    });
    expect(await target.query('select user_id, phone from profiles order by user_id')).toEqual([
      { user_id: 'plain', phone: '+919876543210' },
      { user_id: 'words', phone: 'ask at the gate' },
    ]);
    expect(await target.query('select phone, technician_phone from bookings order by booking_id')).toEqual([
      { phone: '+919876543210', technician_phone: '+919123456780' },
      { phone: 'not a number', technician_phone: null },
      { phone: '+917000000004', technician_phone: null },
      { phone: '+917000000004', technician_phone: null },
    ]);
    expect(await target.query('select referred_phone, claimed_phone from referrals order by id')).toEqual([
      { referred_phone: '+919876543211', claimed_phone: '+919876543211' },
      { referred_phone: null, claimed_phone: null },
      { referred_phone: null, claimed_phone: '+917000000004' },
      { referred_phone: null, claimed_phone: '+91-7000000004' },
    ]);
    expect(await target.query('select phone from contact_submissions order by id')).toEqual([
      { phone: '+919876543212' },
      { phone: null },
    ]);
    expect(await target.query('select phone from phone_proofs')).toEqual([{ phone: '+919876543213' }]);
    expect(await target.query('select to_address from messages order by id')).toEqual([
      { to_address: '+919876543210' },
      { to_address: 'asha@example.com' },
    ]);
    const helpers = await target.query(`select 1 from pg_proc where proname = 'migration_phone_e164'`);
    expect(helpers).toEqual([]);
  });

  it('gives a number that two accounts hold in two spellings to one of them, the other as it was', async () => {
    expect(await phonesOfUsers()).toMatchObject({
      'e164-later': '+917000000001',
      'plain-earlier': '7000000001',
      'unverified-earlier': '7000000002',
      'verified-later': '+917000000002',
      earliest: '+917000000003',
      latest: '917000000003',
    });
  });
});
