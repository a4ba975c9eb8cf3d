import { createServer } from 'node:http';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { createAuth, createCodesFor, isGoogleConfigured } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { ensureFirstAdmin } from './auth/first-admin';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare-database';
import { loadEnv } from './env';
import type { Env } from './env';
import { outboxKeyFor } from './features/dev-outbox/outbox-key';
import { siteConfigFrom } from './features/site-config/site-config.routes';
import { mapConfigFrom } from './features/geocode/geocode.routes';
import { prepareGracefulShutdown } from './http/graceful-shutdown';
import { createNodeListener } from './http/node-listener';
import { createGeocoder } from './lib/geocoder';
import { createRoutingClient } from './lib/routing';
import { archiveBuildAssets } from './http/asset-archive';
import { loadWebAssets } from './http/web-assets';
import { createLogger } from './lib/logger';
import type { Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createSmsSender } from './lib/sms';
import { createLimitStore } from './lib/rate-limiter';
import { createDevMailbox } from './lib/dev-mailbox';
import { createNotifications } from './notifications/create-notifications';
import { DEFAULT_LIVE_LIMITS, createLiveUpdates } from './notifications/live-updates';
import { followCatalogueChanges } from './domain/catalogue-changes';
import { createCatalogueCache } from './lib/catalogue-cache';
import { createAvailabilityCache } from './lib/availability-cache';
import { followAvailabilityChanges } from './domain/schedule-changes';
import type { DatabaseHandle } from './db/client';
import { createLocalStorage, createS3Storage } from './lib/file-storage';
import { createLocalPrivateStorage, createS3PrivateStorage } from './lib/private-file-storage';
import { startHousekeeping } from './housekeeping';
import { startNoticeClock } from './notifications/notice-clock';
import type { NoticeClockDeps } from './notifications/notice-clock';
import type { Notifier } from './notifications/outbox';

/**
 * The web build, with the files of earlier builds kept for tabs opened before this deploy (decision
 * 033); undefined when the web app is not built.
 */
function loadWebBuild(env: Env, logger: Logger) {
  const archiveDir = path.join(env.dataDir, 'web-archive');
  try {
    const archived = archiveBuildAssets(env.webDistDir, archiveDir);
    if (archived.copied + archived.deleted > 0) logger.info(archived, "earlier builds' files archived");
  } catch (error) {
    logger.warn({ err: error, dir: archiveDir }, "could not archive the build's files for open tabs");
  }
  const webAssets = loadWebAssets(env.webDistDir, {
    archiveDir,
    publicOrigin: env.publicOrigin,
    siteConfig: siteConfigFrom(env),
    // The web app's server build sits beside it (npm run build): it renders the catalogue's pages.
    serverEntry: path.join(env.webDistDir, '../ssr/entry-server.js'),
  });
  if (!webAssets) logger.warn({ dir: env.webDistDir }, 'web app not built: run `npm run build`');
  return webAssets;
}

/** Listens, and says where: with the development outbox's address when only this computer reads it. */
function listen(server: Server, env: Env, logger: Logger, devOutboxKey: string | undefined) {
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info(`listening on http://${host}:${port}`);
    if (devOutboxKey) {
      logger.warn(
        `No SMTP_URL: e-mails and SMS, one-time codes included, are kept for this computer only at ` +
          `http://${host}:${port}/dev/outbox?key=${devOutboxKey} (the link opens it in this browser). ` +
          'Set SMTP_URL to send them.',
      );
    }
  });
}

/**
 * The caches this process keeps, each dropped when any process announces a write that changes it
 * (catalogue writes; bookings, schedules and the team); anything else shows once their short lifetime is over.
 */
async function followedCaches(database: DatabaseHandle, env: Env, logger: Logger) {
  const catalogueCache = createCatalogueCache({ maxAgeSeconds: env.CATALOGUE_CACHE_SECONDS });
  const availabilityCache = createAvailabilityCache();
  const stops = await Promise.all([
    followCatalogueChanges(database, catalogueCache, logger),
    followAvailabilityChanges(database, availabilityCache, logger),
  ]);
  return { catalogueCache, availabilityCache, stop: () => Promise.all(stops.map((stop) => stop())) };
}

/** What the notice clock sends by, from the settings (issue 31). */
function noticeSettings(env: Env, notifier: Notifier, logger: Logger): NoticeClockDeps {
  return {
    notifier,
    logger,
    support: {
      publicOrigin: env.publicOrigin,
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE,
    },
    eveningHour: env.REMINDER_EVENING_HOUR,
    morningHour: env.TECHNICIAN_SUMMARY_HOUR,
    unconfirmedMinutes: env.UNCONFIRMED_ALERT_MINUTES,
    cashHeldDays: env.CASH_HELD_ALERT_DAYS,
  };
}
/** Public images (DATA_DIR/uploads or the bucket) and private photos (DATA_DIR/private or its private/). */
function fileStoresFrom(env: Env, secret: string) {
  return env.s3
    ? { fileStorage: createS3Storage(env.s3), photoStorage: createS3PrivateStorage(env.s3) }
    : {
        fileStorage: createLocalStorage(path.join(env.dataDir, 'uploads')),
        photoStorage: createLocalPrivateStorage(path.join(env.dataDir, 'private'), secret),
      };
}

