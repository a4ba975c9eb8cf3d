import { Hono } from 'hono';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isArticleSlug } from '../shared/blog-slugs';
import type { TechnicianSelf } from '../shared/contracts/people';
import type { MapConfig } from '../shared/geocode-types';
import { pathInLanguage, splitLanguagePath } from '../shared/language-paths';
import type { PathLanguage } from '../shared/language-paths';
import { articlePageSlug, devicePageSlug, pagePaths, pathTo } from '../shared/paths';
import type { SiteConfig } from '../shared/site-config';
import { requireSignedIn } from './auth/area-guard';
import type { Auth } from './auth/auth';
import { proxyToAuth } from './auth/auth-proxy';
import type { Clock, OneTimeCodes } from './auth/one-time-codes';
import type { Database } from './db/client';
import { createAdminBookingRoutes } from './features/admin-bookings/admin-bookings.routes';
import type { FileStorage } from './lib/file-storage';
import { createUploadedFileRoutes } from './http/uploaded-files';
import { createAdminImageRoutes } from './features/admin-images/admin-images.routes';
import { createAdminCatalogueRoutes } from './features/admin-catalogue/admin-catalogue.routes';
import { createAdminContactRoutes } from './features/admin-contact/admin-contact.routes';
import { createAdminOverviewRoutes } from './features/admin-overview/admin-overview.routes';
import { createAdminReferralRoutes } from './features/admin-referrals/admin-referrals.routes';
import { createAdminTechnicianRoutes } from './features/admin-technicians/admin-technicians.routes';
import { createAdminUserRoutes } from './features/admin-users/admin-users.routes';
import { DEFAULT_BOOKING_LIMITS } from './features/bookings/booking-limits';
import { createBookingRoutes } from './features/bookings/bookings.routes';
import {
  createCatalogueRoutes,
  getCachedDevice,
  getCachedDeviceListPage,
} from './features/catalogue/catalogue.routes';
import { createClientErrorRoutes } from './features/client-errors/client-errors.routes';
import { createContactRoutes } from './features/contact/contact.routes';
import { renderedListQuery } from './features/catalogue/rendered-list-query';
import { createCustomerNotificationRoutes } from './features/customer-notifications/customer-notifications.routes';
import {
  createDevOutboxApi,
  createDevOutboxPage,
  onlyThisComputer,
} from './features/dev-outbox/dev-outbox.routes';
import { createGeocodeRoutes, DEFAULT_MAP_CONFIG } from './features/geocode/geocode.routes';
import { createHealthRoutes } from './features/health/health.routes';
import { createGuideOutcomeRoutes } from './features/guide-outcomes/guide-outcomes.routes';
import { createLiveRoutes } from './features/live/live.routes';
import { createProfileRoutes } from './features/profile/profile.routes';
import { createReferralRoutes } from './features/referrals/referrals.routes';
import { createSeoRoutes } from './features/seo/seo.routes';
import { createSessionRoutes } from './features/session/session.routes';
import { createSiteConfigRoutes } from './features/site-config/site-config.routes';
import { createTechnicianAccountRoutes } from './features/technician-account/technician-account.routes';
import { createTechnicianJobRoutes } from './features/technician-jobs/technician-jobs.routes';
import { createWarrantyRoutes } from './features/warranty/warranty.routes';
import { createTrackingRoutes } from './features/tracking/tracking.routes';
import { trackingPageLanguage } from './features/tracking/tracking-page-language';
import { AppError, databaseUnavailable } from './http/app-error';
import { isDatabaseUnavailable } from './db/database-unavailable';
import type { AppServices } from './http/app-services';
import type { AppEnv, GuardedEnv } from './http/request-context';
import { requestContext } from './http/request-context';
import { refuseControlCharactersInUrl } from './http/plain-request';
import { requireSameOrigin } from './http/same-origin';
import { limitBody } from './http/body-limit';
import { countServerError } from './http/server-error-counts';
import type { WebAssets } from './http/web-assets';
import type { CatalogueCache } from './lib/catalogue-cache';
import { createCatalogueCache } from './lib/catalogue-cache';
import type { DevOutbox } from './env';
import type { DevMailbox } from './lib/dev-mailbox';
import type { Geocoder } from './lib/geocoder';
import { offlineGeocoder } from './lib/geocoder';
import type { Logger } from './lib/logger';
import { loggablePath } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { LimitStore, RateLimiter } from './lib/rate-limiter';
import { createDatabaseLimitStore, createRateLimiter } from './lib/rate-limiter';
import {
  CLIENT_ERROR_MAX_BODY_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  MAX_ADMIN_UPLOAD_FILES,
  PRICING_IMPORT_MAX_BYTES,
} from './limits';
import type { SmsSender } from './lib/sms';
import type { LiveUpdates } from './notifications/live-updates';
import type { Notifier } from './notifications/outbox';

