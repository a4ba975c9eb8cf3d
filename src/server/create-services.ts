import type { AppDeps } from './app';
import type { Clock } from './auth/one-time-codes';
import { DEFAULT_BOOKING_LIMITS } from './features/bookings/booking-limits';
import { DEFAULT_MAP_CONFIG } from './features/geocode/geocode.routes';
import { type AppServices, NO_ROUTING } from './http/app-services';
import { createAvailabilityCache } from './lib/availability-cache';
import { createCatalogueCache } from './lib/catalogue-cache';
import { offlineGeocoder } from './lib/geocoder';
import { createDatabaseLimitStore, createRateLimiter } from './lib/rate-limiter';
import { CASH_HELD_ALERT_DAYS, UNCONFIRMED_ALERT_MINUTES } from './limits';

/** The one argument every router factory takes, with the defaults of what the caller left out. */
export function createServices(deps: AppDeps, clock: Clock): AppServices {
  const { db } = deps;
  return {
    db,
    auth: deps.auth,
    codes: deps.codes,
    logger: deps.logger,
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
      shop: deps.shop,
    },
    limiter: deps.limiter ?? createRateLimiter(deps.limitStore ?? createDatabaseLimitStore(db), clock),
    siteConfig: deps.siteConfig,
    upi: deps.upi ?? null,
    shop: deps.shop,
    fileStorage: deps.fileStorage,
    photoStorage: deps.photoStorage,
    catalogueCache: deps.catalogueCache ?? createCatalogueCache({ clock }),
    availabilityCache: deps.availabilityCache ?? createAvailabilityCache({ clock }),
    geocoder: deps.geocoder ?? offlineGeocoder,
    mapConfig: deps.mapConfig ?? DEFAULT_MAP_CONFIG,
    trips: deps.trips ?? NO_ROUTING,
    bookingLimits: {
      perAddress: deps.bookingsPerHourPerAddress ?? DEFAULT_BOOKING_LIMITS.perAddress,
      perContact: deps.bookingsPerHourPerContact ?? DEFAULT_BOOKING_LIMITS.perContact,
    },
    unconfirmedAlertMinutes: deps.unconfirmedAlertMinutes ?? UNCONFIRMED_ALERT_MINUTES,
    cashHeldDays: deps.cashHeldDays ?? CASH_HELD_ALERT_DAYS,
    googleSignIn: deps.googleSignIn ?? false,
    signInCodes: deps.signInCodes ?? { email: true, sms: true },
    trustProxy: deps.trustProxy ?? false,
    devMailbox: deps.devMailbox,
    isStopping: deps.isStopping ?? (() => false),
  };
}