/** Arrival estimates: the routing server at ROUTING_URL when set, and the city speed. */
const tripsFrom = (env: Env) => ({
  routing: env.ROUTING_URL ? createRoutingClient(env.ROUTING_URL) : null,
  citySpeedKmh: env.CITY_SPEED_KMH,
});

/**
 * Payments at the door (UPI_ID), the business as its invoices name it (SHOP_*), and how long a
 * technician may hold cash (CASH_HELD_ALERT_DAYS).
 */
const moneyFrom = (env: Env) => ({ upi: env.upi, shop: env.shop, cashHeldDays: env.CASH_HELD_ALERT_DAYS });

async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await prepareDatabase(env, logger);
  const webAssets = loadWebBuild(env, logger);
  if (env.devOutbox === true) {
    logger.warn(
      '!!! DEV_OUTBOX is on: every e-mail and SMS, one-time codes included, is readable at /dev/outbox ' +
        'by anyone who can reach this server. Never run like this in production (set SMTP_URL, or DEV_OUTBOX=false). !!!',
    );
  }
  // Only a development server keeps sent codes readable, in memory, for /dev/outbox.
  const devMailbox = env.devOutbox ? createDevMailbox() : undefined;
  const mailer = createMailer(database.db, logger, env, devMailbox);
  const sms = createSmsSender(database.db, logger, env, devMailbox);
  const secret = resolveAuthSecret(env);
  // This computer opens the outbox with a key from the start log (decision 031).
  const devOutboxKey = env.devOutbox === 'loopback' ? outboxKeyFor(secret) : undefined;
  const limitStore = await createLimitStore(env, database.db, logger);
  const auth = createAuth({ db: database.db, logger, env, secret, mailer, sms, limitStore });
  await ensureFirstAdmin(auth, database.db, env, logger);
  const { notifier, worker } = createNotifications(database.db, logger, env, {
    leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    concurrency: env.OUTBOX_CONCURRENCY,
    ...(devMailbox ? { devMailbox } : {}),
  });
  const liveUpdates = createLiveUpdates(database, logger, {
    limits: { ...DEFAULT_LIVE_LIMITS, perProcess: env.LIVE_STREAMS_MAX },
    leaseSeconds: env.LIVE_STREAM_LEASE_SECONDS,
  });
  await liveUpdates.start();
  const caches = await followedCaches(database, env, logger);
  const server = createServer();
  const shutdown = prepareGracefulShutdown(server, {
    logger,
    // Load balancers see /api/ready fail and stop sending while everyone is still answered.
    drainMs: env.shutdownDrainMs,
    // Live streams are told to come back in a moment; the worker finishes the message it is sending.
    onStopping: () => Promise.all([liveUpdates.stop(), caches.stop(), noticeClock.stop(), worker.stop()]),
    // Every request has been answered: nothing needs the database any more.
    onClosed: async () => {
      await housekeeping.stop();
      await database.close();
    },
  });
  const { app } = createApp({
    isStopping: shutdown.isStopping,
    catalogueCache: caches.catalogueCache,
    availabilityCache: caches.availabilityCache,
    limitStore,
    db: database.db,
    logger,
    auth,
    codes: createCodesFor(database.db, secret),
    publicOrigin: env.publicOrigin,
    acceptRequestHost: env.acceptRequestHost,
    notifier,
    liveUpdates,
    trustProxy: env.TRUST_PROXY,
    webAssets,
    devOutbox: env.devOutbox,
    ...(devOutboxKey ? { devOutboxKey } : {}),
    ...(devMailbox ? { devMailbox } : {}),
    googleSignIn: isGoogleConfigured(env),
    signInCodes: env.signInCodes,
    mailer,
    sms,
    geocoder: createGeocoder(env, logger),
    mapConfig: mapConfigFrom(env),
    trips: tripsFrom(env),
    bookingsPerHourPerAddress: env.BOOKINGS_PER_HOUR_PER_ADDRESS,
    bookingsPerHourPerContact: env.BOOKINGS_PER_HOUR_PER_CONTACT,
    unconfirmedAlertMinutes: env.UNCONFIRMED_ALERT_MINUTES,
    siteConfig: siteConfigFrom(env),
    ...moneyFrom(env),
    ...fileStoresFrom(env, secret),
  });

  server.on('request', createNodeListener(app.fetch, logger, { publicOrigin: env.publicOrigin }));
  listen(server, env, logger, devOutboxKey);
  // Messages left from before a restart (or a crash) go out now; new ones as they are written.
  worker.start();
  // Reminders, the technicians' days and alerts of unconfirmed bookings: a look every minute.
  const noticeClock = startNoticeClock(database.db, noticeSettings(env, notifier, logger));
  // Housekeeping: the data-retention job, and backups of the embedded database on request.
  const housekeeping = await startHousekeeping(database, env.dataDir, logger);

  // Ctrl-C at a terminal: nobody balances load there, so no drain (and a drain under way is cut short).
  process.on('SIGINT', () => void shutdown.stop('SIGINT', { drain: false }));
  process.on('SIGTERM', () => void shutdown.stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
