import { describe, expect, it } from 'vitest';
import { outboxFor, postJson } from '../../../tests/auth-helpers';
import { createTechnician, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { passwordFailures } from '../db/schema/index';
import { removeExpiredData } from '../domain/data-retention';

// Staff password sign-in is counted per sign-in name and client network: after 5 failures in a row
// from one network the name is refused there for a minute, then for twice as long after each further
// failure, while the person signs in from their own network at once. A network trying many names is
// refused for all of them; a name failing from many networks reaches a ceiling that only its own
// browsers and a password reset get past. A name no account has is answered exactly the same way
// (decisions 005 and 028).

let now = new Date('2026-11-24T10:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const { app, auth, db } = await createTestApp({ clock: () => now, devOutbox: true });

let network = 0;
/**
 * A network of its own (an IPv4 /24 no other test uses), as a source of its addresses: each try comes
 * from another address of it, as the auth library also limits each address to a few tries a minute.
 */
function newNetwork() {
  const n = ++network;
  let host = 0;
  return () => `203.0.${n}.${++host}`;
}
const anotherNetwork = () => newNetwork()();

const adminSignIn = (email: string, password: string, address: string, cookie?: string) =>
  postJson(app, '/api/auth/sign-in/email', { email, password }, { address, cookie });
const technicianSignIn = (identifier: string, password: string, address: string) =>
  postJson(app, '/api/auth/technician/sign-in', { identifier, password }, { address });

async function newAdmin(email: string) {
  const password = 'right-pass-2026';
  await createUser(auth, db, { email, password, role: 'admin' });
  return { email, password };
}

describe('staff password sign-in', () => {
  it('lets the admin in from their own network at once after 12 wrong passwords from 12 others', async () => {
    const admin = await newAdmin('probed.admin@example.com');
    for (let i = 0; i < 12; i++) {
      const wrong = await adminSignIn(admin.email, `wrong-pass-${i}`, anotherNetwork());
      expect(wrong.status).toBe(401);
    }
    const right = await adminSignIn(admin.email, admin.password, '198.51.100.200');
    expect(right.status).toBe(200);
    expect(right.cookie).not.toBe('');
  });

  it('locks a network after 5 failures in a row, for a minute and then twice as long after each failure', async () => {
    const admin = await newAdmin('backoff.admin@example.com');
    const guesser = newNetwork();
    for (let i = 0; i < 5; i++) {
      const wrong = await adminSignIn(admin.email, `wrong-pass-${i}`, guesser());
      expect(wrong.status).toBe(401);
      expect(wrong.body.error?.code).toBe('UNAUTHORIZED');
    }
    // Every address of that /24 is refused, the right password included.
    const locked = await adminSignIn(admin.email, admin.password, guesser());
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({
      code: 'SIGN_IN_LOCKED',
      message: 'Too many failed sign-in attempts. For your security, please try again in 1 minute.',
      retryAfterSeconds: 60,
      params: { count: 1 },
    });
    expect(locked.cookie).toBe('');

    advance(61 * SECOND);
    expect((await adminSignIn(admin.email, 'wrong-again-1', guesser())).status).toBe(401);
    const second = await adminSignIn(admin.email, admin.password, guesser());
    expect(second.body.error).toMatchObject({ code: 'SIGN_IN_LOCKED', retryAfterSeconds: 120 });

    advance(121 * SECOND);
    expect((await adminSignIn(admin.email, 'wrong-again-2', guesser())).status).toBe(401);
    expect((await adminSignIn(admin.email, admin.password, guesser())).body.error).toMatchObject({
      code: 'SIGN_IN_LOCKED',
      retryAfterSeconds: 240,
      params: { count: 4 },
    });
    // Meanwhile the admin, on another network, signs in.
    expect((await adminSignIn(admin.email, admin.password, anotherNetwork())).status).toBe(200);

    advance(4 * MINUTE + SECOND);
    const through = await adminSignIn(admin.email, admin.password, guesser());
    expect(through.status).toBe(200);
    expect(through.cookie).not.toBe('');
  });

  it('starts counting again after a sign-in gets through', async () => {
    const admin = await newAdmin('typo.admin@example.com');
    const office = newNetwork();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await adminSignIn(admin.email, `typo-${i}`, office())).status).toBe(401);
      expect((await adminSignIn(admin.email, admin.password, office())).status).toBe(200);
    }
  });

  it('answers a name that has no account exactly as one that has', async () => {
    const admin = await newAdmin('real.admin@example.com');
    const ghost = 'no.such.admin@example.com';
    const guesser = newNetwork();
    for (let i = 0; i < 5; i++) {
      const real = await adminSignIn(admin.email, `wrong-pass-${i}`, guesser());
      const none = await adminSignIn(ghost, `wrong-pass-${i}`, guesser());
      expect(none.status).toBe(real.status);
      expect(none.body).toEqual(real.body);
    }
    const realLocked = await adminSignIn(admin.email, admin.password, guesser());
    const noneLocked = await adminSignIn(ghost, admin.password, guesser());
    expect(realLocked.status).toBe(429);
    expect(noneLocked.status).toBe(429);
    expect(noneLocked.body).toEqual(realLocked.body);
  });

  it('locks the technician sign-in too, by phone number however it is written', async () => {
    const technician = await createTechnician(auth, db, { phone: '+919812300001' });
    const guesser = newNetwork();
    for (const identifier of ['9812300001', '+919812300001', '+91-9812300001', '98123 00001', '9812300001']) {
      expect((await technicianSignIn(identifier, 'not-the-pass', guesser())).status).toBe(401);
    }
    const locked = await technicianSignIn('9812300001', 'tech-pass-1', guesser());
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('SIGN_IN_LOCKED');
    expect(locked.cookie).toBe('');
    expect((await technicianSignIn('9812300001', 'tech-pass-1', anotherNetwork())).status).toBe(200);

    advance(61 * SECOND);
    const through = await technicianSignIn('+919812300001', 'tech-pass-1', guesser());
    expect(through.status).toBe(200);
    expect(through.body).toMatchObject({ user: { id: technician.user.id } });
  });

  it('counts an e-mail the same on both sign-in pages', async () => {
    const technician = await createTechnician(auth, db, { phone: '+919812300002' });
    const email = technician.user.email;
    const guesser = newNetwork();
    for (let i = 0; i < 3; i++) await technicianSignIn(email.toUpperCase(), `nope-${i}`, guesser());
    for (let i = 0; i < 2; i++) await adminSignIn(email, `nope-more-${i}`, guesser());
    expect((await technicianSignIn(email, 'tech-pass-1', guesser())).body.error?.code).toBe('SIGN_IN_LOCKED');
  });

  it('lets parallel guesses past the lock no more than it lets one at a time', async () => {
    const admin = await newAdmin('parallel.admin@example.com');
    const guesser = newNetwork();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => adminSignIn(admin.email, `parallel-guess-${i}`, guesser())),
    );
    expect(answers.filter((res) => res.status === 401)).toHaveLength(5);
    expect(answers.filter((res) => res.body.error?.code === 'SIGN_IN_LOCKED')).toHaveLength(7);
  });

  it('locks a network that tries many names, for every name, after 20 failures in a row', async () => {
    const admin = await newAdmin('stuffed.admin@example.com');
    const stuffer = newNetwork();
    for (let i = 0; i < 20; i++) {
      expect((await adminSignIn(`staff${i}@example.com`, 'Summer2026!', stuffer())).status).toBe(401);
    }
    const refused = await adminSignIn(admin.email, admin.password, stuffer());
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'SIGN_IN_LOCKED', retryAfterSeconds: 60 });
    expect((await adminSignIn(admin.email, admin.password, anotherNetwork())).status).toBe(200);
  });

  /** Five wrong passwords each from ten networks: the ceiling of 50 in a row for the name. */
  async function besiege(email: string) {
    for (let n = 0; n < 10; n++) {
      const guesser = newNetwork();
      for (let i = 0; i < 5; i++) await adminSignIn(email, `guess-${n}-${i}`, guesser());
    }
  }

  it('refuses a name failing from many networks to new browsers, but not to a browser it signed in from', async () => {
    const admin = await newAdmin('besieged.admin@example.com');
    const own = await adminSignIn(admin.email, admin.password, anotherNetwork());
    expect(own.status).toBe(200);
    // Only the browser's mark is kept, as after signing out: the session itself is not needed.
    const ownBrowser = own.cookie.split('; ').find((pair) => pair.startsWith('doorstep_known_device='));
    expect(ownBrowser).toBeDefined();

    await besiege(admin.email);
    const newBrowser = await adminSignIn(admin.email, admin.password, anotherNetwork());
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.body.error).toMatchObject({ code: 'SIGN_IN_LOCKED', retryAfterSeconds: 3600 });
    // A mark of this server's making only: a made-up one is worth nothing.
    const forged = await adminSignIn(
      admin.email,
      admin.password,
      anotherNetwork(),
      'doorstep_known_device=AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(forged.status).toBe(429);

    // The admin's own browser gets in, from any network.
    const fromOwnBrowser = await adminSignIn(admin.email, admin.password, anotherNetwork(), ownBrowser);
    expect(fromOwnBrowser.status).toBe(200);
    expect(fromOwnBrowser.body).toMatchObject({ user: { email: admin.email } });
  }, 120_000);

  it('lifts the ceiling for whoever resets the password by e-mail', async () => {
    const admin = await newAdmin('reset.besieged@example.com');
    await besiege(admin.email);
    const laptop = newNetwork();
    expect((await adminSignIn(admin.email, admin.password, laptop())).status).toBe(429);

    const asked = await postJson(
      app,
      '/api/auth/request-password-reset',
      { email: admin.email },
      { address: laptop() },
    );
    expect(asked.status).toBe(200);
    const [mail] = await outboxFor(app, admin.email);
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    const newPassword = 'fresh-start-2026-11';
    const reset = await postJson(
      app,
      '/api/auth/reset-password',
      { token, newPassword },
      { address: laptop() },
    );
    expect(reset.status).toBe(200);
    expect((await adminSignIn(admin.email, newPassword, laptop())).status).toBe(200);
  }, 120_000);

  it('forgets failures after a day without one, and sweeps them away', async () => {
    const admin = await newAdmin('forgetful.typist@example.com');
    const office = newNetwork();
    for (let i = 0; i < 4; i++) await adminSignIn(admin.email, `typo-${i}`, office());
    advance(24 * 60 * MINUTE + SECOND);
    for (let i = 0; i < 4; i++)
      expect((await adminSignIn(admin.email, `typo-${i}`, office())).status).toBe(401);
    expect((await adminSignIn(admin.email, admin.password, office())).status).toBe(200);

    await adminSignIn('someone.else@example.com', 'a-guess-1', office());
    await removeExpiredData(db, new Date(now.getTime() + 24 * 60 * MINUTE + SECOND));
    expect(await db.select().from(passwordFailures)).toEqual([]);
  });
});
