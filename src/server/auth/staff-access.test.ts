import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, latestCodeFor, outboxFor, postJson, signInByEmailCode } from '../../../tests/auth-helpers';
import { createTestApp } from '../../../tests/test-app';
import { sessions, userRoles, users } from '../db/schema/index';
import { createUser } from './create-user';

const { app, db, auth } = await createTestApp({ devOutbox: true });

const technician = await createUser(auth, db, {
  email: 'sunil.tech@example.com',
  name: 'Sunil Nayak',
  phone: '9876500001',
  password: 'tech-pass-1',
  role: 'technician',
});
await createUser(auth, db, {
  email: 'boss@example.com',
  name: 'Asha Admin',
  password: 'admin-pass-1',
  role: 'admin',
});
await createUser(auth, db, {
  email: 'cust@example.com',
  name: 'Custo Mer',
  password: 'cust-pass-1',
  role: 'customer',
});

const techSignIn = (identifier: string, password: string) =>
  postJson(app, '/api/auth/technician/sign-in', { identifier, password });
const adminSignIn = (email: string, password: string) =>
  postJson(app, '/api/auth/sign-in/email', { email, password });

describe('technician sign-in', () => {
  it('accepts the phone number plain or with +91, or the e-mail, with the password', async () => {
    for (const identifier of ['9876500001', '+919876500001', '+91-9876500001', 'Sunil.Tech@example.com']) {
      const res = await techSignIn(identifier, 'tech-pass-1');
      expect(res.status, identifier).toBe(200);
      expect(res.body).toMatchObject({
        user: { id: technician.id, phone: '+919876500001' },
        roles: ['technician'],
      });
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    }
  });

  it('refuses a wrong password, a partial name, and anyone without the technician role', async () => {
    for (const [identifier, password] of [
      ['9876500001', 'wrong-pass'],
      ['Sunil', 'tech-pass-1'],
      ['sunil', 'tech-pass-1'],
      ['cust@example.com', 'cust-pass-1'],
      ['boss@example.com', 'admin-pass-1'],
      ['9999999999', 'tech-pass-1'],
    ] as const) {
      const res = await techSignIn(identifier, password);
      expect(res.status, identifier).toBe(401);
      expect(res.body.error?.code).toBe('UNAUTHORIZED');
      expect(res.cookie).toBe('');
    }
  });

  it('asks for both fields', async () => {
    const res = await techSignIn('', '');
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toMatchObject({ identifier: 'Please enter both email and password' });
  });
});

describe('staff accounts', () => {
  it('sign in only with their password: no code is sent to them (sign-in-channels.test.ts), and one sent before the role came does not sign in', async () => {
    await createUser(auth, db, { email: 'soon.staff@example.com', name: 'Soon Staff', role: 'customer' });
    expect(
      (await postJson(app, '/api/auth/email-otp/send', { email: 'soon.staff@example.com' })).status,
    ).toBe(200);
    const code = await latestCodeFor(app, 'soon.staff@example.com');
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'soon.staff@example.com'));
    await db.insert(userRoles).values({ userId: person!.id, role: 'admin' });
    const byEmail = await postJson(app, '/api/auth/email-otp/verify', {
      email: 'soon.staff@example.com',
      code,
    });
    expect(byEmail.status).toBe(403);
    expect(byEmail.body.error?.message).toContain('sign in with their password');
    expect(byEmail.cookie).toBe('');
  });
});

describe('sessions in use', () => {
  it('are extended, and the browser gets the renewed cookie', async () => {
    const cookie = await signInByEmailCode(app, 'regular@example.com');
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'regular@example.com'));
    // Make the session two days old: past the one-day refresh age.
    const old = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
    await db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, user!.id));
    const res = await app.request('/api/session', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie') ?? '').toMatch(/session_token=.+Max-Age=2592000/i);
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 24 * 60 * 60 * 1000);
  });
});

describe('role checks on protected routes', () => {
  it('lets each role reach its own routes only', async () => {
    const customer = await signInByEmailCode(app, 'plain.customer@example.com');
    const tech = (await techSignIn('9876500001', 'tech-pass-1')).cookie;
    const admin = (await adminSignIn('boss@example.com', 'admin-pass-1')).cookie;
    const routes = ['/api/profile', '/api/technician/jobs', '/api/admin/users'];
    const statuses = async (cookie?: string) =>
      Promise.all(routes.map(async (route) => (await getAs(app, route, cookie)).status));

    expect(await statuses()).toEqual([401, 401, 401]);
    expect(await statuses(customer)).toEqual([200, 403, 403]);
    expect(await statuses(tech)).toEqual([200, 200, 403]);
    expect(await statuses(admin)).toEqual([200, 403, 200]);
  });

  it('lists users for admins without their e-mail addresses', async () => {
    const admin = (await adminSignIn('boss@example.com', 'admin-pass-1')).cookie;
    const res = await getAs(app, '/api/admin/users', admin);
    const list = res.body.users as { name: string; roles: string[] }[];
    expect(list.find((u) => u.name === 'Sunil Nayak')?.roles).toEqual(['technician']);
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });
});

