// Lines that outside input can cause, logged only so often: the first few of each kind in a window,
// then a count of those left out. It limits what one process writes to its own log, so it counts in
// this process's memory: the request rate limiter (rate-limiter.ts) counts in the database, which would
// make each unwanted line cost a write.

export interface LogSampler {
  /** Whether to write this line of `kind`, and how many of its kind the last window left out. */
  admit(kind: string): { write: boolean; leftOut: number };
}

export interface LogSamplerOptions {
  /** Lines of one kind written per window. */
  perWindow: number;
  windowMs: number;
  clock?: () => number;
  /** Kinds tracked at once; past it, counting starts afresh (kinds are a code's fixed names). */
  maxKinds?: number;
}

export function createLogSampler({
  perWindow,
  windowMs,
  clock = Date.now,
  maxKinds = 200,
}: LogSamplerOptions): LogSampler {
  const windows = new Map<string, { endsAt: number; count: number; leftOut: number }>();
  return {
    admit(kind) {
      const now = clock();
      let window = windows.get(kind);
      let leftOut = 0;
      if (!window || window.endsAt <= now) {
        leftOut = window?.leftOut ?? 0;
        if (!window && windows.size >= maxKinds) windows.clear();
        window = { endsAt: now + windowMs, count: 0, leftOut: 0 };
        windows.set(kind, window);
      }
      window.count += 1;
      if (window.count > perWindow) {
        window.leftOut += 1;
        return { write: false, leftOut: 0 };
      }
      return { write: true, leftOut };
    },
  };
}
