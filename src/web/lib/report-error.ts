import type { ClientErrorKind, ErrorArea } from '@shared/client-errors';
import { reloadOnce } from './chunk-reload';

// The few bytes of error reporting every page carries: what sends a report (lib/error-reporter.ts,
// and Sentry's SDK when configured) is downloaded only when there is an error to send, so it never
// weighs on the first paint (decision 033).

/** Sends `error` to the team, loading the reporter now. */
export function reportError(kind: ClientErrorKind, error: unknown, area?: ErrorArea): void {
  void import('./error-reporter').then(
    (reporter) => reporter.sendReport(kind, error, area),
    () => undefined,
  );
}

/** Reports uncaught errors and unhandled rejections, and reloads once for a file that did not load. */
export function watchErrors(): void {
  addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
  // Vite's loader could not fetch what a lazy module needs: the page reloads once instead of failing;
  // otherwise the import fails and the error screen offers Reload.
  addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
