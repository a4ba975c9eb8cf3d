// Whether an error means the database cannot be reached just now (stopped, restarting, failing
// over, a network cut, the pool out of connections), as opposed to a query that is wrong. The first
// kind is answered 503 with Retry-After: nothing is wrong with the request, and it will work again
// when the database is back. Drivers wrap errors (drizzle puts the driver's in `cause`), so the whole
// chain is looked at.

/** Socket errors of the connection to PostgreSQL. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: 57P01 admin_shutdown (the server is stopping), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or in recovery), 53300 too_many_connections. The whole class 08
 * (connection exception) is matched by its prefix.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg`, `pg-pool` and PGlite say when the connection is gone; they set no code. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    // A host name with several addresses fails with one error per address.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...(inner as unknown[]));
  }
  return false;
}
