import { createServer } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { createAuth, isGoogleConfigured } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { ensureFirstAdmin } from './auth/first-admin';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare-database';
import { loadEnv } from './env';
import { siteConfigFrom } from './features/site-config/site-config.routes';
import { mapConfigFrom } from './features/geocode/geocode.routes';
import { createNodeListener } from './http/node-listener';
import { createGeocoder } from './lib/geocoder';
import { loadWebAssets } from './http/web-assets';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createSmsSender } from './lib/sms';
import { sweepRateLimits } from './lib/rate-limiter';
import { createDevMailbox } from './lib/dev-mailbox';
import { createNotifications } from './notifications/create-notifications';
import { DEFAULT_LIVE_LIMITS, createLiveUpdates } from './notifications/live-updates';
import { followCatalogueChanges } from './domain/catalogue-changes';
import { createCatalogueCache } from './lib/catalogue-cache';
import { createLocalStorage, createS3Storage } from './lib/file-storage';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await prepareDatabase(env, logger);
  const webAssets = loadWebAssets(env.webDistDir, {
    publicOrigin: env.publicOrigin,
    siteConfig: siteConfigFrom(env),
    // The web app's server build sits beside it (npm run build): it renders the catalogue's pages.
    serverEntry: path.join(env.webDistDir, '../ssr/entry-server.js'),
  });
  if (!webAssets) logger.warn({ dir: env.webDistDir }, 'web app not built: run `npm run build`');
  if (env.devOutbox) {
    logger.warn(
      '!!! DEV_OUTBOX is on: every e-mail and SMS, one-time codes included, is readable at /dev/outbox. ' +
        'Never run like this in production (set SMTP_URL, or DEV_OUTBOX=false). !!!',
    );
  }
  // Only a development server keeps sent codes readable, in memory, for /dev/outbox.
  const devMailbox = env.devOutbox ? createDevMailbox() : undefined;
  const mailer = createMailer(database.db, logger, env, devMailbox);
  const sms = createSmsSender(database.db, logger, env, devMailbox);
  const auth = createAuth({
    db: database.db,
    logger,
    env,
    secret: resolveAuthSecret(env),
    mailer,
    sms,
  });
  await ensureFirstAdmin(auth, database.db, env, logger);
  const { notifier, worker } = createNotifications(database.db, logger, env, {
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
  });
  const liveUpdates = createLiveUpdates(database, logger, {
    ...DEFAULT_LIVE_LIMITS,
    perProcess: env.LIVE_STREAMS_MAX,
  });
  await liveUpdates.start();
  // Catalogue writes from any process drop this process's cached catalogue.
  const catalogueCache = createCatalogueCache();
  const stopFollowingCatalogue = await followCatalogueChanges(database, catalogueCache, logger);
  const { app } = createApp({
    catalogueCache,
    db: database.db,
    logger,
    auth,
    publicOrigin: env.publicOrigin,
    acceptRequestHost: env.acceptRequestHost,
    notifier,
    liveUpdates,
    trustProxy: env.TRUST_PROXY,
    webAssets,
    devOutbox: env.devOutbox,
    ...(devMailbox ? { devMailbox } : {}),
    googleSignIn: isGoogleConfigured(env),
    mailer,
    sms,
    geocoder: createGeocoder(env, logger),
    mapConfig: mapConfigFrom(env),
    bookingsPerHourPerAddress: env.BOOKINGS_PER_HOUR_PER_ADDRESS,
    siteConfig: siteConfigFrom(env),
    upi: env.upi,
    fileStorage: env.s3 ? createS3Storage(env.s3) : createLocalStorage(path.join(env.dataDir, 'uploads')),
  });

  const server = createServer(createNodeListener(app.fetch, logger));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info(`listening on http://${host}:${port}`);
  });
  // Messages left from before a restart (or a crash) go out now; new ones as they are written.
  worker.start();
  // Rate-limit windows long past are dropped now and then (they are rewritten when used again).
  const sweep = setInterval(
    () => {
      sweepRateLimits(database.db, new Date()).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not sweep old rate-limit counters'),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Open live streams would hold the server open: end them (the browsers reconnect elsewhere).
    void liveUpdates.stop();
    void stopFollowingCatalogue();
    server.close(() => {
      // A message being sent needs the database to record its delivery; the rest wait in the outbox.
      worker
        .stop()
        .then(() => database.close())
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
