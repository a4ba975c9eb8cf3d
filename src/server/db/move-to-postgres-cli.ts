// npm run db:move-to-postgres -- --to postgres://user:password@host:5432/database
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env';
import { DataDirLockedError } from './data-dir-lock';
import { MoveRefusedError, moveToPostgres } from './move-to-postgres';

const USAGE = 'Usage: npm run db:move-to-postgres -- --to postgres://user:password@host:5432/database';

async function run() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.error('--to must be the postgres:// URL of an empty database.');
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const target = new URL(values.to);
  console.log(`Moving the embedded database in ${env.dataDir} to ${target.host}${target.pathname}…`);
  const started = Date.now();
  const tables = await moveToPostgres({
    dataDir: env.dataDir,
    targetUrl: values.to,
    progress: (line) => console.log(`  ${line}`),
  });
  console.log('\nVerified in the target (rows and checksum match the embedded database):');
  const width = Math.max(...tables.map((t) => t.name.length));
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    console.log(
      `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)} rows  checksum ${table.checksum}`,
    );
  }
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `\nMoved ${total} rows in ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(`Start the app with DATABASE_URL set to that database. ${DATA_DIR_NOTE}`);
  for (const note of notesFor(env)) console.log(`- ${note}`);
}

const DATA_DIR_NOTE =
  'The embedded database is left as it was; keep it until the new set-up has run a while.';

/** What else in DATA_DIR the new set-up needs. */
function notesFor(env: ReturnType<typeof loadEnv>): string[] {
  const notes: string[] = [];
  const secretFile = path.join(env.dataDir, 'auth-secret');
  if (!env.BETTER_AUTH_SECRET && fs.existsSync(secretFile)) {
    notes.push(
      `Set BETTER_AUTH_SECRET to the contents of ${secretFile} on every app process, so that people who are signed in stay signed in.`,
    );
  }
  const uploads = path.join(env.dataDir, 'uploads');
  if (!env.s3 && fs.existsSync(uploads) && fs.readdirSync(uploads).length > 0) {
    notes.push(
      `Uploaded images are files in ${uploads}, not in the database, and pages link to them under /uploads/: ` +
        'give every app process that directory (the same DATA_DIR/uploads on a shared volume). ' +
        'An S3 bucket (S3_*) holds only images uploaded after it is configured.',
    );
  }
  const photos = path.join(env.dataDir, 'private');
  if (!env.s3 && fs.existsSync(photos) && fs.readdirSync(photos).length > 0) {
    notes.push(
      `Photos of customers' devices are files in ${photos}, not in the database: give every app process ` +
        'that directory (the same DATA_DIR/private on a shared volume), and the same BETTER_AUTH_SECRET, which signs their addresses.',
    );
  }
  return notes;
}

run().catch((error: unknown) => {
  if (error instanceof MoveRefusedError || error instanceof DataDirLockedError) {
    console.error(`Nothing was moved. ${error.message}`);
  } else {
    console.error('Nothing was moved:', error);
  }
  process.exit(1);
});
