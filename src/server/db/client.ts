import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { NamingClient } from './named-statements';
import type { ListenHandlers } from './pg-listener';
import { listenOnPostgres } from './pg-listener';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Human-readable location, for logs: a directory or a host/database. */
  location: string;
  /** PostgreSQL only: the connection URL, for a second connection pool (as a second process has). */
  url?: string;
  /** Embedded only: the PGlite client itself, for backups and for moving the data to PostgreSQL. */
  embedded?: PGlite;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (or several, on one connection): every committed pg_notify on it reaches
   * `onNotify`, from this process or (on PostgreSQL) any other. Resolves with the function that stops
   * listening.
   */
  listen(channel: string | readonly string[], handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection (a new one, or a free one from the pool). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * The project's drizzle/ folder, found upwards from this module: it runs from src/server/db (tsx,
 * tests) and from the prebuilt dist/server (`npm start`).
 */
export const migrationsFolder = findUpwards(path.dirname(fileURLToPath(import.meta.url)), 'drizzle');

function findUpwards(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no ${name}/ folder above ${from}`);
  }
}

/**
 * The embedded database's buffer cache. PostgreSQL's default (128 MB) is allocated and touched when
 * PGlite starts, inside the process; the catalogue and a shop's bookings fit in far less, and the
 * operating system caches the data files besides (decision 021). Set on the command line, so the data
 * directory's postgresql.conf stays as initdb wrote it.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already-open PGlite instance (tests load one from a migrated snapshot). */
  pglite?: PGlite;
  /** PostgreSQL: name each statement shape so each connection plans it once (default true). */
  preparedStatements?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.preparedStatements ?? true);
  if (options.pglite) return wrapPglite(options.pglite, 'in-memory', () => {});
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory');
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: path.join(options.dataDir, 'pgdata'),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    return wrapPglite(client, options.dataDir, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, location: string, onClose: () => void): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location,
    embedded: client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    // One process owns the embedded database, so its own connection hears every notification.
    listen: async (channel, handlers) => {
      const channels = typeof channel === 'string' ? [channel] : channel;
      const unlisten = await Promise.all(
        channels.map((name) => client.listen(name, (payload) => handlers.onNotify(payload, name))),
      );
      return async () => {
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
      };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, preparedStatements: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(preparedStatements ? { Client: NamingClient } : {}),
    max: 10,
    // A database that does not answer (a network cut, a failover) fails the request after this long
    // (503, try again) instead of holding it open forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server closes (restart, failover, a dropped database) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start, with the reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const drizzled = drizzlePg(pool, { schema });
  const url = new URL(databaseUrl);
  return {
    db: drizzled as unknown as Database,
    kind: 'postgres',
    url: databaseUrl,
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    migrate: async () => {
      // Several app processes may start together: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock(4242001)');
        await migratePg(drizzled, { migrationsFolder });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock(4242001)').catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
    close: () => pool.end(),
  };
}

/** The rows of a raw `db.execute` (both drivers answer with `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
