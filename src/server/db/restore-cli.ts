// npm run db:restore -- --from backups/embedded-….tar.gz [--replace]
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { DataDirLockedError } from './data-dir-lock';
import { BackupRefusedError, restoreBackup } from './embedded-backup';

const USAGE = 'Usage: npm run db:restore -- --from backups/embedded-….tar.gz [--replace]';

async function run() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  if (!values.from) {
    console.error('--from must name a backup written by npm run db:backup.');
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: that database is a PostgreSQL server. Restore it with pg_restore (see the README).',
    );
    process.exit(2);
  }
  const report = await restoreBackup({ dataDir: env.dataDir, from: values.from, replace: values.replace });
  const counts = Object.entries(report.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`Restored ${values.from} into ${env.dataDir}: ${counts || 'no tables of this app'}.`);
  if (report.previous)
    console.log(`The database that was there is kept in ${report.previous}; delete it when you are sure.`);
  console.log('Start the server: migrations newer than the backup are applied at start.');
}

run().catch((error: unknown) => {
  if (error instanceof BackupRefusedError || error instanceof DataDirLockedError) {
    console.error(`Nothing was restored. ${error.message}`);
  } else {
    console.error('Nothing was restored:', error);
  }
  process.exit(1);
});
