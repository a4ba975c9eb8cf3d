import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveBookingChange } from '../../shared/contracts/live';
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_RECONNECT_DELAYS_MS,
  liveEventNames,
} from '../../shared/contracts/live';
import type { BookingChange, LiveUpdates } from '../notifications/live-updates';

/**
 * A stream ends after this long and the browser opens a new one at once: the new request is checked
 * again, so a signed-out session or a role taken away stops hearing changes within this time.
 */
const STREAM_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Answers with a Server-Sent Events stream of the booking changes `accepts` lets through. Each event
 * names the booking and its status only; the page fetches the rest through its authorised API.
 */
export function openLiveStream(
  c: Context,
  live: LiveUpdates,
  accepts: (change: BookingChange) => boolean,
): Response {
  // Proxies (nginx) must pass each event on at once rather than buffer the stream.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let unsubscribe = () => {};
    const ended = new Promise<void>((resolve) => {
      const send = (event: string, data: object) => {
        stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => resolve());
      };
      unsubscribe = live.subscribe({
        accepts,
        onChange: (change) =>
          send(liveEventNames.booking, {
            bookingId: change.bookingId,
            status: change.status,
          } satisfies LiveBookingChange),
        onResync: () => send(liveEventNames.resync, {}),
        onClose: () => resolve(),
      });
      stream.onAbort(() => resolve());
    });
    // The browser's own reconnection starts after the first of the spec's delays.
    await stream.writeSSE({ event: liveEventNames.ready, data: '{}', retry: LIVE_RECONNECT_DELAYS_MS[0] });
    const heartbeat = setInterval(() => {
      stream.write(': heartbeat\n\n').catch(() => undefined);
    }, LIVE_HEARTBEAT_SECONDS * 1000);
    // Aborting runs the onAbort above, which ends the stream.
    const lifetime = setTimeout(() => stream.abort(), STREAM_LIFETIME_MS);
    try {
      await ended;
    } finally {
      clearTimeout(lifetime);
      clearInterval(heartbeat);
      unsubscribe();
    }
  });
}
