import { AppError } from './app-error';

// Requests per client address in fixed windows, kept in this process (enough for one server; the
// counters reset on restart). Entries of past windows are swept when the table grows.

const SWEEP_ABOVE = 10_000;

export function createRequestLimiter({
  limit,
  windowMs,
  message,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  message: string;
  now?: () => number;
}) {
  const windows = new Map<string, { count: number; endsAt: number }>();

  /** Counts one request from `client`, or throws RATE_LIMITED once it has used up its window. */
  return function countRequest(client: string): void {
    const time = now();
    if (windows.size > SWEEP_ABOVE) {
      for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    }
    let window = windows.get(client);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowMs };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count > limit) {
      throw new AppError('RATE_LIMITED', message, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - time) / 1000)),
      });
    }
  };
}
