import type { ShopIdentity } from '../../shared/shop-identity';
import type { FileStorage } from '../lib/file-storage';
import type { PrivateFileStorage } from '../lib/private-file-storage';
import type { MapConfig } from '../../shared/geocode-types';
import type { TechnicianSelf } from '../../shared/contracts/people';
import type { SiteConfig } from '../../shared/site-config';
import type { Auth } from '../auth/auth';
import type { OneTimeCodes } from '../auth/one-time-codes';
import type { Database } from '../db/client';
import type { LifecycleDeps } from '../domain/booking-lifecycle';
import type { AvailabilityCache } from '../lib/availability-cache';
import type { CatalogueCache } from '../lib/catalogue-cache';
import type { DevMailbox } from '../lib/dev-mailbox';
import type { Geocoder } from '../lib/geocoder';
import type { RoutingClient } from '../lib/routing';
import { DEFAULT_CITY_SPEED_KMH } from '../domain/arrival-estimate';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limiter';
import type { SmsSender } from '../lib/sms';
import type { LiveUpdates } from '../notifications/live-updates';
import type { Notifier } from '../notifications/outbox';

/**
 * What every router factory receives: the one argument they all take. Built once by createApp from
 * its dependencies; nothing here is per request (that is the request context).
 */
export interface AppServices {
  db: Database;
  auth: Auth;
  /** One-time codes that sign nobody in (a booking's phone proof). */
  codes: OneTimeCodes;
  logger: Logger;
  /** The origin of our own pages (links in messages, the referral link). */
  publicOrigin: string;
  /** Direct sends that a person waits for (sign-in codes); everything else goes through the notifier. */
  mailer: Mailer;
  sms: SmsSender;
  notifier: Notifier;
  /** Booking changes as they commit, for the live streams. */
  liveUpdates: LiveUpdates;
  /** What the booking lifecycle needs to write a change and its messages. */
  lifecycle: LifecycleDeps;
  limiter: RateLimiter;
  siteConfig: SiteConfig;
  /** Where customers pay by UPI at the door (UPI_ID), or null: the technician then shows no QR code. */
  upi: TechnicianSelf['upi'];
  /** The business as its invoices name it (SHOP_*), shown on the admin desk. */
  shop: ShopIdentity;
  /** Where uploaded images are kept (a local directory or an S3-compatible bucket). */
  fileStorage: FileStorage;
  /** Photos of customers' devices: private, read through short-lived signed addresses (decision 058). */
  photoStorage: PrivateFileStorage;
  catalogueCache: CatalogueCache;
  /** The availability of windows, kept a few seconds and dropped on every change (decision 049). */
  availabilityCache: AvailabilityCache;
  geocoder: Geocoder;
  mapConfig: MapConfig;
  /** How arrival estimates are made for 'On my way': a routing server, or the distance at a speed. */
  trips: { routing: RoutingClient | null; citySpeedKmh: number };
  /** Bookings an hour per client address and per phone or mailbox (decision 034). */
  bookingLimits: { perAddress: number; perContact: number };
  /** Working minutes a pending booking may wait unconfirmed before the overview alerts. */
  unconfirmedAlertMinutes: number;
  /** Days a technician may hold cash from the door before it is flagged. */
  cashHeldDays: number;
  googleSignIn: boolean;
  /** The channels sign-in codes may be sent by (SIGN_IN_CODES). */
  signInCodes: { email: boolean; sms: boolean };
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** True once the server has begun to stop: /api/ready then sends traffic elsewhere. */
  isStopping: () => boolean;
  /** Development only: the unredacted words of messages kept in the outbox, for /dev/outbox. */
  devMailbox?: DevMailbox | undefined;
}

/** Arrival estimates without a routing server: the distance at the default city speed. */
export const NO_ROUTING: AppServices['trips'] = { routing: null, citySpeedKmh: DEFAULT_CITY_SPEED_KMH };
