import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';

// Backups of the embedded database: a snapshot of its data directory (PGlite's own tarball, gzipped),
// taken between two transactions so that it holds every committed one and none half-done. Restoring
// unpacks one into DATA_DIR/pgdata, which PostgreSQL then opens as after a clean stop.

export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

/** Writes a snapshot of the open database to `file` (a new file; written beside it, then renamed). */
export async function writeBackup(client: PGlite, file: string): Promise<{ bytes: number }> {
  if (fs.existsSync(file)) throw new BackupRefusedError(`${file} already exists; name a new file.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Holding the transaction slot: no transaction of the app is half-way through while the files are read.
  const snapshot = await client.transaction(() => client.dumpDataDir('gzip'));
  const bytes = Buffer.from(await snapshot.arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return { bytes: bytes.length };
}

export interface RestoreOptions {
  dataDir: string;
  from: string;
  /** Replace a database already in DATA_DIR (it is kept beside, renamed). */
  replace: boolean;
}

export interface RestoreReport {
  /** Rows of the main tables in the restored database, to check it is the one expected. */
  counts: Record<string, number>;
  /** Where the database that was there before now is, when one was replaced. */
  previous: string | null;
}

/** Restores a snapshot into DATA_DIR; refuses while a process uses the directory (its lock). */
export async function restoreBackup({ dataDir, from, replace }: RestoreOptions): Promise<RestoreReport> {
  if (!fs.existsSync(from)) throw new BackupRefusedError(`There is no backup at ${from}.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const live = path.join(dataDir, 'pgdata');
    if (embeddedDatabaseExists(dataDir) && !replace) {
      throw new BackupRefusedError(
        `${dataDir} already holds a database. Add --replace to replace it (it is kept as pgdata-before-restore-… beside it).`,
      );
    }
    const incoming = path.join(dataDir, 'pgdata-restoring');
    fs.rmSync(incoming, { recursive: true, force: true });
    const counts = await unpackAndCount(incoming, fs.readFileSync(from));
    let previous: string | null = null;
    if (fs.existsSync(live)) {
      previous = path.join(
        dataDir,
        `pgdata-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      fs.renameSync(live, previous);
    }
    fs.renameSync(incoming, live);
    return { counts, previous };
  } finally {
    lock.release();
  }
}

const COUNTED_TABLES = ['bookings', 'users', 'messages', 'devices'];

/** Unpacks the snapshot into `dir` and opens it, which proves it is a whole database. */
async function unpackAndCount(dir: string, snapshot: Buffer): Promise<Record<string, number>> {
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new BackupRefusedError(`This file is not a backup of the embedded database: ${String(error)}`);
  }
  try {
    const counts: Record<string, number> = {};
    const { rows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename = any($1)`,
      [COUNTED_TABLES],
    );
    for (const { name } of rows) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from public."${name}"`);
      counts[name] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await client.close();
  }
}
