import { Hono } from 'hono';
import { isArticleSlug } from '../shared/blog-slugs';
import type { TechnicianSelf } from '../shared/contracts/people';
import type { MapConfig } from '../shared/geocode-types';
import { splitLanguagePath } from '../shared/language-paths';
import { articlePageSlug, devicePageSlug } from '../shared/paths';
import type { SiteConfig } from '../shared/site-config';
import { requireSignedIn } from './auth/area-guard';
import type { Auth } from './auth/auth';
import { proxyToAuth } from './auth/auth-proxy';
import type { Clock, OneTimeCodes } from './auth/one-time-codes';
import type { Database } from './db/client';
import { createAdminBookingRoutes } from './features/admin-bookings/admin-bookings.routes';
import { createAdminCashRoutes } from './features/admin-cash/admin-cash.routes';
import { createAdminReportRoutes } from './features/admin-reports/admin-reports.routes';
import { createAdminMoneyRoutes } from './features/admin-money/admin-money.routes';
import { createUploadedFileRoutes } from './http/uploaded-files';
import { createAdminImageRoutes } from './features/admin-images/admin-images.routes';
import { createAdminCatalogueRoutes } from './features/admin-catalogue/admin-catalogue.routes';
import { createAdminContactRoutes } from './features/admin-contact/admin-contact.routes';
import { createAdminOverviewRoutes } from './features/admin-overview/admin-overview.routes';
import { createAdminScheduleViewRoutes } from './features/admin-schedule/admin-schedule.routes';
import { createAdminReferralRoutes } from './features/admin-referrals/admin-referrals.routes';
import { createAdminTechnicianRoutes } from './features/admin-technicians/admin-technicians.routes';
import { createAdminUserRoutes } from './features/admin-users/admin-users.routes';
import { createBookingRoutes } from './features/bookings/bookings.routes';
import { createCatalogueRoutes } from './features/catalogue/catalogue.routes';
import { isDeviceListed, renderCataloguePage } from './features/catalogue/catalogue-pages';
import { createClientErrorRoutes } from './features/client-errors/client-errors.routes';
import { createContactRoutes } from './features/contact/contact.routes';
import { createCustomerNotificationRoutes } from './features/customer-notifications/customer-notifications.routes';
import {
  createDevOutboxApi,
  createDevOutboxPage,
  onlyThisComputer,
} from './features/dev-outbox/dev-outbox.routes';
import { createGeocodeRoutes } from './features/geocode/geocode.routes';
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
import { createInvoiceRoutes } from './features/invoices/invoices.routes';
import { createTrackingRoutes } from './features/tracking/tracking.routes';
import { trackingPageLanguage } from './features/tracking/tracking-page-language';
import { AppError } from './http/app-error';
import { isDatabaseUnavailable } from './db/database-unavailable';
import type { AppServices } from './http/app-services';
import { createServices } from './create-services';
import { type AppEnv, type GuardedEnv, requestContext } from './http/request-context';
import { refuseControlCharactersInUrl } from './http/plain-request';
import { requireSameOrigin } from './http/same-origin';
import { limitRequestBodies } from './http/body-limit';
import { createErrorHandler } from './http/error-handler';
import type { WebAssets } from './http/web-assets';
import type { CatalogueCache } from './lib/catalogue-cache';
import type { AvailabilityCache } from './lib/availability-cache';
import { dropAvailabilityAfterWrites } from './http/availability-on-write';
import { createAvailabilityRoutes } from './features/availability/availability.routes';
import * as schedules from './features/technician-schedules/technician-schedules.routes';
import type { DevOutbox } from './env';
import type { DevMailbox } from './lib/dev-mailbox';
import type { Geocoder } from './lib/geocoder';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { LimitStore, RateLimiter } from './lib/rate-limiter';
import type { SmsSender } from './lib/sms';
import type { LiveUpdates } from './notifications/live-updates';
import type { Notifier } from './notifications/outbox';

