import path from 'node:path';
import { envSchema } from './env-schema';
import { gstCodeOf } from '../shared/indian-states';
import { gstinProblem } from '../shared/gstin';
import type { ShopIdentity } from '../shared/shop-identity';
import type { EnvValues } from './env-schema';

// The only place that reads process.env (each variable's check in `env-schema.ts`). Everything else
// receives an Env.

/** The drain of a production server on SIGTERM, in seconds (decision 030). */
export const DEFAULT_SHUTDOWN_DRAIN_SECONDS = 5;

/** The UPI payee when configured; the business's name stands in for a payee name not given. */
const DEFAULT_UPI_PAYEE_NAME = 'DoorstepFix';

/**
 * Who may read /dev/outbox: anyone (DEV_OUTBOX=true), clients on this computer with the key from the
 * start log ('loopback', the default without SMTP in development), or nobody (the routes do not exist).
 */
export type DevOutbox = boolean | 'loopback';

export type Env = Omit<EnvValues, 'DEV_OUTBOX' | 'SHUTDOWN_DRAIN_SECONDS'> & {
  dataDir: string;
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds, its default applied. */
  shutdownDrainMs: number;
  webDistDir: string;
  devOutbox: DevOutbox;
  /** The channels sign-in codes may be sent by (SIGN_IN_CODES). */
  signInCodes: { email: boolean; sms: boolean };
  /**
   * Whether an e-mail reaches someone: over SMTP, or outside production a developer at /dev/outbox.
   * False only in production with SIGN_IN_CODES=sms-only and no SMTP_URL.
   */
  mailDelivered: boolean;
  /** The origin browsers use: PUBLIC_ORIGIN, else http://localhost:PORT. */
  publicOrigin: string;
  /**
   * Without PUBLIC_ORIGIN outside production, pages opened under another name of this server
   * (127.0.0.1, its address on the network) may send forms too.
   */
  acceptRequestHost: boolean;
  /** UPI_ID and its payee name, or null when UPI payments at the door are not configured. */
  upi: { id: string; payeeName: string } | null;
  /** The S3-compatible bucket for uploads, or null to keep them under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** The business as its invoices name it (SHOP_*). */
  shop: ShopIdentity;
};

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Public base address of the objects; the endpoint and bucket (path style) when not given. */
  publicUrl: string;
}

type Values = Omit<EnvValues, 'DEV_OUTBOX' | 'SHUTDOWN_DRAIN_SECONDS'>;

/** Refuses settings that do not work together, or that production cannot run without. */
function assertSettingsAgree(values: Values): void {
  if (values.NODE_ENV === 'production' && !values.BETTER_AUTH_SECRET) {
    throw new Error('Invalid environment:\n  BETTER_AUTH_SECRET: required in production');
  }
  // Every process on one database must sign cookies with the same secret, or each rejects the
  // sessions the others start; a secret generated into each DATA_DIR differs per machine.
  if (values.DATABASE_URL && !values.BETTER_AUTH_SECRET) {
    throw new Error(
      'Invalid environment:\n  BETTER_AUTH_SECRET: required with DATABASE_URL (every server process on the database must share it)',
    );
  }
  // A production server must not answer 'code sent' for a code nobody can receive.
  if (values.NODE_ENV === 'production' && values.SIGN_IN_CODES !== 'sms-only' && !values.SMTP_URL) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL: required in production to send sign-in codes by e-mail ' +
        '(or set SIGN_IN_CODES=sms-only to send them by SMS only)',
    );
  }
  if (values.NODE_ENV === 'production' && values.SIGN_IN_CODES !== 'email-only' && !values.SMS_PROVIDER) {
    throw new Error(
      'Invalid environment:\n  SMS_PROVIDER: required in production to send sign-in codes by SMS ' +
        '(set SMS_PROVIDER=fast2sms and FAST2SMS_API_KEY, or SIGN_IN_CODES=email-only to send them by e-mail only)',
    );
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid environment:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (values.GEOCODER === 'google' && !values.GOOGLE_MAPS_API_KEY) {
    throw new Error('Invalid environment:\n  GOOGLE_MAPS_API_KEY: required when GEOCODER=google');
  }
  if (values.SMS_PROVIDER === 'fast2sms' && !values.FAST2SMS_API_KEY) {
    throw new Error('Invalid environment:\n  FAST2SMS_API_KEY: required when SMS_PROVIDER=fast2sms');
  }
  assertGstin(values);
  if (values.UPI_PAYEE_NAME && !values.UPI_ID) {
    throw new Error('Invalid environment:\n  UPI_PAYEE_NAME: set UPI_ID as well');
  }
  const s3Values = [
    values.S3_ENDPOINT,
    values.S3_BUCKET,
    values.S3_ACCESS_KEY_ID,
    values.S3_SECRET_ACCESS_KEY,
  ];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none',
    );
  }
}

