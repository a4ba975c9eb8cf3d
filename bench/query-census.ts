// Loaded into a server process with `--import` by bench/profile-bookings.ts: counts every statement
// the process sends to PostgreSQL (by its text), the time from sending it to its answer, and the
// time requests wait for a pooled connection. The first SIGUSR2 starts the count afresh (after a
// warm-up), the second stops it; the figures, with the times of both signals on the clock of CPU
// profiles (microseconds, monotonic), are written to QUERY_CENSUS_FILE when the process exits.
import fs from 'node:fs';
import pg from 'pg';

interface Tally {
  count: number;
  ms: number;
}

const statements = new Map<string, Tally>();
const poolWait: Tally = { count: 0, ms: 0 };
const marks: number[] = [];
let counting = true;

function tally(map: Map<string, Tally>, key: string, ms: number) {
  if (!counting) return;
  const entry = map.get(key) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += ms;
  map.set(key, entry);
}

function textOf(config: unknown): string {
  const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
  return (text ?? '?').replace(/\s+/g, ' ').slice(0, 160);
}

// Wrapped, then called with the client as `this`.
// eslint-disable-next-line @typescript-eslint/unbound-method
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const key = textOf(args[0]);
  // The pool's own query() passes a callback (last argument) and gets no promise back.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (error: unknown, ...rest: unknown[]) => {
      tally(statements, error ? `${key} (failed)` : key, performance.now() - started);
      return (callback as (...a: unknown[]) => unknown)(error, ...rest);
    };
  }
  const result = query.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => tally(statements, key, performance.now() - started),
      () => tally(statements, `${key} (failed)`, performance.now() - started),
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

// eslint-disable-next-line @typescript-eslint/unbound-method
const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
pg.Pool.prototype.connect = function (this: pg.Pool, ...args: unknown[]) {
  const started = performance.now();
  const done = () => {
    if (!counting) return;
    poolWait.count += 1;
    poolWait.ms += performance.now() - started;
  };
  const callback = args[0];
  if (typeof callback === 'function') {
    return connect.call(this, (...answer: unknown[]) => {
      done();
      return (callback as (...a: unknown[]) => unknown)(...answer);
    });
  }
  const result = connect.apply(this, args) as Promise<unknown>;
  return result.then((client) => {
    done();
    return client;
  });
} as typeof pg.Pool.prototype.connect;

process.on('SIGUSR2', () => {
  marks.push(Number(process.hrtime.bigint() / 1000n));
  if (marks.length > 1) {
    counting = false;
    return;
  }
  statements.clear();
  poolWait.count = 0;
  poolWait.ms = 0;
});

process.on('exit', () => {
  const file = process.env.QUERY_CENSUS_FILE;
  if (!file) return;
  fs.writeFileSync(
    file,
    JSON.stringify({ statements: Object.fromEntries(statements), poolWait, marks }, null, 2),
  );
});
