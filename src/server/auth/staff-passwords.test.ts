import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { outboxFor, postJson, signInWithPassword } from '../../../tests/auth-helpers';
import { createTechnician, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { setCredentialPassword } from './admin-accounts';

// Every new password of a staff account is at least 10 characters and not one of the passwords
// people use most (decision 005), wherever it is set. Signing in still only asks for 6 characters.

const { app, auth, db } = await createTestApp({ devOutbox: true });
await createUser(auth, db, { email: 'desk.admin@example.com', password: 'desk-admin-pass', role: 'admin' });
const adminCookie = await signInWithPassword(app, 'desk.admin@example.com', 'desk-admin-pass');

const TOO_SHORT = 'Password must be at least 10 characters';
const TOO_COMMON = 'This password is one of the most common. Please choose another.';

const newUser = (password: string) =>
  postJson(
    app,
    '/api/admin/users',
    { fullName: 'Nita Nanda', email: 'nita.nanda@example.com', password, role: 'admin' },
    { cookie: adminCookie },
  );

describe('new staff passwords', () => {
  it('an admin creating an account: at least 10 characters, none of the common ones, any case', async () => {
    const short = await newUser('nine-char');
    expect(short.status).toBe(400);
    expect(short.body.error?.fields).toEqual({ password: TOO_SHORT });
    for (const common of ['password123', 'Password123', 'QWERTYUIOP', '1q2w3e4r5t']) {
      const res = await newUser(common);
      expect(res.status, common).toBe(400);
      expect(res.body.error?.fields, common).toEqual({ password: TOO_COMMON });
    }
    expect((await newUser('nita-desk-2026')).status).toBe(201);
  });

  it('an admin creating a technician, or setting a technician’s password', async () => {
    const body = {
      name: 'Tarun Sahu',
      email: 'tarun.sahu@example.com',
      phone: '9812311111',
      password: 'iloveyou123',
    };
    const common = await postJson(app, '/api/admin/technicians', body, { cookie: adminCookie });
    expect(common.body.error?.fields).toEqual({ password: TOO_COMMON });
    const created = await postJson(
      app,
      '/api/admin/technicians',
      { ...body, password: 'tarun-bench-77' },
      { cookie: adminCookie },
    );
    expect(created.status).toBe(201);
    const { technician } = created.body as unknown as { technician: { id: number } };

    const setPassword = (password: string) =>
      postJson(
        app,
        `/api/admin/technicians/${technician.id}/password`,
        { password },
        { cookie: adminCookie },
      );
    expect((await setPassword('short-one')).body.error?.fields).toEqual({ password: TOO_SHORT });
    expect((await setPassword('1234567890')).body.error?.fields).toEqual({ password: TOO_COMMON });
    expect((await setPassword('tarun-bench-78')).status).toBe(200);
  });

  it('a technician changing their own password', async () => {
    const technician = await createTechnician(auth, db, { phone: '+919812322222' });
    const cookie = await signInWithPassword(app, technician.user.email, 'tech-pass-1');
    const change = (newPassword: string) =>
      postJson(
        app,
        '/api/technician/password',
        { currentPassword: 'tech-pass-1', newPassword, confirmPassword: newPassword },
        { cookie, method: 'PUT' },
      );
    expect((await change('tech-pass')).body.error?.fields).toEqual({ newPassword: TOO_SHORT });
    expect((await change('basketball')).body.error?.fields).toEqual({ newPassword: TOO_COMMON });
    expect((await change('my-own-bench-9')).status).toBe(200);
  });

  it('a password reset from the e-mailed link', async () => {
    await createUser(auth, db, { email: 'forgetful@example.com', password: 'forgot-it-2026', role: 'admin' });
    expect(
      (await postJson(app, '/api/auth/request-password-reset', { email: 'forgetful@example.com' })).status,
    ).toBe(200);
    const [mail] = await outboxFor(app, 'forgetful@example.com');
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    const reset = (newPassword: string) => postJson(app, '/api/auth/reset-password', { token, newPassword });

    const short = await reset('only-nine');
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: TOO_SHORT } });
    const common = await reset('password1234');
    expect(common.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: TOO_COMMON },
    });
    // The refusals leave the link usable.
    expect((await reset('remembered-2026')).status).toBe(200);
    expect(
      (await signInWithPassword(app, 'forgetful@example.com', 'remembered-2026')).length,
    ).toBeGreaterThan(0);
  });

  it('the command line (npm run user:create)', () => {
    for (const [password, message] of [
      ['short-pw', '--password must be at least 10 characters'],
      ['superman123', '--password is one of the most common passwords: choose another'],
    ] as const) {
      const run = spawnSync(
        'npx',
        [
          'tsx',
          'src/server/auth/user-create-cli.ts',
          '--role',
          'admin',
          '--email',
          'cli@example.com',
          '--password',
          password,
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: '/nonexistent/never-opened' },
        },
      );
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain(message);
    }
  }, 60_000);

  it('but an account made before the rule still signs in with its older, shorter password', async () => {
    const { id } = await createUser(auth, db, { email: 'old.staff@example.com', role: 'admin' });
    const hash = await (await auth.$context).password.hash('old-pw');
    await setCredentialPassword(auth, db, id, hash, new Date());
    expect((await signInWithPassword(app, 'old.staff@example.com', 'old-pw')).length).toBeGreaterThan(0);
  });
});
