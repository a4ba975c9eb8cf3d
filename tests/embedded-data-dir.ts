import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, inject } from 'vitest';

/**
 * A DATA_DIR holding a migrated, empty embedded database, as a first start leaves it (made from the
 * run's snapshot when there is one); removed after the file's tests.
 */
export async function createEmbeddedDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-data-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const snapshot = inject('pgliteSnapshot');
  // Without a snapshot (a run on PostgreSQL) the directory is made from scratch and migrated on open.
  const client = await PGlite.create({
    dataDir: path.join(dir, 'pgdata'),
    ...(snapshot ? { loadDataDir: new Blob([fs.readFileSync(snapshot)]) } : {}),
  });
  await client.close();
  return dir;
}
