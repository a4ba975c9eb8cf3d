import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  getAs,
  latestCodeFor,
  nextAddress,
  postJson,
  signInByEmailCode,
  signInWithPassword,
} from '../../../tests/auth-helpers';
import { createUser } from '../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../tests/test-app';
import { sessions, users } from '../db/schema/index';

// The sessions table keeps a hash of each session's token, never the token a cookie carries: a copy
// of the database (or of DATA_DIR with its generated secret) signs nobody in. Sessions work as before.

const { app, db, auth } = await createTestApp({ devOutbox: true });

/** The session token inside a Cookie header (the value is `token.signature`). */
function tokenIn(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
  return value.slice(0, value.lastIndexOf('.'));
}

async function sessionRowsOf(email: string) {
  return db
    .select({ id: sessions.id, token: sessions.token, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
}

describe('session tokens at rest', () => {
  it('are stored hashed, and the cookie still signs in', async () => {
    const cookie = await signInByEmailCode(app, 'hashed.session@example.com');
    const token = tokenIn(cookie);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await sessionRowsOf('hashed.session@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).not.toBe(token);
    expect(rows[0]!.token).not.toContain(token);
    expect(rows[0]!.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await getAs(app, '/api/me', cookie)).status).toBe(200);
  });

  it('are extended as before: the renewed cookie carries the token, not its hash', async () => {
    const cookie = await signInByEmailCode(app, 'renewed.session@example.com');
    const [row] = await sessionRowsOf('renewed.session@example.com');
    const old = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
    await db.update(sessions).set({ expiresAt: old }).where(eq(sessions.id, row!.id));
    const res = await app.request('/api/session', { headers: { Cookie: cookie } });
    const renewed = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(tokenIn(renewed)).toBe(tokenIn(cookie));
    expect((await getAs(app, '/api/me', renewed)).status).toBe(200);
    const [after] = await sessionRowsOf('renewed.session@example.com');
    expect(after!.token).toBe(row!.token);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('end on sign-out', async () => {
    const cookie = await signInByEmailCode(app, 'leaving@example.com');
    expect(await sessionRowsOf('leaving@example.com')).toHaveLength(1);
    const out = await postJson(app, '/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect(await sessionRowsOf('leaving@example.com')).toEqual([]);
    expect((await getAs(app, '/api/me', cookie)).status).toBe(401);
  });

  it("a technician's password change keeps the session it came from and ends the others", async () => {
    await createUser(auth, db, {
      email: 'two.phones@example.com',
      role: 'technician',
      phone: '9876500091',
      password: 'tech-pass-1',
    });
    const here = await signInWithPassword(app, 'two.phones@example.com', 'tech-pass-1');
    const lost = await signInWithPassword(app, 'two.phones@example.com', 'tech-pass-1');
    const change = await postJson(
      app,
      '/api/technician/password',
      { currentPassword: 'tech-pass-1', newPassword: 'tech-pass-22', confirmPassword: 'tech-pass-22' },
      { cookie: here, method: 'PUT' },
    );
    expect(change.status).toBe(200);
    expect((await getAs(app, '/api/me', here)).status).toBe(200);
    expect((await getAs(app, '/api/me', lost)).status).toBe(401);
    expect(await sessionRowsOf('two.phones@example.com')).toHaveLength(1);
  });

  it('kept as given before the upgrade are hashed by the migration, and their cookies keep working', async () => {
    const cookie = await signInByEmailCode(app, 'before.upgrade@example.com');
    const [row] = await sessionRowsOf('before.upgrade@example.com');
    // As the table held it before: the token itself.
    await db
      .update(sessions)
      .set({ token: tokenIn(cookie) })
      .where(eq(sessions.id, row!.id));
    expect((await getAs(app, '/api/me', cookie)).status).toBe(401);
    const migration = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0015_secrets_at_rest.sql'),
      'utf8',
    );
    const hashing = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "sessions"'));
    await db.execute(sql.raw(hashing!));
    const [hashed] = await sessionRowsOf('before.upgrade@example.com');
    expect(hashed!.token).toBe(row!.token);
    expect((await getAs(app, '/api/me', cookie)).status).toBe(200);
  });
});

describe('answers of the sign-in endpoints', () => {
  it('are kept by no cache, whatever they say', async () => {
    const email = 'no.cache@example.com';
    const answers = [
      await app.request('/api/auth/email-otp/send', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          'X-Forwarded-For': nextAddress(),
        },
        body: JSON.stringify({ email, createUser: true }),
      }),
      await app.request('/api/auth/email-otp/verify', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          'X-Forwarded-For': nextAddress(),
        },
        body: JSON.stringify({ email, code: await latestCodeFor(app, email) }),
      }),
      await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          'X-Forwarded-For': nextAddress(),
        },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      }),
    ];
    const cookie = (answers[1]!.headers.get('set-cookie') ?? '').split(';')[0]!;
    answers.push(
      await app.request('/api/auth/get-session', { headers: { Cookie: cookie } }),
      await app.request('/api/auth/sign-out', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_ORIGIN,
          Cookie: cookie,
          'X-Forwarded-For': nextAddress(),
        },
        body: '{}',
      }),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 200, 200]);
    for (const res of answers) expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });
});
