import { Hono } from 'hono';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import { openLiveStream } from '../../http/live-stream';
import type { GuardedEnv } from '../../http/request-context';
import { liveFilterFor } from './live.service';

/**
 * GET /api/live: the signed-in person's booking changes as Server-Sent Events (one stream per tab
 * serves the customer's, the technician's and the admin's pages alike).
 */
export function createLiveRoutes({ db, liveUpdates }: AppServices) {
  return new Hono<GuardedEnv>().get('/live', requireSignedIn(), async (c) => {
    const accepts = await liveFilterFor(db, c.var.user);
    const { id: userId, sessionId } = c.var.user;
    return openLiveStream(c, liveUpdates, {
      owner: `user:${userId}`,
      accepts,
      session: { userId, sessionId },
    });
  });
}
