import { z } from 'zod';
import { NEW_PASSWORD_MIN_LENGTH } from '../shared/schemas/auth';
import { indianStateNames } from '../shared/indian-states';
import { isCommonPassword } from './auth/password-policy';
import {
  BOOKINGS_PER_ADDRESS_PER_HOUR,
  BOOKINGS_PER_CONTACT_PER_HOUR,
  LIVE_STREAMS_PER_PROCESS,
  REMINDER_EVENING_HOUR,
  TECHNICIAN_SUMMARY_HOUR,
  UNCONFIRMED_ALERT_MINUTES,
  CASH_HELD_ALERT_DAYS,
} from './limits';

// Every variable the server reads, each with its check and default. Read by `env.ts`, the only place
// that reads process.env.

/** An https:// address of a page on the network: a link to a network's home page helps nobody. */
function socialPageUrl(name: string) {
  return z
    .url({ protocol: /^https$/, error: `${name} must be an https:// address` })
    .refine((value) => !URL.canParse(value) || new URL(value).pathname.replace(/\/+$/, '') !== '', {
      error: `${name} must be the address of the business's own page, not the network's home page`,
    })
    .optional();
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Each statement shape planned once per PostgreSQL connection; false behind a pooler that cannot. */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Redis for the rate limiters' counts; without it they are counted in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_CATALOGUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  PUBLIC_ORIGIN: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('DoorstepFix <no-reply@doorstepfix.in>'),
  SMS_PROVIDER: z.enum(['fast2sms']).optional(),
  FAST2SMS_API_KEY: z.string().min(1).optional(),
  SMS_API_URL: z.url().default('https://www.fast2sms.com'),
  DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  /** Which channels send sign-in codes; in production each one needs its transport. */
  SIGN_IN_CODES: z.enum(['email-and-sms', 'email-only', 'sms-only']).default('email-and-sms'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  // The first admin's password follows the rule for every new staff password (decision 005).
  ADMIN_PASSWORD: z
    .string()
    .min(NEW_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
    .max(128, 'ADMIN_PASSWORD must be at most 128 characters')
    .refine((password) => !isCommonPassword(password), {
      error: 'ADMIN_PASSWORD is one of the most common passwords: choose another',
    })
    .optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+91[6-9]\d{9}$/, 'SUPPORT_PHONE must be +91 followed by 10 digits')
    .default('+919876543210'),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\+91[6-9]\d{9}$/, 'SUPPORT_WHATSAPP must be +91 followed by 10 digits')
    .optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').default('support@doorstepfix.in'),
  SUPPORT_ADDRESS: z.string().min(5).max(200).default('Bhubaneswar, Odisha, India'),
  /** The business's pages on social networks, linked from every page's footer; unset ones are hidden. */
  SOCIAL_FACEBOOK_URL: socialPageUrl('SOCIAL_FACEBOOK_URL'),
  SOCIAL_INSTAGRAM_URL: socialPageUrl('SOCIAL_INSTAGRAM_URL'),
  SOCIAL_YOUTUBE_URL: socialPageUrl('SOCIAL_YOUTUBE_URL'),
  SOCIAL_X_URL: socialPageUrl('SOCIAL_X_URL'),
  /**
   * Bookings one client address may make per hour (guests may book without an account). High, because
   * carriers put many customers behind one address; the contact's own cap is the low one (decision 034).
   */
  BOOKINGS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(BOOKINGS_PER_ADDRESS_PER_HOUR),
  /** Bookings per hour for one phone number, and for one mailbox (decision 034). */
  BOOKINGS_PER_HOUR_PER_CONTACT: z.coerce.number().int().min(1).default(BOOKINGS_PER_CONTACT_PER_HOUR),
  /** How long each process keeps catalogue answers (writes through the app drop them at once). */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  /** Live streams (Server-Sent Events) one server process holds open at once; more wait and retry. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(LIVE_STREAMS_PER_PROCESS),
  /**
   * How long a process's count of its live streams lasts unless renewed (every third of it): a process
   * killed without a word keeps its streams counted against their owners for at most this long.
   */
  LIVE_STREAM_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(30),
  /** How long a delivery worker holds a message it is sending before another may take it over. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Messages each process's delivery worker sends at once (and SMTP connections it keeps open). */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** From which hour (India time) customers get the reminder of tomorrow's visit. */
  REMINDER_EVENING_HOUR: z.coerce.number().int().min(0).max(23).default(REMINDER_EVENING_HOUR),
  /** From which hour (India time) each technician gets the summary of the day's visits. */
  TECHNICIAN_SUMMARY_HOUR: z.coerce.number().int().min(0).max(23).default(TECHNICIAN_SUMMARY_HOUR),
  /** Working minutes (9:00–19:00 India time) a pending booking may wait unconfirmed before the alert. */
  UNCONFIRMED_ALERT_MINUTES: z.coerce.number().int().min(1).max(6000).default(UNCONFIRMED_ALERT_MINUTES),
  /** Days a technician may hold cash from the door before it is flagged and e-mailed to the admins. */
  CASH_HELD_ALERT_DAYS: z.coerce.number().int().min(1).max(60).default(CASH_HELD_ALERT_DAYS),
  /**
   * On SIGTERM, how long /api/ready says 503 while everyone is still served, before connections are
   * refused: time for a load balancer to stop sending. Unset: 5 in production, else 0.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GEOCODER: z.enum(['nominatim', 'google']).optional(),
  NOMINATIM_URL: z.url('NOMINATIM_URL must be a URL').default('https://nominatim.openstreetmap.org'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** An OSRM-compatible routing server for arrival estimates; without it, the distance at the city speed. */
  ROUTING_URL: z.url('ROUTING_URL must be a URL').optional(),
  /** The speed (km/h) a technician crosses the city at, for arrival estimates without a routing server. */
  CITY_SPEED_KMH: z.coerce.number().min(1).max(120).default(20),
  // A Leaflet template ({s}, {z}, {x}, {y}), which is not a valid URL until filled in.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'MAP_TILE_URL must be an http:// or https:// tile URL template')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  /** The business as its invoices name it (issue 33); the address defaults to SUPPORT_ADDRESS. */
  SHOP_LEGAL_NAME: z.string().trim().min(2).max(100).default('DoorstepFix'),
  SHOP_ADDRESS: z.string().trim().min(5).max(300).optional(),
  SHOP_STATE: z
    .enum(indianStateNames, { error: 'SHOP_STATE must be an Indian state or union territory, as in Odisha' })
    .default('Odisha'),
  /** The GSTIN when the shop is registered for GST: its documents are then Tax Invoices. */
  SHOP_GSTIN: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Where customers pay by UPI at the door (the technician's QR code); without it, no QR code. */
  UPI_ID: z
    .string()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, 'UPI_ID must look like name@bank')
    .optional(),
  /** The name UPI apps show the customer before they pay. */
  UPI_PAYEE_NAME: z.string().trim().min(1).max(100).optional(),
  /**
   * A Sentry (or Sentry-compatible) project's DSN: browsers' errors go there too, through its SDK,
   * loaded only once an error happens after the first paint (decision 033). Public by design.
   */
  SENTRY_DSN: z
    .url({ protocol: /^https?$/, error: 'SENTRY_DSN must be the https:// DSN of a Sentry project' })
    .refine((value) => !URL.canParse(value) || new URL(value).username !== '', {
      error: 'SENTRY_DSN must hold the project key (https://KEY@host/PROJECT)',
    })
    .optional(),
  /** S3-compatible storage for uploaded images (AWS S3, Cloudflare R2, MinIO); else DATA_DIR/uploads. */
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  /** Where browsers read the bucket's objects (a CDN or the bucket's public address). */
  S3_PUBLIC_URL: z.url('S3_PUBLIC_URL must be a URL').optional(),
});

/** The variables as checked, before the settings made from them. */
export type EnvValues = z.infer<typeof envSchema>;
