import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { openDatabase } from './client';
import type { DatabaseHandle } from './client';
import { isCatalogueEmpty } from './seed/catalogue-empty';

/** Opens the configured database and applies migrations; seeds the catalogue on first start. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
  });
  try {
    await handle.migrate();
    if (env.SEED_CATALOGUE && (await isCatalogueEmpty(handle.db))) {
      // The seed's data (hundreds of devices) is loaded only on the start that needs it.
      const { seedCatalogue } = await import('./seed/seed-catalogue');
      const result = await seedCatalogue(handle.db);
      logger.info({ ...result }, 'seeded the catalogue');
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  logger.info({ database: handle.kind, location: handle.location }, 'database ready');
  return handle;
}
