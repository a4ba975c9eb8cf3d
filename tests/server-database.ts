import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import type { Database, DatabaseHandle } from '../src/server/db/client';
import { createTestDatabase } from './test-database';

// The database of a real server process in this test run: a fresh PostgreSQL database when
// DATABASE_URL is set (CI's second pass), otherwise a new embedded data directory. The test reads it
// with `read`: on PostgreSQL at any time; the embedded one only while no server holds it.

export interface ServerDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server process needs in its environment to use it. */
  env: NodeJS.ProcessEnv;
  /** The embedded data directory (pglite only). */
  dataDir?: string;
  read<T>(query: (db: Database) => Promise<T>): Promise<T>;
}

export async function createServerDatabase(): Promise<ServerDatabase> {
  if (process.env.DATABASE_URL) {
    const handle = await createTestDatabase();
    afterAll(() => handle.close());
    return { kind: 'postgres', env: { DATABASE_URL: handle.url }, read: (query) => query(handle.db) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    dataDir,
    read: async (query) => {
      const handle: DatabaseHandle = await openDatabase({ dataDir });
      try {
        return await query(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}
