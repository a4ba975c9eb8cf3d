import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { rowsOf } from '../../db/client';
import { createTestApp, getJson } from '../../../../tests/test-app';

const { app, db } = await createTestApp();

describe('GET /api/health', () => {
  it('says the process is alive', async () => {
    const res = await getJson(app, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('is ready once the database answers and has every migration of this build', async () => {
    const res = await getJson(app, '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const res = await getJson<ApiErrorBody>(app, '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'migrations' });
      expect(res.headers.get('retry-after')).toBe('10');
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await getJson(app, '/api/ready')).status).toBe(200);
  });

  it('is not ready once the server has begun to stop, while still alive', async () => {
    const { app: stopping } = await createTestApp({ isStopping: () => true });
    const ready = await getJson<ApiErrorBody>(stopping, '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'stopping' });
    expect((await getJson(stopping, '/api/health')).status).toBe(200);
  });
});
