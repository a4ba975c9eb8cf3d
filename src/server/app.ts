import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { isArticleSlug } from '../shared/blog-slugs';
import { articlePageSlug, devicePageSlug } from '../shared/paths';
import type { Auth } from './auth/auth';
import { proxyToAuth } from './auth/auth-proxy';
import { loadSignedInUser, requireRole } from './auth/require-role';
import type { Database } from './db/client';
import { pingDatabase } from './db/client';
import type { CatalogueCache } from './features/catalogue/catalogue-cache';
import { createCatalogueCache } from './features/catalogue/catalogue-cache';
import { createCatalogueRoutes, getCachedDevice } from './features/catalogue/catalogue.routes';
import { createAdminUserRoutes } from './features/admin-users/admin-users.routes';
import { createContactRoutes } from './features/contact/contact.routes';
import { createSeoRoutes } from './features/seo/seo.routes';
import { createSiteConfigRoutes } from './features/site-config/site-config.routes';
import { createProfileRoutes } from './features/profile/profile.routes';
import { createBookingRoutes } from './features/bookings/bookings.routes';
import { createGeocodeRoutes, DEFAULT_MAP_CONFIG } from './features/geocode/geocode.routes';
import type { Geocoder } from './lib/geocoder';
import { offlineGeocoder } from './lib/geocoder';
import type { MapConfig } from '../shared/geocode-types';
import { createReferralRoutes } from './features/referrals/referrals.routes';
import { createTechnicianJobRoutes } from './features/technician-jobs/technician-jobs.routes';
import { createDevOutboxApi, createDevOutboxPage } from './features/dev-outbox/dev-outbox.routes';
import { AppError } from './http/app-error';
import { requireSameOrigin } from './http/same-origin';
import type { WebAssets } from './http/web-assets';
import type { SiteConfig } from '../shared/site-config';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { SmsSender } from './lib/sms';
import type { BackgroundTasks } from './lib/background-tasks';
import { createBackgroundTasks } from './lib/background-tasks';
import type { Clock } from './auth/one-time-codes';

/** JSON requests are small; file uploads, when they come, get their own limit. */
const MAX_JSON_BODY_BYTES = 256 * 1024;

export interface AppDeps {
  db: Database;
  logger: Logger;
  auth: Auth;
  /** The origin of our own pages; state-changing requests from elsewhere are refused. */
  publicOrigin: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Serve /dev/outbox and /api/dev/outbox (development only). */
  devOutbox?: boolean;
  mailer: Mailer;
  sms: SmsSender;
  /** The time booking rules are judged by (tests move it). */
  clock?: Clock;
  /** Where work after a response runs (notifications); created when not given. */
  background?: BackgroundTasks;
  /** Bookings one client address may make per hour. */
  bookingsPerHourPerAddress?: number;
  /** Address lookups for the booking map; without one, /api/geocode/* answers 503. */
  geocoder?: Geocoder;
  /** Tiles of the booking map (default: OpenStreetMap). */
  mapConfig?: MapConfig;
  /** How customers reach support. */
  siteConfig: SiteConfig;
  /** Whether Google sign-in is configured. */
  googleSignIn?: boolean;
  catalogueCache?: CatalogueCache;
  webAssets?: WebAssets | undefined;
}

export function createApp(deps: AppDeps) {
  const { db, logger } = deps;
  const catalogueCache = deps.catalogueCache ?? createCatalogueCache();
  const background = deps.background ?? createBackgroundTasks(logger);
  const app = new Hono();

  // Reads are never refused, so they skip these checks altogether (the catalogue is the hot path).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', requireSameOrigin(deps.publicOrigin));
  app.on(
    ['POST', 'PUT', 'PATCH'],
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
      },
    }),
  );
  app.on(['GET', 'POST'], '/api/auth/*', (c) => proxyToAuth(c, deps.auth, deps.trustProxy ?? false));
  app.get('/api/auth-config', (c) => c.json({ google: deps.googleSignIn ?? false }));
  // The browser asks this on every page: signed out is an answer here, not an error.
  app.get('/api/session', async (c) => {
    const user = await loadSignedInUser(deps.auth, db, c);
    if (!user) return c.json({ user: null, roles: [] });
    const { id, email, phone, name, roles } = user;
    return c.json({ user: { id, email, phone, name }, roles });
  });
  app.get('/api/me', requireRole(deps.auth, db), (c) => {
    const { id, email, phone, name, roles } = c.get('user');
    return c.json({ user: { id, email, phone, name }, roles });
  });

  app.get('/api/health', async (c) => {
    await pingDatabase(db);
    return c.json({ status: 'ok' });
  });
  app.route('/api', createCatalogueRoutes(db, catalogueCache));
  app.route('/api', createProfileRoutes(deps.auth, db));
  app.route('/api', createSiteConfigRoutes(deps.siteConfig));
  app.route(
    '/api',
    createGeocodeRoutes(
      deps.geocoder ?? offlineGeocoder,
      deps.mapConfig ?? DEFAULT_MAP_CONFIG,
      deps.trustProxy ?? false,
    ),
  );
  app.route(
    '/api',
    createBookingRoutes({
      auth: deps.auth,
      db,
      clock: deps.clock ?? (() => new Date()),
      trustProxy: deps.trustProxy ?? false,
      bookingsPerHourPerAddress: deps.bookingsPerHourPerAddress ?? 10,
      background,
      notify: {
        db,
        logger,
        mailer: deps.mailer,
        sms: deps.sms,
        publicOrigin: deps.publicOrigin,
        supportEmail: deps.siteConfig.supportEmail,
        supportPhone: deps.siteConfig.supportPhone,
      },
    }),
  );
  app.route('/api', createReferralRoutes(deps.auth, db, deps.publicOrigin, deps.trustProxy ?? false));
  app.route(
    '/api',
    createContactRoutes(
      { db, logger, mailer: deps.mailer, supportEmail: deps.siteConfig.supportEmail },
      deps.trustProxy ?? false,
    ),
  );
  app.route('/api/technician', createTechnicianJobRoutes(deps.auth, db));
  app.route('/api/admin', createAdminUserRoutes(deps.auth, db));
  if (deps.devOutbox) {
    app.route('/api/dev', createDevOutboxApi(db));
    app.route('/dev', createDevOutboxPage(db));
  }

  app.route('/', createSeoRoutes(db, deps.publicOrigin));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint');
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    // A device page for a slug the catalogue does not have is a 404, though the app renders it; so is
    // a blog path for an article that does not exist.
    const slug = devicePageSlug(c.req.path);
    const article = articlePageSlug(c.req.path);
    const pageFound = slug
      ? !(await getCachedDevice(db, catalogueCache, slug)).isNull
      : article
        ? isArticleSlug(article)
        : true;
    const response = deps.webAssets?.serve(c, { pageFound });
    if (response) return response;
    return c.text('Not Found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const appError = new AppError(
        error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        error.message || 'Bad request',
      );
      return c.json(appError.toBody(), error.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(new AppError('INTERNAL', 'Something went wrong. Please try again.').toBody(), 500);
  });

  return { app, catalogueCache, background };
}

export type App = ReturnType<typeof createApp>['app'];
