import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../src/server/app';
import type { AppDeps } from '../src/server/app';
import { createTestDatabase } from './test-database';

/** The real app on a fresh database; closed after the file's tests. */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const { app, catalogueCache } = createApp({ db: database.db, logger, ...overrides });
  afterAll(() => database.close());
  return { app, db: database.db, catalogueCache, database };
}

export async function getJson<T = unknown>(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await app.request(path, { headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}