/** Requests with limits of their own (checked as the body streams in): files, and error reports. */
const BODY_LIMITS_BY_PATH: Record<string, number> = {
  /** A browser's error report: a message, a page and a stack, cut short by the reporter. */
  '/api/client-errors': CLIENT_ERROR_MAX_BODY_BYTES,
  '/api/admin/pricing/import': PRICING_IMPORT_MAX_BYTES,
  /** The most images at once of the largest size each, and the form around them. */
  '/api/admin/images': MAX_ADMIN_UPLOAD_FILES * IMAGE_UPLOAD_MAX_BYTES + JSON_BODY_MAX_BYTES,
};

export interface AppDeps {
  db: Database;
  logger: Logger;
  auth: Auth;
  /** One-time codes that sign nobody in (a booking's phone proof); sign-in codes live in `auth`. */
  codes: OneTimeCodes;
  /** The origin of our own pages; state-changing requests from elsewhere are refused. */
  publicOrigin: string;
  /** Development without PUBLIC_ORIGIN: pages opened under another host name of this server work. */
  acceptRequestHost?: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Serve /dev/outbox and /api/dev/outbox (development only): to anyone, or to this computer only. */
  devOutbox?: DevOutbox;
  /** The key this computer opens the outbox with (`'loopback'` only; printed in the start log). */
  devOutboxKey?: string;
  /** What /dev/outbox shows of redacted messages (development only). */
  devMailbox?: DevMailbox;
  mailer: Mailer;
  sms: SmsSender;
  /** Writes notifications to the outbox; the delivery worker sends them. */
  notifier: Notifier;
  /** Booking changes as they commit (started by the caller), for the live streams. */
  liveUpdates: LiveUpdates;
  /** The time requests are judged by (tests move it). */
  clock?: Clock;
  limiter?: RateLimiter;
  /** Where the limiter counts (default: the database; Redis with REDIS_URL). */
  limitStore?: LimitStore;
  /** Bookings one client address may make per hour (default 60, decision 034). */
  bookingsPerHourPerAddress?: number;
  /** Bookings per hour for one phone number, and for one mailbox (default 5, decision 034). */
  bookingsPerHourPerContact?: number;
  /** Address lookups for the booking map; without one, /api/geocode/* answers 503. */
  geocoder?: Geocoder;
  /** Tiles of the booking map (default: OpenStreetMap). */
  mapConfig?: MapConfig;
  /** How customers reach support. */
  siteConfig: SiteConfig;
  /** Where customers pay by UPI at the door (UPI_ID, UPI_PAYEE_NAME); none by default. */
  upi?: TechnicianSelf['upi'];
  fileStorage: FileStorage;
  /** Whether Google sign-in is configured. */
  googleSignIn?: boolean;
  /** The channels sign-in codes may be sent by (default: both). */
  signInCodes?: { email: boolean; sms: boolean };
  catalogueCache?: CatalogueCache;
  webAssets?: WebAssets | undefined;
  /** True once the server has begun to stop (graceful shutdown): it is then no longer ready. */
  isStopping?: () => boolean;
}

/**
 * Admin API: one guard for the whole area; every admin router mounts here. The overview mounts before
 * the booking desk, whose /bookings/:id would otherwise answer /bookings/map.
 */
function createAdminApi(services: AppServices) {
  return new Hono<GuardedEnv>()
    .use(requireSignedIn('admin'))
    .route('/', createAdminUserRoutes(services))
    .route('/', createAdminOverviewRoutes(services))
    .route('/', createAdminBookingRoutes(services))
    .route('/', createAdminTechnicianRoutes(services))
    .route('/', createAdminReferralRoutes(services))
    .route('/', createAdminContactRoutes(services))
    .route('/', createAdminCatalogueRoutes(services))
    .route('/', createAdminImageRoutes(services));
}

/** Technician API: one guard for the whole area; every technician router mounts here. */
function createTechnicianApi(services: AppServices) {
  return new Hono<GuardedEnv>()
    .use(requireSignedIn('technician'))
    .route('/', createTechnicianJobRoutes(services))
    .route('/', createTechnicianAccountRoutes(services));
}

/**
 * Whether a device page's slug names a device. While the database cannot be reached the page is
 * served all the same (it says itself that it cannot load), rather than an error instead of a page.
 */
