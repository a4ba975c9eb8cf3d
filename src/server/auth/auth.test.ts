import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { referralCodePattern } from '../../shared/referral-code';
import { profiles, sessions, technicians, userRoles } from '../db/schema/index';
import { createTestApp, TEST_ORIGIN } from '../../../tests/test-app';
import { createUser, UserExistsError } from './create-user';
import { ensureFirstAdmin } from './first-admin';

const { app, db, auth } = await createTestApp();
const fresh = await createTestApp();
const logger = pino({ level: 'silent' });

// Sign-in is rate-limited per client address: each call comes from its own address unless told.
let clientNumber = 0;
const nextAddress = () => `203.0.113.${++clientNumber}`;

async function signIn(email: string, password: string, origin = TEST_ORIGIN, address = nextAddress()) {
  const res = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return { res, cookie, sessionCookie: cookie.split(';')[0] ?? '' };
}

async function me(cookie: string) {
  const res = await app.request('/api/me', { headers: { Cookie: cookie } });
  return {
    status: res.status,
    body: (await res.json()) as { user: { email: string }; roles: string[] } & ApiErrorBody,
  };
}

describe('accounts', () => {
  it('gives every new account a profile, a unique referral code and the customer role', async () => {
    const a = await createUser(auth, db, { email: 'Priya@Example.com', name: 'Priya', role: 'customer' });
    const b = await createUser(auth, db, { email: 'arjun@example.com', role: 'customer' });
    const rows = await db.select().from(profiles);
    const codes = rows.map((p) => p.referralCode);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) expect(code).toMatch(referralCodePattern);
    expect(rows.find((p) => p.userId === a.id)?.fullName).toBe('Priya');
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, b.id));
    expect(roles.map((r) => r.role)).toEqual(['customer']);
    await expect(createUser(auth, db, { email: 'priya@example.com', role: 'customer' })).rejects.toThrow(
      UserExistsError,
    );
  });

  it('makes staff: admins and technicians lose the customer role; technicians get a record', async () => {
    const tech = await createUser(auth, db, {
      email: 'tech@example.com',
      role: 'technician',
      password: 'tech-secret-1',
      phone: '+919876500001',
    });
    const roles = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, tech.id));
    expect(roles.map((r) => r.role)).toEqual(['technician']);
    const [record] = await db.select().from(technicians).where(eq(technicians.userId, tech.id));
    expect(record?.specialization).toBe('General Repair');
  });
});

describe('password sign-in (staff)', () => {
  it('signs an admin in with an httpOnly SameSite=Lax session cookie, and /api/me tells who it is', async () => {
    await createUser(auth, db, {
      email: 'admin@example.com',
      password: 'admin-pass-1',
      role: 'admin',
      name: 'Asha Admin',
    });
    const { res, cookie, sessionCookie } = await signIn('admin@example.com', 'admin-pass-1');
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const who = await me(sessionCookie);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({
      user: { email: 'admin@example.com', name: 'Asha Admin', phone: null },
      roles: ['admin'],
    });
  });

  it('refuses a wrong password without a cookie', async () => {
    const { res, cookie } = await signIn('admin@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect(cookie).toBe('');
  });

  it('slows down repeated sign-in attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await signIn('admin@example.com', 'guess-' + i, TEST_ORIGIN, '198.51.100.7')).res.status,
      );
    expect(statuses).toContain(429);
    // Another address is not affected.
    expect((await signIn('admin@example.com', 'admin-pass-1')).res.status).toBe(200);
  });

  it('has no password sign-up from the web', async () => {
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-1', name: 'X' }),
    });
    expect(res.ok).toBe(false);
    expect((await signIn('intruder@example.com', 'intruder-1')).res.status).toBe(401);
  });

  it('applies a role change on the next request', async () => {
    const { sessionCookie } = await signIn('admin@example.com', 'admin-pass-1');
    const [user] = await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'));
    await db.delete(userRoles).where(and(eq(userRoles.userId, user!.userId), eq(userRoles.role, 'admin')));
    expect((await me(sessionCookie)).body.roles).toEqual([]);
    await db.insert(userRoles).values({ userId: user!.userId, role: 'admin' });
    expect((await me(sessionCookie)).body.roles).toEqual(['admin']);
  });

  it('revokes the session on the server at sign-out', async () => {
    const { sessionCookie } = await signIn('admin@example.com', 'admin-pass-1');
    const before = await db.select().from(sessions);
    const out = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Cookie: sessionCookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(await db.select().from(sessions)).toHaveLength(before.length - 1);
    expect((await me(sessionCookie)).status).toBe(401);
  });
});

