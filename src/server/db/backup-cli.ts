// npm run db:backup -- [--to backups/embedded-….tar.gz]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { requestBackup } from './backup-socket';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { BackupRefusedError, embeddedDatabaseExists, writeBackup } from './embedded-backup';

async function run() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: that database is a PostgreSQL server. Back it up with pg_dump (see the README).',
    );
    process.exit(2);
  }
  if (!embeddedDatabaseExists(env.dataDir)) {
    console.error(`There is no embedded database in ${env.dataDir} (DATA_DIR).`);
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(values.to ?? path.join('backups', `embedded-${stamp}.tar.gz`));
  let how: string;
  let bytes: number;
  try {
    const handle = await openDatabase({ dataDir: env.dataDir });
    try {
      ({ bytes } = await writeBackup(handle.embedded!, file));
      how = 'from the stopped database';
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server owns the database: it takes the snapshot itself, between two transactions.
    ({ bytes } = await requestBackup(env.dataDir, file));
    how = `by the running server (pid ${error.ownerPid})`;
  }
  console.log(`Backup of ${env.dataDir} written ${how}: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  console.log('Restore it with: npm run db:restore -- --from ' + JSON.stringify(file));
}

run().catch((error: unknown) => {
  console.error(error instanceof BackupRefusedError ? `No backup written. ${error.message}` : error);
  process.exit(1);
});
