import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { Database } from '../../db/client';
import { findTrackedBooking, isTrackingToken } from '../../domain/tracking-links';
import type { RateLimiter } from '../../lib/rate-limiter';
import { chooseBookingLanguage } from '../../notifications/message-language';
import { trackingMisses } from './tracking.service';

/** /track/{token} and its warranty card, without a language path. */
const trackingPagePattern = /^\/track\/([^/]+)(?:\/warranty)?\/?$/;

/**
 * The language a tracking page opened without a language path is shown in: its booking's, whatever
 * the visitor chose last on this browser (decision 034). Links sent before they carried /hi/ or /or/
 * open in the language their messages were written in, from the first paint. Undefined for any other
 * path, and when the booking cannot be read; an unknown token counts against the client as the API's
 * does.
 */
export async function trackingPageLanguage(
  db: Database,
  limiter: RateLimiter,
  request: { path: string; client: string; now: Date },
): Promise<string | undefined> {
  const token = trackingPagePattern.exec(request.path)?.[1]?.toLowerCase();
  if (!token || !isTrackingToken(token)) return undefined;
  try {
    const row = await findTrackedBooking(db, token);
    if (!row) {
      // Counted, not refused: the page itself says 'not found' (or 'too many') when it asks the API.
      await limiter.hit(trackingMisses, request.client, { now: request.now }).catch(() => undefined);
      return undefined;
    }
    return chooseBookingLanguage(row);
  } catch (error) {
    // The page is served all the same; it says itself what it cannot load.
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}
