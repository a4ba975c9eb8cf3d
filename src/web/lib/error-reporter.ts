import { scrubPage, scrubText } from '@shared/error-scrub';
import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_SAMPLE_RATES } from '@shared/client-errors';
import type { ClientErrorKind, ClientErrorReport, ErrorArea } from '@shared/client-errors';
import type { SiteConfig } from '@shared/site-config';
import type * as SentryClient from './sentry-client';

// Sends errors to POST /api/client-errors, and to Sentry when SENTRY_DSN is set. Downloaded only when
// there is an error to send (lib/report-error.ts), so nothing of it is on a page's first load
// (decision 033). Plain fetch, not the app's API client: a report that fails is dropped, never
// reported or shown.

/** Reports one page load sends at most: a loop that throws must not flood anyone. */
const MAX_REPORTS = 10;
let reports = 0;
const seen = new Set<string>();

// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** `text` cut to `max` UTF-16 units, never leaving half of a surrogate pair at the end. */
const cut = (text: string, max: number) => text.slice(0, max).replace(/[\ud800-\udbff]$/, '');

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: typeof error === 'string' ? error : 'A value that is not an Error was thrown' };
}

/** What a report says: one line of message, the page's path, the stack; all stripped and cut. */
export function reportOf(
  kind: ClientErrorKind,
  error: unknown,
  area: ErrorArea | undefined,
  pathname: string,
): ClientErrorReport {
  const { message, stack } = describe(error);
  const line = scrubText(message.replace(/\s+/g, ' ').replace(CONTROL, '')).trim();
  return {
    kind,
    ...(area ? { area } : {}),
    message: cut(line || 'Unknown error', CLIENT_ERROR_LIMITS.message),
    page: cut(scrubPage(pathname), CLIENT_ERROR_LIMITS.page) || '/',
    ...(stack ? { stack: cut(scrubText(stack.replace(CONTROL, '')), CLIENT_ERROR_LIMITS.stack) } : {}),
  };
}

export async function sendReport(kind: ClientErrorKind, error: unknown, area?: ErrorArea): Promise<void> {
  const report = reportOf(kind, error, area, location.pathname);
  const key = `${kind} ${report.message}`;
  if (seen.has(key) || reports >= MAX_REPORTS) return;
  seen.add(key);
  reports++;
  void sendToSentry(error);
  if (Math.random() >= CLIENT_ERROR_SAMPLE_RATES[kind]) return;
  try {
    await fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      // Sent even when the error is the page going away.
      keepalive: true,
    });
  } catch {
    // Offline, or the server away: the error is lost, and nothing more is to be done about it.
  }
}

type Sentry = typeof SentryClient;
let sentry: Promise<Sentry | null> | undefined;

/** Sentry's SDK, set up once, when the site names a DSN; null without one (nothing of it loads). */
async function loadSentry(): Promise<Sentry | null> {
  const response = await fetch('/api/site-config');
  const { sentryDsn } = (await response.json()) as SiteConfig;
  if (!sentryDsn) return null;
  const sdk = await import('./sentry-client');
  sdk.init({
    dsn: sentryDsn,
    // Only what this reporter hands over: no global handlers of its own (ours report), no
    // breadcrumbs of what people typed or clicked, no IP address.
    defaultIntegrations: false,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend(event) {
      if (event.request?.url) event.request.url = scrubPage(event.request.url);
      delete event.request?.query_string;
      delete event.request?.headers;
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = scrubText(exception.value);
      }
      if (event.message) event.message = scrubText(event.message);
      return event;
    },
  });
  return sdk;
}

async function sendToSentry(error: unknown): Promise<void> {
  try {
    (await (sentry ??= loadSentry()))?.captureException(error);
  } catch {
    // The tracker could not load: the report to our own server stands.
  }
}
