import { describe, expect, it } from 'vitest';
import { postJson } from '../../../tests/auth-helpers';
import { createTechnician, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { passwordFailures } from '../db/schema/index';
import { removeExpiredData } from '../domain/data-retention';

// Staff password sign-in is counted per sign-in name, from whatever addresses the tries come: after
// 5 failures in a row the name is refused for a minute, then for twice as long after each further
// failure, and a name no account has is answered exactly the same way (decision 005).

let now = new Date('2026-11-24T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const { app, auth, db } = await createTestApp({ clock: () => now });

let network = 0;
/** Each try from an address of its own network, unless told. */
const anotherAddress = () => `203.0.${++network % 250}.9`;

const adminSignIn = (email: string, password: string, address = anotherAddress()) =>
  postJson(app, '/api/auth/sign-in/email', { email, password }, { address });
const technicianSignIn = (identifier: string, password: string, address = anotherAddress()) =>
  postJson(app, '/api/auth/technician/sign-in', { identifier, password }, { address });

async function newAdmin(email: string) {
  const password = 'right-pass-2026';
  await createUser(auth, db, { email, password, role: 'admin' });
  return { email, password };
}

describe('staff password sign-in', () => {
  it('refuses even the right admin password after 18 wrong ones from 6 addresses', async () => {
    const admin = await newAdmin('probed.admin@example.com');
    for (let address = 1; address <= 6; address++) {
      for (let i = 0; i < 3; i++) {
        const res = await adminSignIn(admin.email, `wrong-pass-${address}-${i}`, `192.0.2.${address}`);
        expect([401, 429]).toContain(res.status);
      }
    }
    const right = await adminSignIn(admin.email, admin.password, '198.51.100.200');
    expect(right.status).toBe(429);
    expect(right.body.error).toMatchObject({
      code: 'SIGN_IN_LOCKED',
      message: 'Too many failed sign-in attempts. For your security, please try again in 1 minute.',
      retryAfterSeconds: 60,
      params: { count: 1 },
    });
    expect(right.cookie).toBe('');
  });

  it('locks after 5 failures in a row, for a minute and then twice as long after each failure', async () => {
    const admin = await newAdmin('backoff.admin@example.com');
    for (let i = 0; i < 5; i++) {
      const wrong = await adminSignIn(admin.email, `wrong-pass-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error?.code).toBe('UNAUTHORIZED');
    }
    expect((await adminSignIn(admin.email, admin.password)).body.error?.retryAfterSeconds).toBe(60);

    advance(61 * SECOND);
    expect((await adminSignIn(admin.email, 'wrong-again-1')).status).toBe(401);
    const second = await adminSignIn(admin.email, admin.password);
    expect(second.body.error).toMatchObject({ code: 'SIGN_IN_LOCKED', retryAfterSeconds: 120 });

    advance(121 * SECOND);
    expect((await adminSignIn(admin.email, 'wrong-again-2')).status).toBe(401);
    expect((await adminSignIn(admin.email, admin.password)).body.error).toMatchObject({
      code: 'SIGN_IN_LOCKED',
      retryAfterSeconds: 240,
      params: { count: 4 },
    });

    advance(4 * MINUTE + SECOND);
    const through = await adminSignIn(admin.email, admin.password);
    expect(through.status).toBe(200);
    expect(through.cookie).not.toBe('');
  });

  it('starts counting again after a sign-in gets through', async () => {
    const admin = await newAdmin('typo.admin@example.com');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await adminSignIn(admin.email, `typo-${i}`)).status).toBe(401);
      expect((await adminSignIn(admin.email, admin.password)).status).toBe(200);
    }
  });

  it('answers a name that has no account exactly as one that has', async () => {
    const admin = await newAdmin('real.admin@example.com');
    const ghost = 'no.such.admin@example.com';
    for (let i = 0; i < 5; i++) {
      const real = await adminSignIn(admin.email, `wrong-pass-${i}`);
      const none = await adminSignIn(ghost, `wrong-pass-${i}`);
      expect(none.status).toBe(real.status);
      expect(none.body).toEqual(real.body);
    }
    const realLocked = await adminSignIn(admin.email, admin.password);
    const noneLocked = await adminSignIn(ghost, admin.password);
    expect(realLocked.status).toBe(429);
    expect(noneLocked.status).toBe(429);
    expect(noneLocked.body).toEqual(realLocked.body);
  });

  it('locks the technician sign-in too, by phone number however it is written', async () => {
    const technician = await createTechnician(auth, db, { phone: '+919812300001' });
    for (const identifier of ['9812300001', '+919812300001', '+91-9812300001', '98123 00001', '9812300001']) {
      expect((await technicianSignIn(identifier, 'not-the-pass')).status).toBe(401);
    }
    const locked = await technicianSignIn('9812300001', 'tech-pass-1');
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('SIGN_IN_LOCKED');
    expect(locked.cookie).toBe('');

    advance(61 * SECOND);
    const through = await technicianSignIn('+919812300001', 'tech-pass-1');
    expect(through.status).toBe(200);
    expect(through.body).toMatchObject({ user: { id: technician.user.id } });
  });

  it('counts an e-mail the same on both sign-in pages', async () => {
    const technician = await createTechnician(auth, db, { phone: '+919812300002' });
    const email = technician.user.email;
    for (let i = 0; i < 3; i++) await technicianSignIn(email.toUpperCase(), `nope-${i}`);
    for (let i = 0; i < 2; i++) await adminSignIn(email, `nope-more-${i}`);
    expect((await technicianSignIn(email, 'tech-pass-1')).body.error?.code).toBe('SIGN_IN_LOCKED');
  });

  it('lets parallel guesses past the lock no more than it lets one at a time', async () => {
    const admin = await newAdmin('parallel.admin@example.com');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => adminSignIn(admin.email, `parallel-guess-${i}`)),
    );
    expect(answers.filter((res) => res.status === 401)).toHaveLength(5);
    expect(answers.filter((res) => res.body.error?.code === 'SIGN_IN_LOCKED')).toHaveLength(7);
  });

  it('forgets failures after a day without one, and sweeps them away', async () => {
    const admin = await newAdmin('forgetful.typist@example.com');
    for (let i = 0; i < 4; i++) await adminSignIn(admin.email, `typo-${i}`);
    advance(24 * 60 * MINUTE + SECOND);
    for (let i = 0; i < 4; i++) expect((await adminSignIn(admin.email, `typo-${i}`)).status).toBe(401);
    expect((await adminSignIn(admin.email, admin.password)).status).toBe(200);

    await adminSignIn('someone.else@example.com', 'a-guess-1');
    await removeExpiredData(db, new Date(now.getTime() + 24 * 60 * MINUTE + SECOND));
    expect(await db.select().from(passwordFailures)).toEqual([]);
  });
});
