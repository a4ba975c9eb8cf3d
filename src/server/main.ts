import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare-database';
import { loadEnv } from './env';
import { loadWebAssets } from './http/web-assets';
import { createLogger } from './lib/logger';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await prepareDatabase(env, logger);
  const webAssets = loadWebAssets(env.webDistDir);
  if (!webAssets) logger.warn({ dir: env.webDistDir }, 'web app not built: run `npm run build`');
  const { app } = createApp({ db: database.db, logger, webAssets });

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info(`listening on http://${host}:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .catch((error: unknown) => logger.error({ err: error }, 'error closing the database'))
        .finally(() => {
          logger.flush();
          process.exit(0);
        });
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
