import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import type { DatabaseHandle } from '../src/server/db/client';

/** A fresh, migrated, empty database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return openDatabase({ pglite: client });
}