export interface AppDeps
  extends Partial<Pick<AppServices, 'trips'>>, Pick<AppServices, 'fileStorage' | 'photoStorage' | 'shop'> {
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
  /** Working minutes a pending booking may wait unconfirmed before the overview alerts (default 120). */
  unconfirmedAlertMinutes?: number;
  /** Days a technician may hold cash before it is flagged (default 2). */
  cashHeldDays?: number;
  /** Address lookups for the booking map; without one, /api/geocode/* answers 503. */
  geocoder?: Geocoder;
  /** Tiles of the booking map (default: OpenStreetMap). */
  mapConfig?: MapConfig;
  /** How customers reach support. */
  siteConfig: SiteConfig;
  /** Where customers pay by UPI at the door (UPI_ID, UPI_PAYEE_NAME); none by default. */
  upi?: TechnicianSelf['upi'];
  /** Whether Google sign-in is configured. */
  googleSignIn?: boolean;
  /** The channels sign-in codes may be sent by (default: both). */
  signInCodes?: { email: boolean; sms: boolean };
  catalogueCache?: CatalogueCache;
  availabilityCache?: AvailabilityCache;
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
    .route('/', createAdminMoneyRoutes(services))
    .route('/', createAdminCashRoutes(services))
    .route('/', createAdminReportRoutes(services))
    .route('/', createAdminTechnicianRoutes(services))
    .route('/', schedules.createAdminScheduleRoutes(services))
    .route('/', createAdminScheduleViewRoutes(services))
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
    .route('/', createTechnicianAccountRoutes(services))
    .route('/', schedules.createTechnicianLeaveRoutes(services));
}

/** Every API router: the public ones, the two guarded areas and, in development, the outbox. */
function mountApi(app: Hono<AppEnv>, deps: AppDeps, services: AppServices) {
  app.route('/api', createHealthRoutes(services));
  app.route('/api', createSessionRoutes(services));
  app.route('/api', createCatalogueRoutes(services));
  app.route('/api', createProfileRoutes(services));
  app.route('/api', createCustomerNotificationRoutes(services));
  app.route('/api', createSiteConfigRoutes(services));
  app.route('/api', createGeocodeRoutes(services));
  app.route('/api', createWarrantyRoutes(services));
  app.route('/api', createInvoiceRoutes(services));
  app.route('/api', createBookingRoutes(services));
  app.route('/api', createAvailabilityRoutes(services));
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
}

/** The web build's pages: the catalogue's rendered here, every other page from the build. */
function mountWebPages(app: Hono<AppEnv>, deps: AppDeps, services: AppServices) {
  const { db, webAssets } = deps;
  const pages = { db, cache: services.catalogueCache, web: webAssets };
  app.on(['GET', 'HEAD'], '*', async (c) => {
    // A device page for a slug the catalogue does not have is a 404, though the app renders it (in
    // every language); so is a blog path for an article that does not exist.
    const { language, path } = splitLanguagePath(c.req.path);
    const slug = devicePageSlug(path);
    const article = articlePageSlug(path);
    const rendered = await renderCataloguePage(pages, c, language, slug).catch((error: unknown) => {
      // While the database is away the app's own page is served: it says so and offers the phone.
      if (isDatabaseUnavailable(error)) return undefined;
      throw error;
    });
    if (rendered && webAssets) return webAssets.serveRendered(c, rendered);
    const pageFound = slug
      ? await isDeviceListed(db, services.catalogueCache, slug)
      : article
        ? isArticleSlug(article)
        : true;
    // A tracking link without a language path opens in its booking's language (decision 034).
    const pageLanguage =
      webAssets && language === undefined
        ? await trackingPageLanguage(db, services.limiter, {
            path,
            client: c.var.clientBucket,
            now: c.var.now,
          })
        : undefined;
    const response = webAssets?.serve(c, { pageFound, ...(pageLanguage ? { pageLanguage } : {}) });
    if (response) return response;
    return c.text('Not Found', 404);
  });
}

export function createApp(deps: AppDeps) {
  const { db, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const services = createServices(deps, clock);
  const app = new Hono<AppEnv>();

  app.use('*', requestContext({ auth: deps.auth, db, trustProxy: services.trustProxy, clock }));
  app.use('/api/*', refuseControlCharactersInUrl);
  // Reads are never refused, so they skip these checks altogether (the catalogue is the hot path).
  const sameOrigin = { publicOrigin: deps.publicOrigin, acceptRequestHost: deps.acceptRequestHost ?? false };
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', requireSameOrigin(sameOrigin));
  app.on(['POST', 'PUT', 'PATCH'], '/api/*', limitRequestBodies());
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    proxyToAuth(c, deps.auth, { clientAddress: c.var.clientAddress, publicOrigin: deps.publicOrigin }),
  );
  dropAvailabilityAfterWrites(app, services.availabilityCache);
  mountApi(app, deps, services);
  app.route('/', createSeoRoutes(services));
  app.route('/', createUploadedFileRoutes(services.fileStorage, services.photoStorage));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint');
  });

  mountWebPages(app, deps, services);
  app.onError(createErrorHandler({ db, logger, clock }));

  return { app, services, catalogueCache: services.catalogueCache };
}

export type App = ReturnType<typeof createApp>['app'];