describe('password reset', () => {
  it('mails a link to password accounts, sets the new password once and ends old sessions', async () => {
    const old = (await adminSignIn('boss@example.com', 'admin-pass-1')).cookie;
    const asked = await postJson(app, '/api/auth/request-password-reset', { email: 'boss@example.com' });
    expect(asked.status).toBe(200);
    const [mail] = await outboxFor(app, 'boss@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/reset-password');
    // The link names the admins' sign-in page to return to, from the account's role.
    expect(link.searchParams.get('area')).toBe('admin');
    const token = link.searchParams.get('token')!;

    const tooShort = await postJson(app, '/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.status).toBe(400);

    const reset = await postJson(app, '/api/auth/reset-password', { token, newPassword: 'new-admin-pass' });
    expect(reset.status).toBe(200);
    expect((await getAs(app, '/api/me', old)).status).toBe(401);
    expect((await adminSignIn('boss@example.com', 'admin-pass-1')).status).toBe(401);
    expect((await adminSignIn('boss@example.com', 'new-admin-pass')).status).toBe(200);

    const reused = await postJson(app, '/api/auth/reset-password', { token, newPassword: 'another-pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.error?.code).toBe('BAD_REQUEST');
  });

  it('names the sign-in page of the account’s role in the link, whoever asks from wherever', async () => {
    const areaOfLink = async (email: string) => {
      expect((await postJson(app, '/api/auth/request-password-reset', { email })).status).toBe(200);
      const [mail] = await outboxFor(app, email);
      return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('area');
    };
    expect(await areaOfLink('sunil.tech@example.com')).toBe('technician');
    // A customer's account (which has a password here) returns to the customers' page.
    expect(await areaOfLink('cust@example.com')).toBeNull();
    // What the request asks for changes nothing: the server reads the role.
    expect(
      (
        await postJson(app, '/api/auth/request-password-reset', {
          email: 'cust@example.com',
          redirectTo: '/admin/auth',
        })
      ).status,
    ).toBe(200);
    const [mail] = await outboxFor(app, 'cust@example.com');
    expect(new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('area')).toBeNull();
  });

  it('sends nothing to accounts without a password, nor says whether an account exists', async () => {
    await signInByEmailCode(app, 'code.only@example.com');
    for (const email of ['code.only@example.com', 'ghost@example.com']) {
      const res = await postJson(app, '/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
      const subjects = (await outboxFor(app, email)).map((m) => m.subject);
      expect(subjects.some((s) => s?.includes('password'))).toBe(false);
    }
  });
});

describe('what the auth endpoints expose', () => {
  it('never puts a session token in a response body', async () => {
    const signedIn = await adminSignIn('cust@example.com', 'cust-pass-1');
    expect(signedIn.status).toBe(200);
    expect(JSON.stringify(signedIn.body)).not.toMatch(/token/i);
    const [row] = await db
      .select({ token: sessions.token })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'cust@example.com'));
    const session = await getAs(app, '/api/auth/get-session', signedIn.cookie);
    expect(session.status).toBe(200);
    expect(JSON.stringify(session.body)).not.toContain(row!.token);
  });

  it('answers only the endpoints the product uses, in the one error shape', async () => {
    const signUp = await postJson(app, '/api/auth/sign-up/email', {
      email: 'intruder@example.com',
      password: 'intruder-1',
      name: 'X',
    });
    expect(signUp.status).toBe(404);
    expect(signUp.body.error?.code).toBe('NOT_FOUND');
    expect((await getAs(app, '/api/auth/list-sessions')).status).toBe(404);
    const wrong = await adminSignIn('cust@example.com', 'nope-nope');
    expect(Object.keys(wrong.body)).toEqual(['error']);
    expect(Object.keys(wrong.body.error ?? {}).sort()).toEqual(['code', 'message', 'reason']);
    // The library's reason, for the web's own words; nothing about which part was wrong.
    expect(wrong.body.error?.reason).toBe('invalid_email_or_password');
    expect(wrong.body.error?.code).toBe('UNAUTHORIZED');
  });

  it('reports Google sign-in as not configured, and refuses it', async () => {
    expect((await getAs(app, '/api/auth-config')).body).toMatchObject({ google: false });
    const res = await postJson(app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.error?.code).toBeDefined();
  });
});

describe('Google sign-in when configured', async () => {
  const withGoogle = await createTestApp({ google: true });

  it('sends the browser to Google with our client id and callback', async () => {
    expect((await getAs(withGoogle.app, '/api/auth-config')).body).toMatchObject({ google: true });
    const res = await postJson(withGoogle.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    expect(res.status).toBe(200);
    const url = new URL((res.body as { url: string }).url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });

  it('refuses a callback address on another site', async () => {
    for (const callbackURL of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
      const res = await postJson(withGoogle.app, '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL,
      });
      expect(res.status, callbackURL).toBe(403);
    }
  });
});

describe('cookies behind HTTPS', async () => {
  const secure = await createTestApp({ origin: 'https://doorstep.example', devOutbox: true });

  it('marks the session cookie Secure when the site is served over https', async () => {
    const email = 'secure@example.com';
    const headers = { origin: 'https://doorstep.example' };
    await postJson(secure.app, '/api/auth/email-otp/send', { email, createUser: true }, headers);
    const code = /\b(\d{6})\b/.exec((await outboxFor(secure.app, email))[0]!.text)![1]!;
    const res = await postJson(secure.app, '/api/auth/email-otp/verify', { email, code }, headers);
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(/; Secure/i);
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Lax/i);
  });
});
