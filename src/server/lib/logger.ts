import pino from 'pino';
import type { Env } from '../env';

export type Logger = pino.Logger;

// Logs never hold what people sent us. A failed query's error carries its parameters (a booking's
// name, e-mail, phone and address) in its message and in a field of its own, and PostgreSQL's detail
// quotes the row or key it refused: errors are logged as their kind, code, query text (placeholders
// only), constraint and stack, wherever they appear in a log line.

/** What PostgreSQL (pg and PGlite alike) says of a failed statement that names no value. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_DEPTH = 4;

/** An error's message without the values it quotes. */
export function withoutValues(message: string): string {
  return (
    message
      // Drizzle's "Failed query: <sql>\nparams: <values>"
      .split(/\nparams:/)[0]!
      .split('\n')
      // PostgreSQL's `invalid input syntax for type uuid: "…"`, `Key (email)=(…)`
      .map((line) => line.replace(/: ".*"$/, ': "…"').replace(/\(([^()]*)\)=\(.*\)/g, '($1)=(…)'))
      .join('\n')
  );
}

/**
 * A request's path as a log line may show it: without its query, and with a tracking link's token (a
 * key to a booking, in `/api/track/…` and the `/track/…` pages) replaced by its place. Every log line
 * that names a request's path goes through it.
 */
export function loggablePath(path: string): string {
  return path.split('?')[0]!.replace(/\/track\/[^/]+/, '/track/[token]');
}

/** An error as a log may show it. */
export function loggableError(error: Error, depth = 0): Record<string, unknown> {
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: error.name, message: withoutValues(error.message) };
  for (const key of SAFE_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (typeof fields.query === 'string') out.query = fields.query;
  // The stack's frames only: its first lines repeat the message.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) out.stack = frames.join('\n');
  if (depth < MAX_DEPTH) {
    if (error.cause instanceof Error) out.cause = loggableError(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      out.errors = error.errors.map((inner: unknown) =>
        inner instanceof Error ? loggableError(inner, depth + 1) : '[not an error]',
      );
    }
  }
  return out;
}

/** Every error in a log line's values (under `err`, or in the auth library's `args`) made loggable. */
function withLoggableErrors(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return loggableError(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withLoggableErrors(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withLoggableErrors(item, depth + 1)]),
  );
}

export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  /** Where lines go (standard output unless a test reads them). */
  destination: pino.DestinationStream = pino.destination({ sync: false }),
): Logger {
  // Asynchronous writes keep logging off the request path; flushed on shutdown.
  return pino(
    {
      level: env.LOG_LEVEL,
      formatters: { log: (object) => withLoggableErrors(object) as Record<string, unknown> },
      serializers: {
        err: (value: unknown) => (value instanceof Error ? loggableError(value) : value),
      },
    },
    destination,
  );
}