/** A SHOP_GSTIN must be one: its shape, the shop's state, and its check character (a typo). */
function assertGstin(values: Values): void {
  if (!values.SHOP_GSTIN) return;
  const stateCode = gstCodeOf(values.SHOP_STATE);
  const problem = gstinProblem(values.SHOP_GSTIN, stateCode);
  const messages = {
    shape: 'must be 15 characters: the state code, the PAN, the registration number, Z and a check character',
    state: `is registered in state ${values.SHOP_GSTIN.slice(0, 2)}, but SHOP_STATE is ${values.SHOP_STATE} (${stateCode})`,
    check: 'has a check character that does not match: a character is mistyped',
  };
  if (problem) throw new Error(`Invalid environment:\n  SHOP_GSTIN: ${messages[problem]}`);
}

/** The S3-compatible bucket when all four of its settings are given. */
function s3ConfigOf(values: Values): S3Config | null {
  return values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: values.S3_ENDPOINT,
        bucket: values.S3_BUCKET,
        accessKeyId: values.S3_ACCESS_KEY_ID,
        secretAccessKey: values.S3_SECRET_ACCESS_KEY,
        region: values.S3_REGION,
        publicUrl: (
          values.S3_PUBLIC_URL ?? `${values.S3_ENDPOINT.replace(/\/+$/, '')}/${values.S3_BUCKET}`
        ).replace(/\/+$/, ''),
      }
    : null;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings in a .env file or a shell mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { DEV_OUTBOX, SHUTDOWN_DRAIN_SECONDS, ...values } = parsed.data;
  assertSettingsAgree(values);
  const signInCodes = {
    email: values.SIGN_IN_CODES !== 'sms-only',
    sms: values.SIGN_IN_CODES !== 'email-only',
  };
  return {
    ...values,
    s3: s3ConfigOf(values),
    shop: {
      legalName: values.SHOP_LEGAL_NAME,
      address: values.SHOP_ADDRESS ?? values.SUPPORT_ADDRESS,
      state: values.SHOP_STATE,
      stateCode: gstCodeOf(values.SHOP_STATE),
      gstin: values.SHOP_GSTIN ?? null,
    },
    upi: values.UPI_ID
      ? { id: values.UPI_ID, payeeName: values.UPI_PAYEE_NAME ?? DEFAULT_UPI_PAYEE_NAME }
      : null,
    dataDir: path.resolve(values.DATA_DIR),
    // A development server restarted by a file watcher has no load balancer to wait for.
    shutdownDrainMs: Math.round(
      (SHUTDOWN_DRAIN_SECONDS ?? (values.NODE_ENV === 'production' ? DEFAULT_SHUTDOWN_DRAIN_SECONDS : 0)) *
        1000,
    ),
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    // Without a mail server a developer reads their codes there, from this computer only. Only in
    // development (NODE_ENV unset, as `npm start` and `npm run dev` run, or development): a server
    // run as `test` or `production` has none unless DEV_OUTBOX=true says so.
    devOutbox: DEV_OUTBOX
      ? DEV_OUTBOX === 'true'
      : !values.SMTP_URL && values.NODE_ENV === 'development' && 'loopback',
    signInCodes,
    mailDelivered: Boolean(values.SMTP_URL) || values.NODE_ENV !== 'production',
    acceptRequestHost: !values.PUBLIC_ORIGIN && values.NODE_ENV !== 'production',
    publicOrigin: values.PUBLIC_ORIGIN
      ? new URL(values.PUBLIC_ORIGIN).origin
      : `http://localhost:${values.PORT === 0 ? 3000 : values.PORT}`,
  };
}

/** The name of every variable the server reads (documented in the README and .env.example). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);
