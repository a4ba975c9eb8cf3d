import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema/index';
import { freePort } from './mail-servers';

/**
 * A database whose server is down: the real PostgreSQL driver, pointed at a port where nothing
 * listens, so every query fails as it does when PostgreSQL is stopped (ECONNREFUSED).
 */
export async function createUnreachableDatabase(): Promise<Database> {
  const port = await freePort();
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/gone` });
  afterAll(() => pool.end());
  return drizzle(pool, { schema });
}
