import { serveBackupRequests } from './db/backup-socket';
import type { DatabaseHandle } from './db/client';
import { startRetentionJob } from './domain/data-retention';
import type { Logger } from './lib/logger';

// What the server does on the side: deleting data past its period (every process; they take turns),
// and, on the embedded database, taking backups when `npm run db:backup` asks for one.

export interface Housekeeping {
  stop(): Promise<void>;
}

export async function startHousekeeping(
  database: DatabaseHandle,
  dataDir: string,
  logger: Logger,
): Promise<Housekeeping> {
  const retention = startRetentionJob(database.db, logger);
  let stopBackups = async () => {};
  if (database.embedded) {
    try {
      stopBackups = await serveBackupRequests(database.embedded, dataDir, (error) =>
        logger.warn({ err: error }, 'backup request failed'),
      );
    } catch (error) {
      // A DATA_DIR path too long for a Unix socket, say: the server runs, backups need it stopped.
      logger.warn(
        { err: error },
        'backups while running are not available (npm run db:backup needs the server stopped)',
      );
    }
  }
  return {
    async stop() {
      await Promise.all([retention.stop(), stopBackups()]);
    },
  };
}
