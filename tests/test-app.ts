import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../src/server/app';
import type { AppDeps } from '../src/server/app';
import { createAuth, createCodesFor } from '../src/server/auth/auth';
import type { Clock } from '../src/server/auth/one-time-codes';
import { createDevMailbox } from '../src/server/lib/dev-mailbox';
import { createMailer } from '../src/server/lib/mailer';
import { createSmsSender } from '../src/server/lib/sms';
import { createNotifications } from '../src/server/notifications/create-notifications';
import { createLiveUpdates } from '../src/server/notifications/live-updates';
import { followCatalogueChanges } from '../src/server/domain/catalogue-changes';
import { followAvailabilityChanges } from '../src/server/domain/schedule-changes';
import { createCatalogueCache } from '../src/server/lib/catalogue-cache';
import { createAvailabilityCache } from '../src/server/lib/availability-cache';
import { createLocalStorage } from '../src/server/lib/file-storage';
import { createLocalPrivateStorage } from '../src/server/lib/private-file-storage';
import type { LiveLimits } from '../src/server/notifications/live-updates';
import type { DatabaseHandle } from '../src/server/db/client';
import { createTestDatabase } from './test-database';
import type { ShopIdentity } from '../src/shared/shop-identity';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SITE_CONFIG = {
  supportPhone: '+919876543210',
  whatsapp: '+919876543211',
  supportEmail: 'support@example.com',
  address: 'Bhubaneswar, Odisha, India',
  social: { instagram: 'https://www.instagram.com/doorstepfix.test' },
};
/** An unregistered shop in Odisha, as the server is without SHOP_* settings. */
export const TEST_SHOP: ShopIdentity = {
  legalName: 'DoorstepFix',
  address: 'Bhubaneswar, Odisha, India',
  state: 'Odisha',
  stateCode: '21',
  gstin: null,
};
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** The real app on a fresh database; closed after the file's tests. */
export interface TestAppOptions extends Partial<AppDeps> {
  /** The clock of the one-time code rules. */
  clock?: Clock;
  google?: boolean;
  /** An SMS gateway address: messages are handed to it (and fail when nothing listens there). */
  smsGateway?: string;
  /** A mail server address: mail is handed to it (and fails when nothing listens there). */
  smtpUrl?: string;
  /** The site's public origin (default TEST_ORIGIN). */
  origin?: string;
  /** How many live streams may be open (default: the server's). */
  liveLimits?: LiveLimits;
  /** A database of the test's own making (default: a fresh, migrated, empty one); closed with the app. */
  database?: DatabaseHandle;
  /**
   * The database of another test app, for a second app on it (as another process, or the same
   * server after a restart, would be); its owner closes it.
   */
  sharedDatabase?: DatabaseHandle;
  /** Whether e-mail reaches anyone (false: production with SIGN_IN_CODES=sms-only and no SMTP). */
  mailDelivered?: boolean;
}

/** The real app on a fresh database; closed after the file's tests. Mail and SMS go to the outbox. */
export async function createTestApp({
  clock,
  google,
  smsGateway,
  smtpUrl,
  origin = TEST_ORIGIN,
  liveLimits,
  database: givenDatabase,
  sharedDatabase: shared,
  mailDelivered,
  ...overrides
}: TestAppOptions = {}) {
  const database = shared ?? givenDatabase ?? (await createTestDatabase());
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repair-uploads-'));
  // A test that reads the log passes its own logger.
  const logger = overrides.logger ?? pino({ level: 'silent' });
  // As a development server: codes are stored redacted and read back from this process's memory.
  const devMailbox = createDevMailbox();
  const mailer = createMailer(
    database.db,
    logger,
    { MAIL_FROM: 'DoorstepFix <no-reply@example.com>', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
    devMailbox,
  );
  const sms = createSmsSender(
    database.db,
    logger,
    smsGateway
      ? { SMS_PROVIDER: 'fast2sms', FAST2SMS_API_KEY: 'test-key', SMS_API_URL: smsGateway }
      : { SMS_API_URL: 'http://127.0.0.1:9' },
    devMailbox,
  );
  const auth = createAuth({
    db: database.db,
    logger,
    env: {
      publicOrigin: origin,
      ...(google
        ? { GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-secret' }
        : {}),
      ...(overrides.signInCodes ? { signInCodes: overrides.signInCodes } : {}),
      ...(mailDelivered === undefined ? {} : { mailDelivered }),
    },
    secret: TEST_SECRET,
    mailer,
    sms,
    ...(clock ? { clock } : {}),
  });
  // The delivery worker runs as in the server; tests that read what was sent drain it first.
  const { notifier, worker } = createNotifications(
    database.db,
    logger,
    {
      MAIL_FROM: 'DoorstepFix <no-reply@example.com>',
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      ...(smsGateway
        ? { SMS_PROVIDER: 'fast2sms' as const, FAST2SMS_API_KEY: 'test-key', SMS_API_URL: smsGateway }
        : { SMS_API_URL: 'http://127.0.0.1:9' }),
    },
    { devMailbox, ...(clock ? { clock } : {}) },
  );
  worker.start();
  const liveUpdates = createLiveUpdates(database, logger, liveLimits ? { limits: liveLimits } : {});
  await liveUpdates.start();
  // As in the server: catalogue writes (from this app or another process) drop the cached catalogue.
  const catalogueCache = overrides.catalogueCache ?? createCatalogueCache(clock ? { clock } : {});
  const stopFollowingCatalogue = await followCatalogueChanges(database, catalogueCache, logger);
  // Booking, schedule and team changes drop the cached availability, as in the server.
  const availabilityCache = overrides.availabilityCache ?? createAvailabilityCache(clock ? { clock } : {});
  const stopFollowingAvailability = await followAvailabilityChanges(database, availabilityCache, logger);
  const { app, services } = createApp({
    catalogueCache,
    availabilityCache,
    // Uploads go to a directory of the file's own, removed with its database.
    fileStorage: createLocalStorage(uploadsDir),
    photoStorage: createLocalPrivateStorage(path.join(uploadsDir, 'private'), TEST_SECRET),
    db: database.db,
    logger,
    auth,
    codes: createCodesFor(database.db, TEST_SECRET, clock),
    publicOrigin: origin,
    // Requests made in tests have no socket; they name their client address in X-Forwarded-For.
    trustProxy: true,
    googleSignIn: google ?? false,
    mailer,
    sms,
    notifier,
    liveUpdates,
    devMailbox,
    ...(clock ? { clock } : {}),
    siteConfig: TEST_SITE_CONFIG,
    shop: TEST_SHOP,
    ...overrides,
  });
  let closing: Promise<void> | undefined;
  /** Stops the app and closes its database (after the file's tests at the latest). */
  const close = () =>
    (closing ??= (async () => {
      await liveUpdates.stop();
      await stopFollowingCatalogue();
      await stopFollowingAvailability();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      await worker.stop();
      if (!shared) await database.close();
    })());
  afterAll(close);
  return { app, db: database.db, auth, catalogueCache, database, worker, services, liveUpdates, close };
}

export async function getJson<T = unknown>(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
