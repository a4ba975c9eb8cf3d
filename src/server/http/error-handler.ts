import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Clock } from '../auth/one-time-codes';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Logger } from '../lib/logger';
import { loggablePath } from '../lib/logger';
import { AppError, databaseUnavailable } from './app-error';
import type { AppEnv } from './request-context';
import { countServerError } from './server-error-counts';

export interface ErrorHandlerDeps {
  db: Database;
  logger: Logger;
  clock: Clock;
}

/**
 * The app's one error handler: our errors in their shape, an outage of the database as 503 with
 * `Retry-After` (decision 020), the framework's client errors as ours, and anything else as 500,
 * logged by route and counted (decision 033).
 */
export function createErrorHandler({ db, logger, clock }: ErrorHandlerDeps): ErrorHandler<AppEnv> {
  return async (error, c) => {
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
  };
}
