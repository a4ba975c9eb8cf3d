import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../tests/migrations-before';
import { migrationsFolder } from './client';

// The migration that gives referrals their claims (one discount per phone and per mailbox) fills them
// in for referrals made before it: the earliest referral of each phone and of each mailbox keeps it,
// so the unique indexes can be built over data that the old rules let through (issue 16, item 9).

/** Found by name, whatever number it has. */
const CLAIMS_MIGRATION = /^\d{4}_referral_proof$/;

const client = await PGlite.create();
const db = drizzle(client);
const before = migrationsBefore(CLAIMS_MIGRATION);
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

async function addBooking(n: number, email: string, phone: string) {
  await client.query(
    `insert into bookings (id, booking_id, name, email, phone, address, city, state, pincode, device_model,
       selected_issues, selected_issues_text, selected_services_details, total_price)
     values ($1, $2, 'Farmer', $3, $4, '12 Janpath Road', 'Bhubaneswar', 'Odisha', '751001', 'Phone',
       '{1}', 'Screen', '[]', 100)`,
    [`00000000-0000-4000-8000-00000000000${n}`, `BK-20261122-F00${n}`, email, phone],
  );
  await client.query(
    `insert into referrals (referrer_user_id, referral_code, booking_id, created_at)
     values ('referrer', 'CODE2345', $1, $2)`,
    [`00000000-0000-4000-8000-00000000000${n}`, new Date(Date.UTC(2026, 10, 20, 10, n))],
  );
}

describe('the referral claims migration', () => {
  it('keeps the claim of the earliest referral of each phone and mailbox', async () => {
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into users (id, name, email) values ('referrer', 'Referrer', 'referrer@example.com')`,
    );
    // Farmed before the rule: one mailbox under many spellings, and a phone used twice.
    await addBooking(1, 'x+1@gmail.com', '+917000000001');
    await addBooking(2, 'x+2@gmail.com', '+917000000002');
    await addBooking(3, 'X.y@gmail.com', '+917000000001');
    await addBooking(4, 'xy@googlemail.com', '+917000000004');
    await addBooking(5, 'someone@example.com', '+917000000005');

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ booking_id: string; claimed_phone: string; claimed_email: string }>(
      `select b.booking_id, r.claimed_phone, r.claimed_email
         from referrals r join bookings b on b.id = r.booking_id order by b.booking_id`,
    );
    expect(rows).toEqual([
      { booking_id: 'BK-20261122-F001', claimed_phone: '+917000000001', claimed_email: 'x@gmail.com' },
      { booking_id: 'BK-20261122-F002', claimed_phone: '+917000000002', claimed_email: null },
      { booking_id: 'BK-20261122-F003', claimed_phone: null, claimed_email: 'xy@gmail.com' },
      { booking_id: 'BK-20261122-F004', claimed_phone: '+917000000004', claimed_email: null },
      {
        booking_id: 'BK-20261122-F005',
        claimed_phone: '+917000000005',
        claimed_email: 'someone@example.com',
      },
    ]);
  });
});
