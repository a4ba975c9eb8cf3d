import type { DatabaseHandle } from './db/client';
import { startRetentionJob } from './domain/data-retention';
import type { Logger } from './lib/logger';

// What the server does on the side: deleting data past its period (every process; they take turns).

export interface Housekeeping {
  stop(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/require-await
export async function startHousekeeping(
  database: DatabaseHandle,
  _dataDir: string,
  logger: Logger,
): Promise<Housekeeping> {
  const retention = startRetentionJob(database.db, logger);
  return {
    async stop() {
      await retention.stop();
    },
  };
}
