import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { migrationsFolder, rowsOf } from './client';

// Whether the database has every migration this build ships. Drizzle records each applied migration
// with its folder time (`when` in the journal) and applies those newer than the last one recorded, so
// the newest recorded time tells whether any is missing.

let newestShipped: number | undefined;

function newestShippedMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newestShipped = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/** True when the database has every migration of this build (its own query errors propagate). */
export async function areMigrationsApplied(db: Database): Promise<boolean> {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!exists[0]?.present) return false;
  const rows = rowsOf<{ newest: string | number | null }>(
    await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.newest ?? 0) >= newestShippedMigration();
}