async function isDeviceListed(db: Database, cache: CatalogueCache, slug: string): Promise<boolean> {
  try {
    return !(await getCachedDevice(db, cache, slug)).isNull;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

export function createApp(deps: AppDeps) {
  const { db, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const services: AppServices = {
    db,
    auth: deps.auth,
    codes: deps.codes,
    logger,
    publicOrigin: deps.publicOrigin,
    mailer: deps.mailer,
    sms: deps.sms,
    notifier: deps.notifier,
    liveUpdates: deps.liveUpdates,
    lifecycle: {
      notifier: deps.notifier,
      support: {
        publicOrigin: deps.publicOrigin,
        supportEmail: deps.siteConfig.supportEmail,
        supportPhone: deps.siteConfig.supportPhone,
      },
    },
    limiter: deps.limiter ?? createRateLimiter(deps.limitStore ?? createDatabaseLimitStore(db), clock),
    siteConfig: deps.siteConfig,
    upi: deps.upi ?? null,
    fileStorage: deps.fileStorage,
    catalogueCache: deps.catalogueCache ?? createCatalogueCache({ clock }),
    geocoder: deps.geocoder ?? offlineGeocoder,
    mapConfig: deps.mapConfig ?? DEFAULT_MAP_CONFIG,
    bookingLimits: {
      perAddress: deps.bookingsPerHourPerAddress ?? DEFAULT_BOOKING_LIMITS.perAddress,
      perContact: deps.bookingsPerHourPerContact ?? DEFAULT_BOOKING_LIMITS.perContact,
    },
    googleSignIn: deps.googleSignIn ?? false,
    signInCodes: deps.signInCodes ?? { email: true, sms: true },
    trustProxy: deps.trustProxy ?? false,
    devMailbox: deps.devMailbox,
    isStopping: deps.isStopping ?? (() => false),
  };
  const app = new Hono<AppEnv>();

  app.use('*', requestContext({ auth: deps.auth, db, trustProxy: services.trustProxy, clock }));
  app.use('/api/*', refuseControlCharactersInUrl);
  // Reads are never refused, so they skip these checks altogether (the catalogue is the hot path).
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/api/*',
    requireSameOrigin({
      publicOrigin: deps.publicOrigin,
      acceptRequestHost: deps.acceptRequestHost ?? false,
    }),
  );
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  };
  const defaultBodyLimit = limitBody(JSON_BODY_MAX_BYTES, tooLarge);
  const largerBodyLimits = new Map(
    Object.entries(BODY_LIMITS_BY_PATH).map(([path, maxSize]) => [path, limitBody(maxSize, tooLarge)]),
  );
  app.on(['POST', 'PUT', 'PATCH'], '/api/*', (c, next) =>
    (largerBodyLimits.get(c.req.path) ?? defaultBodyLimit)(c, next),
  );
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    proxyToAuth(c, deps.auth, { clientAddress: c.var.clientAddress, publicOrigin: deps.publicOrigin }),
  );

  app.route('/api', createHealthRoutes(services));
  app.route('/api', createSessionRoutes(services));
  app.route('/api', createCatalogueRoutes(services));
  app.route('/api', createProfileRoutes(services));
  app.route('/api', createCustomerNotificationRoutes(services));
  app.route('/api', createSiteConfigRoutes(services));
  app.route('/api', createGeocodeRoutes(services));
  app.route('/api', createWarrantyRoutes(services));
  app.route('/api', createBookingRoutes(services));
  app.route('/api', createReferralRoutes(services));
  app.route('/api', createContactRoutes(services));
  app.route('/api', createGuideOutcomeRoutes(services));
  app.route('/api', createClientErrorRoutes(services));
  app.route('/api', createLiveRoutes(services));
  app.route('/api', createTrackingRoutes(services));
  app.route('/api/technician', createTechnicianApi(services));
  app.route('/api/admin', createAdminApi(services));
  if (deps.devOutbox) {
    if (deps.devOutbox === 'loopback') {
      if (!deps.devOutboxKey) throw new Error('devOutboxKey: the outbox for this computer needs its key');
      app.use('/api/dev/*', onlyThisComputer(deps.devOutboxKey));
      app.use('/dev/*', onlyThisComputer(deps.devOutboxKey));
    }
    app.route('/api/dev', createDevOutboxApi(services));
    app.route('/dev', createDevOutboxPage(services));
  }

  app.route('/', createSeoRoutes(services));
  app.route('/', createUploadedFileRoutes(services.fileStorage));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint');
  });

  /**
   * The device list and each device's page, rendered here with the catalogue's data, once per catalogue
   * version and language, so that they arrive with their content as the content pages do (decision
   * 021), in English at their plain paths and in Hindi and Odia at /hi/… and /or/… (decision 025). The
   * list is rendered whole, or for a brand or a search in its address (decision 032); with a service
   * in it, it is the app's to show.
   */
  const cataloguePage = async (c: Context, language: PathLanguage | undefined, slug: string | undefined) => {
    const web = deps.webAssets;
    const cache = services.catalogueCache;
    if (!web) return undefined;
    const pageLanguage = language ?? 'en';
    const inLanguage = (path: string) => (language ? pathInLanguage(path, language) : path);
    if (slug) {
      const device = await getCachedDevice(db, cache, slug);
      if (device.isNull) return undefined;
      return cache.remember(`page:device:${pageLanguage}:${slug}`, () =>
        web.renderPage(inLanguage(pathTo(pagePaths.device, { slug })), [
          [['device', slug], JSON.parse(device.body.toString('utf8'))],
        ]),
      );
    }
    const { path } = splitLanguagePath(c.req.path);
    const { search } = new URL(c.req.url);
    const query = path === pagePaths.devices ? renderedListQuery(new URLSearchParams(search)) : undefined;
    if (!query) return undefined;
    const renderList = async () => {
      const { devices, brands, repairServices } = await getCachedDeviceListPage(db, cache, query);
      return web.renderPage(`${inLanguage(pagePaths.devices)}${search}`, [
        [['devices', query], devices],
        [['brands'], brands],
        [['repair-services'], repairServices],
      ]);
    };
    // The whole list once per catalogue version; a brand's or a search's (unbounded) on each request,
    // from the cached list response.
    return search === '' ? cache.remember(`page:devices:${pageLanguage}`, renderList) : renderList();
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    // A device page for a slug the catalogue does not have is a 404, though the app renders it (in
    // every language); so is a blog path for an article that does not exist.
    const { language, path } = splitLanguagePath(c.req.path);
    const slug = devicePageSlug(path);
    const article = articlePageSlug(path);
    const rendered = await cataloguePage(c, language, slug).catch((error: unknown) => {
      // While the database is away the app's own page is served: it says so and offers the phone.
      if (isDatabaseUnavailable(error)) return undefined;
      throw error;
    });
    if (rendered && deps.webAssets) return deps.webAssets.serveRendered(c, rendered);
    const pageFound = slug
      ? await isDeviceListed(db, services.catalogueCache, slug)
      : article
        ? isArticleSlug(article)
        : true;
    // A tracking link without a language path opens in its booking's language (decision 034).
    const pageLanguage =
      deps.webAssets && language === undefined
        ? await trackingPageLanguage(db, services.limiter, {
            path,
            client: c.var.clientBucket,
            now: c.var.now,
          })
        : undefined;
    const response = deps.webAssets?.serve(c, { pageFound, ...(pageLanguage ? { pageLanguage } : {}) });
    if (response) return response;
    return c.text('Not Found', 404);
  });

  app.onError(async (error, c) => {
    if (isDatabaseUnavailable(error)) {
      // Not a fault of the request, and it will work again when the database is back.
      logger.warn(
        { err: error, method: c.req.method, path: loggablePath(c.req.path) },
        'database unavailable',
      );
      error = databaseUnavailable();
    }
    if (error instanceof AppError) {
      // Clients that read no body (load balancers, crawlers, fetch retries) get the wait as a header.
      const wait = error.details.retryAfterSeconds;
      if (wait !== undefined) c.header('Retry-After', String(wait));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const appError = new AppError(
        error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
        error.message || 'Bad request',
      );
      return c.json(appError.toBody(), error.status);
    }
    // The route, not the path: a path may hold a tracking link's token. Never the body or the query;
    // the logger keeps the values a failed query quotes out of the error (lib/logger.ts).
    logger.error({ err: error, method: c.req.method, route: c.req.routePath }, 'unhandled error');
    // Counted by route for the admin overview and for alerts (decision 033); a count that cannot be
    // written must not change the answer.
    await countServerError(db, { method: c.req.method, route: c.req.routePath }, clock()).catch(
      (countError: unknown) => logger.warn({ err: countError }, 'could not count a server error'),
    );
    return c.json(new AppError('INTERNAL', 'Something went wrong. Please try again.').toBody(), 500);
  });

  return { app, services, catalogueCache: services.catalogueCache };
}

export type App = ReturnType<typeof createApp>['app'];
