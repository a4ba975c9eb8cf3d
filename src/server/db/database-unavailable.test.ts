import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/mail-servers';
import { isDatabaseUnavailable } from './database-unavailable';

/** A PostgreSQL error as the driver raises it: an Error with the server's SQLSTATE in `code`. */
function serverError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('telling an outage from a bad query', () => {
  it('counts a refused connection, as the driver reports it, wrapped by drizzle or not', async () => {
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${await freePort()}/x` });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused as Error))).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
  ])('counts the server saying %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('counts the driver saying "%s"', (message) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message)))).toBe(true);
  });

  it('does not count errors of the query or the data', () => {
    expect(
      isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint')),
    ).toBe(false);
    expect(isDatabaseUnavailable(serverError('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('40001', 'could not serialize access'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