describe('access', () => {
  it('answers /api/me without a session with 401 in the one error shape', async () => {
    const who = await me('');
    expect(who.status).toBe(401);
    expect(who.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect((await me('better-auth.session_token=forged.value')).status).toBe(401);
  });

  it('refuses state-changing requests from another origin or none', async () => {
    const evil = await signIn('admin@example.com', 'admin-pass-1', 'https://evil.example');
    expect(evil.res.status).toBe(403);
    expect(evil.cookie).toBe('');
    const none = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-pass-1' }),
    });
    expect(none.status).toBe(403);
    expect(((await none.json()) as ApiErrorBody).error.code).toBe('ORIGIN_REFUSED');
  });

  it('in development without PUBLIC_ORIGIN, accepts pages opened under another name of the server', async () => {
    const dev = await createTestApp({ acceptRequestHost: true });
    await createUser(dev.auth, dev.db, {
      email: 'devadmin@example.com',
      role: 'admin',
      password: 'admin-pass-1',
    });
    const signInVia = (url: string, origin: string) =>
      dev.app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': nextAddress() },
        body: JSON.stringify({ email: 'devadmin@example.com', password: 'admin-pass-1' }),
      });
    // Opened as http://127.0.0.1:3000 or from a phone on the network: the form works.
    for (const origin of ['http://127.0.0.1:3000', 'http://192.168.1.20:3000']) {
      const res = await signInVia(`${origin}/api/auth/sign-in/email`, origin);
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('set-cookie')).toContain('session_token');
    }
    // Another site posting to it is still refused, with a message that names the right address.
    const evil = await signInVia('http://127.0.0.1:3000/api/auth/sign-in/email', 'https://evil.example');
    expect(evil.status).toBe(403);
    const body = (await evil.json()) as ApiErrorBody;
    expect(body.error).toMatchObject({ code: 'ORIGIN_REFUSED', params: { origin: TEST_ORIGIN } });
    expect(body.error.message).toContain(TEST_ORIGIN);
    // Without the development rule, only the public origin is accepted.
    const strict = await app.request('http://127.0.0.1:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:3000' },
      body: '{}',
    });
    expect(strict.status).toBe(403);
  });
});

describe('request size', () => {
  it('refuses an oversized body before reading it all, in the one error shape', async () => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'admin@example.com', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large.',
    });
  });
});

describe('the first admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD only while no admin exists', async () => {
    await ensureFirstAdmin(
      fresh.auth,
      fresh.db,
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-pass-1' },
      logger,
    );
    await ensureFirstAdmin(
      fresh.auth,
      fresh.db,
      { ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'other-pass-1' },
      logger,
    );
    const admins = await fresh.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
    const res = await fresh.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: 'boss@example.com', password: 'boss-pass-1' }),
    });
    expect(res.status).toBe(200);
  });

  it('is announced in the log without its e-mail address, whichever way the start goes', async () => {
    const lines: string[] = [];
    const capturing = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const emails = [
      'logged-first@example.com',
      'logged-race@example.com',
      'logged-taken@example.com',
    ] as const;
    // Made, made by one of several processes starting together, and refused for an existing account.
    const made = await createTestApp();
    await ensureFirstAdmin(
      made.auth,
      made.db,
      { ADMIN_EMAIL: emails[0], ADMIN_PASSWORD: 'logged-pass-1' },
      capturing,
    );
    const race = await createTestApp();
    const raceEnv = { ADMIN_EMAIL: emails[1], ADMIN_PASSWORD: 'logged-pass-2' };
    await Promise.all(
      Array.from({ length: 3 }, () => ensureFirstAdmin(race.auth, race.db, raceEnv, capturing)),
    );
    const taken = await createTestApp();
    await createUser(taken.auth, taken.db, { email: emails[2], name: 'Taken', role: 'customer' });
    await ensureFirstAdmin(
      taken.auth,
      taken.db,
      { ADMIN_EMAIL: emails[2], ADMIN_PASSWORD: 'logged-pass-3' },
      capturing,
    );

    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((msg) => msg === 'created the first admin from ADMIN_EMAIL')).toHaveLength(2);
    expect(messages.some((msg) => msg.startsWith('ADMIN_EMAIL belongs to an existing account'))).toBe(true);
    for (const email of emails) {
      const [local] = email.split('@');
      for (const line of lines) expect(line.toLowerCase()).not.toContain(local);
    }
  });

  it('is created once when several processes start together, and none of them fails', async () => {
    const other = await createTestApp();
    const env = { ADMIN_EMAIL: 'first@example.com', ADMIN_PASSWORD: 'first-pass-1' };
    await Promise.all(Array.from({ length: 3 }, () => ensureFirstAdmin(other.auth, other.db, env, logger)));
    const admins = await other.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
    const res = await other.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
  });
});
