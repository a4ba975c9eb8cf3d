import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/test-database';
import { openDatabase, rowsOf } from './client';
import type { DatabaseHandle } from './client';
import { brands } from './schema/index';

// On PostgreSQL each statement shape is named the first time a connection sends it, so the
// connection plans it once and runs it again by name (decision 024); a setting turns that off for
// poolers that cannot hold named statements.

async function preparedOnOneConnection(handle: DatabaseHandle): Promise<string[]> {
  return handle.db.transaction(async (tx) => {
    for (const id of [1, 2, 3]) await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
    const rows = rowsOf<{ statement: string }>(
      await tx.execute(sql`select statement from pg_prepared_statements`),
    );
    return rows.map((row) => row.statement);
  });
}

describe.skipIf(!process.env.DATABASE_URL)('named statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('are prepared once per connection and run again by name', async () => {
    const prepared = await preparedOnOneConnection(handle);
    const brandLookups = prepared.filter((text) => text.includes('from "brands"'));
    expect(brandLookups).toHaveLength(1);
  });

  it('stay unnamed when turned off', async () => {
    const unnamed = await openDatabase({ databaseUrl: handle.url!, preparedStatements: false });
    try {
      const prepared = await preparedOnOneConnection(unnamed);
      expect(prepared.filter((text) => text.includes('from "brands"'))).toEqual([]);
    } finally {
      await unnamed.close();
    }
  });
});
