import pino from 'pino';
import { afterAll } from 'vitest';
import { createApp } from '../src/server/app';
import type { AppDeps } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** The real app on a fresh database; closed after the file's tests. */
export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const auth = createAuth({
    db: database.db,
    logger,
    env: { publicOrigin: TEST_ORIGIN },
    secret: TEST_SECRET,
  });
  const { app, catalogueCache } = createApp({
    db: database.db,
    logger,
    auth,
    publicOrigin: TEST_ORIGIN,
    // Requests made in tests have no socket; they name their client address in X-Forwarded-For.
    trustProxy: true,
    ...overrides,
  });
  afterAll(() => database.close());
  return { app, db: database.db, auth, catalogueCache, database };
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
