import { scrubPage, scrubText } from '../../../shared/error-scrub';
import { CLIENT_ERROR_SAMPLE_RATES } from '../../../shared/client-errors';
import type { ClientErrorData } from '../../../shared/schemas/client-error';
import { clientErrors } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../http/app-services';
import { HOUR_MS } from '../../lib/durations';
import type { Limit } from '../../lib/rate-limiter';
import { CLIENT_ERROR_REPORTS_PER_ADDRESS_PER_HOUR } from '../../limits';

/**
 * Reports one client address may send an hour. A tab sends at most a handful (the reporter's own
 * cap), so this is room for a family or an office behind one address, and a wall for a script.
 */
export const clientErrorsPerHour: Limit = {
  name: 'client-errors',
  limit: CLIENT_ERROR_REPORTS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  code: 'RATE_LIMITED',
  message: 'Too many error reports from this address.',
};

/**
 * Stores a browser's error report, stripped again of queries, tokens and personal data (the browser
 * already did; a hand-made request is held to the same rule). Nothing about the client is kept: its
 * address only counts against the limit. Past the limit the report is dropped (false), not refused:
 * nobody waits on it.
 */
export async function recordClientError(
  { db, limiter }: Pick<AppServices, 'db' | 'limiter'>,
  report: ClientErrorData,
  clientBucket: string,
  now: Date,
): Promise<boolean> {
  try {
    await limiter.hit(clientErrorsPerHour, clientBucket, { now });
  } catch (error) {
    if (error instanceof AppError && error.code === clientErrorsPerHour.code) return false;
    throw error;
  }
  await db.insert(clientErrors).values({
    kind: report.kind,
    area: report.area ?? null,
    message: scrubText(report.message),
    page: scrubPage(report.page),
    stack: report.stack ? scrubText(report.stack) : null,
    weight: Math.round(1 / CLIENT_ERROR_SAMPLE_RATES[report.kind]),
    createdAt: now,
  });
  return true;
}
