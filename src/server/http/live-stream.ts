import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveBookingChange, TrackedBookingChange } from '../../shared/contracts/live';
import type { LiveClosing } from '../../shared/contracts/live';
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_RECONNECT_DELAYS_MS,
  LIVE_RESTART_RETRY_MS,
  liveEventNames,
} from '../../shared/contracts/live';
import { MINUTE_MS } from '../lib/durations';
import { LIVE_STREAM_LIFETIME_MINUTES } from '../limits';
import type { BookingChange, LiveUpdates } from '../notifications/live-updates';
import { AppError } from './app-error';

/**
 * A stream ends after about this long and the browser opens a new one at once: the new request is
 * checked again, and its filter made afresh (a customer's guest bookings are read when it opens). An
 * ended session or changed roles end it at once (decision 031); this bounds what nothing announces.
 * Each stream's end is moved by up to a minute either way, so streams opened together (after a
 * restart) do not all come back in the same second.
 */
const STREAM_LIFETIME_MS = LIVE_STREAM_LIFETIME_MINUTES * MINUTE_MS;
const STREAM_LIFETIME_JITTER_MS = MINUTE_MS;

export interface LiveStreamOptions {
  /** Whose stream this is (a person, a tracking link): each may hold only a few open. */
  owner: string;
  /** Which changes this stream carries. */
  accepts(change: BookingChange): boolean;
  /** A tracking link's stream follows one booking: its events carry the status only. */
  oneBooking?: boolean;
  /** The signed-in session behind the stream: it ends when the session does, or the roles change. */
  session?: { userId: string; sessionId: string };
}

/** A place for the owner's new stream, on this process and among all the owner's; refused when full. */
async function reserveStream(live: LiveUpdates, owner: string): Promise<() => void> {
  const release = await live.reserve(owner);
  if (release === 'owner-full') {
    throw new AppError(
      'RATE_LIMITED',
      'This page is open in too many tabs. Close some of them; the page still works without live updates.',
      undefined,
      { retryAfterSeconds: 60 },
    );
  }
  if (release === 'process-full') {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Live updates are busy right now. The page still works; refresh it to see changes.',
      undefined,
      { retryAfterSeconds: 30 },
    );
  }
  return release;
}

/**
 * Answers with a Server-Sent Events stream of the booking changes `accepts` lets through. Each event
 * names the booking and its status only; the page fetches the rest through its authorised API.
 */
export async function openLiveStream(
  c: Context,
  live: LiveUpdates,
  options: LiveStreamOptions,
): Promise<Response> {
  const release = await reserveStream(live, options.owner);
  const describe = (change: BookingChange): LiveBookingChange | TrackedBookingChange =>
    options.oneBooking ? { status: change.status } : { bookingId: change.bookingId, status: change.status };

  // Proxies (nginx) must pass each event on at once rather than buffer the stream.
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    let unsubscribe = () => {};
    const ended = new Promise<void>((resolve) => {
      const send = (event: string, data: object) => {
        stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => resolve());
      };
      unsubscribe = live.subscribe({
        ...(options.session ? { session: options.session } : {}),
        accepts: (change) => options.accepts(change),
        onChange: (change) => send(liveEventNames.booking, describe(change)),
        onResync: () => send(liveEventNames.resync, {}),
        // The server is stopping: say when to come back (to another process, or to this one
        // restarted), in the event for our pages and as SSE `retry:` for any EventSource, then end.
        onClose: () => {
          const closing: LiveClosing = { retryMs: LIVE_RESTART_RETRY_MS };
          stream
            .writeSSE({
              event: liveEventNames.closing,
              data: JSON.stringify(closing),
              retry: LIVE_RESTART_RETRY_MS,
            })
            .catch(() => undefined)
            .finally(() => resolve());
        },
        // Roles changed: a planned end, so the page asks again at once and is heard with the new
        // roles. Signed out: the page is told not to ask again. Nothing more is sent here.
        onAccessEnded: (why) => {
          unsubscribe();
          const closing: LiveClosing = why === 'session-ended' ? { sessionEnded: true } : {};
          stream
            .writeSSE({ event: liveEventNames.closing, data: JSON.stringify(closing) })
            .catch(() => undefined)
            .finally(() => resolve());
        },
      });
      stream.onAbort(() => resolve());
    });
    // The browser's own reconnection starts after the first of the spec's delays.
    await stream.writeSSE({ event: liveEventNames.ready, data: '{}', retry: LIVE_RECONNECT_DELAYS_MS[0] });
    const heartbeat = setInterval(() => {
      stream.write(': heartbeat\n\n').catch(() => undefined);
    }, LIVE_HEARTBEAT_SECONDS * 1000);
    const lifetime = setTimeout(
      () => {
        // Say the end is planned, then end (aborting runs the onAbort above).
        void stream
          .writeSSE({ event: liveEventNames.closing, data: '{}' })
          .catch(() => undefined)
          .finally(() => stream.abort());
      },
      STREAM_LIFETIME_MS + (Math.random() * 2 - 1) * STREAM_LIFETIME_JITTER_MS,
    );
    try {
      await ended;
    } finally {
      clearTimeout(lifetime);
      clearInterval(heartbeat);
      unsubscribe();
      release();
    }
  });
  // What a stream says is about someone's bookings: kept by no cache (the library says no-cache).
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
