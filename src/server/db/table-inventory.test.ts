import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../../tests/factories';
import { createTestDatabase } from '../../../tests/test-database';
import { rowsOf } from './client';
import type { SqlClient } from './table-inventory';
import { listTables, tallyTable, setCanonicalOutput } from './table-inventory';

// The inventory the move to PostgreSQL copies and verifies by: tables in foreign-key order, and a
// checksum that any change of content moves, whatever the order rows were written in.

const database = await createTestDatabase();
afterAll(() => database.close());
const client: SqlClient = {
  query: async <T>(text: string) => ({ rows: rowsOf<T>(await database.db.execute(sql.raw(text))) }),
};
await setCanonicalOutput(client);

describe('table inventory', () => {
  it('lists every table after the tables its foreign keys point to', async () => {
    const order = (await listTables(client)).map((t) => t.name);
    const before = (parent: string, child: string) =>
      expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    before('users', 'sessions');
    before('users', 'bookings');
    before('technicians', 'bookings');
    before('bookings', 'referrals');
    before('bookings', 'messages');
    before('devices', 'device_repair_pricing');
    before('brands', 'devices');
  });

  it('changes the checksum when one value changes, by as little as a microsecond', async () => {
    const a = await createBooking(database.db);
    await createBooking(database.db);
    const first = await tallyTable(client, 'bookings');
    await database.db.execute(
      sql`update bookings set created_at = created_at + interval '1 microsecond' where id = ${a.id}`,
    );
    const second = await tallyTable(client, 'bookings');
    expect(second.rows).toBe(first.rows);
    expect(second.checksum).not.toBe(first.checksum);
  });

  it('gives equal contents the same checksum, in whatever order the rows are stored', async () => {
    await database.db.execute(sql`create table tally_order (id integer primary key, note text)`);
    await database.db.execute(sql`insert into tally_order values (1, 'one'), (2, 'two'), (3, 'three')`);
    const ordered = await tallyTable(client, 'tally_order');
    await database.db.execute(sql`delete from tally_order`);
    await database.db.execute(sql`insert into tally_order values (3, 'three'), (1, 'one'), (2, 'two')`);
    expect(await tallyTable(client, 'tally_order')).toEqual(ordered);
  });
});
