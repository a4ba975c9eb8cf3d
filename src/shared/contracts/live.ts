import type { BookingStatus } from '../booking-status';

// What the live streams (/api/live and /api/track/:token/live) send, as Server-Sent Events. Each
// event says only which booking changed and its status now: the page then fetches what it shows
// through its usual, authorised API, so a stream never carries more than its listener may read.

/** Event names on the wire. */
export const liveEventNames = {
  /** The stream is open (sent first, and again after a reconnect). */
  ready: 'ready',
  /** A booking changed. */
  booking: 'booking',
  /** Changes may have been missed (the server's own listener reconnected): fetch afresh. */
  resync: 'resync',
  /**
   * The stream is about to end as planned (each lasts about 15 minutes, so sign-in and access are
   * checked again; the person's roles changed; or the server is stopping): open a new one without
   * showing the page as disconnected, at once or after the `retryMs` the event names
   * ({@link LiveClosing}); or not at all when the session it was opened with has ended.
   */
  closing: 'closing',
} as const;

/** The `closing` event's data. */
export interface LiveClosing {
  /**
   * The session the stream was opened with has ended (signed out, here or on another device): do not
   * open a new one, which would be refused; the page's next request shows that it is signed out.
   */
  sessionEnded?: true;
  /**
   * The server is stopping (a restart or a deploy): wait about this long before opening a new stream,
   * so that the reconnections of every page do not all arrive in the same second, and a restarted
   * server has time to come back. Absent: reopen at once.
   */
  retryMs?: number;
}

/** What a stopping server asks the browsers to wait before reconnecting (also sent as SSE `retry:`). */
export const LIVE_RESTART_RETRY_MS = 2000;

export interface LiveBookingChange {
  bookingId: string;
  /** 'deleted' when an admin removed the booking. */
  status: BookingStatus | 'deleted';
}

/** A tracking link's stream names no booking: it follows only one. */
export type TrackedBookingChange = Pick<LiveBookingChange, 'status'>;

/** Seconds between heartbeats that keep proxies from closing an idle stream (SPEC section 9). */
export const LIVE_HEARTBEAT_SECONDS = 30;

/** The browser's waits before reconnecting a lost stream, in order; the last one repeats (SPEC section 9). */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
