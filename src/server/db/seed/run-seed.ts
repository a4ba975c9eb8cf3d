// `npm run db:seed`: applies migrations and adds any missing catalogue rows (idempotent).
import { DataDirLockedError } from '../data-dir-lock';
import { openDatabase } from '../client';
import { loadEnv } from '../../env';
import { seedCatalogue } from './seed-catalogue';

async function run() {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await handle.migrate();
    const result = await seedCatalogue(handle.db);
    console.log(`Catalogue seeded in ${handle.location}: added`, result);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
