import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createTechnician } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { TechnicianSelf } from '../../../shared/contracts/people';
import { technicians } from '../../db/schema/index';

// The technician's own settings through the API: who they are and where UPI payments go, active or
// busy, and a password change that keeps this session and ends the others.

const upi = { id: 'doorstepfix@okaxis', payeeName: 'DoorstepFix Repairs' };
const { app, db, auth } = await createTestApp({ devOutbox: true, upi });

async function signedInTechnician(overrides: Parameters<typeof createTechnician>[2] = {}) {
  const technician = await createTechnician(auth, db, overrides);
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

const me = async (cookie: string) =>
  (await getAs(app, '/api/technician/me', cookie)) as unknown as {
    status: number;
    body: { technician: TechnicianSelf; error?: { code: string } };
  };
const setStatus = (cookie: string, status: unknown) =>
  postJson<{ technician: TechnicianSelf }>(app, '/api/technician/status', { status }, { cookie });
const changePassword = (cookie: string, body: unknown) =>
  postJson<{ updated: true }>(app, '/api/technician/password', body, { cookie, method: 'PUT' });
const technicianSignIn = (identifier: string, password: string) =>
  postJson(app, '/api/auth/technician/sign-in', { identifier, password });

describe('the technician themselves', () => {
  it('reads their record, with where UPI payments go', async () => {
    const ravi = await signedInTechnician({
      name: 'Ravi Kumar',
      phone: '+919000055555',
      specialization: 'Screens',
    });
    const { status, body } = await me(ravi.cookie);
    expect(status).toBe(200);
    expect(body.technician).toEqual({
      id: ravi.id,
      name: 'Ravi Kumar',
      phone: '+919000055555',
      email: ravi.user.email,
      specialization: 'Screens',
      status: 'active',
      upi,
    });
  });

  it('is told when the account has no technician profile', async () => {
    const ravi = await signedInTechnician();
    await db.delete(technicians).where(eq(technicians.id, ravi.id));
    const { status, body } = await me(ravi.cookie);
    expect([status, body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await setStatus(ravi.cookie, 'busy')).status).toBe(404);
  });

  it('sets themselves busy or active, never inactive', async () => {
    const ravi = await signedInTechnician();
    const busy = await setStatus(ravi.cookie, 'busy');
    expect(busy.status).toBe(200);
    expect(busy.body.technician).toMatchObject({ id: ravi.id, status: 'busy' });
    expect((await me(ravi.cookie)).body.technician.status).toBe('busy');
    expect((await setStatus(ravi.cookie, 'active')).body.technician.status).toBe('active');

    for (const status of ['inactive', 'away', undefined]) {
      const refused = await setStatus(ravi.cookie, status);
      expect(refused.status, String(status)).toBe(400);
      expect(refused.body.error?.fields).toEqual({ status: 'Please choose active or busy.' });
    }
    const [row] = await db.select().from(technicians).where(eq(technicians.id, ravi.id));
    expect(row!.status).toBe('active');

    // Made inactive by an admin: the area is closed to them, so they cannot make themselves active.
    await db.update(technicians).set({ status: 'inactive' }).where(eq(technicians.id, ravi.id));
    const closed = await setStatus(ravi.cookie, 'active');
    expect([closed.status, closed.body.error?.code]).toEqual([403, 'ACCOUNT_INACTIVE']);
    const [after] = await db.select().from(technicians).where(eq(technicians.id, ravi.id));
    expect(after!.status).toBe('inactive');
  });
});

describe("the technician's password", () => {
  it('changes once the current one is proven, ending their other sessions but not this one', async () => {
    const ravi = await signedInTechnician({ phone: '+919000066666' });
    const otherPhone = await signInWithPassword(app, ravi.user.email, 'tech-pass-1');
    const change = {
      currentPassword: 'tech-pass-1',
      newPassword: 'fresh-pass-2',
      confirmPassword: 'fresh-pass-2',
    };

    const wrong = await changePassword(ravi.cookie, { ...change, currentPassword: 'not-my-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { currentPassword: 'Your current password is not right.' },
    });
    const mismatch = await changePassword(ravi.cookie, { ...change, confirmPassword: 'fresh-pass-3' });
    expect(mismatch.body.error?.fields).toEqual({ confirmPassword: "Passwords don't match" });
    const short = await changePassword(ravi.cookie, {
      ...change,
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.body.error?.fields).toMatchObject({
      newPassword: 'Password must be at least 10 characters',
    });
    // Nothing changed: both sessions work and the old password still signs in.
    expect((await me(otherPhone)).status).toBe(200);
    expect((await technicianSignIn('9000066666', 'tech-pass-1')).status).toBe(200);

    const changed = await changePassword(ravi.cookie, change);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ updated: true });
    expect((await me(ravi.cookie)).status).toBe(200);
    expect((await me(otherPhone)).status).toBe(401);
    expect((await technicianSignIn('9000066666', 'tech-pass-1')).status).toBe(401);
    const fresh = await technicianSignIn('9000066666', 'fresh-pass-2');
    expect(fresh.status).toBe(200);
    expect((await me(fresh.cookie)).status).toBe(200);
  });

  it('limits the tries, so a session left open cannot be used to guess the password', async () => {
    const ravi = await signedInTechnician();
    const guess = {
      currentPassword: 'guess-pass',
      newPassword: 'fresh-pass-2',
      confirmPassword: 'fresh-pass-2',
    };
    for (let i = 0; i < 10; i++) expect((await changePassword(ravi.cookie, guess)).status).toBe(400);
    const limited = await changePassword(ravi.cookie, { ...guess, currentPassword: 'tech-pass-1' });
    expect([limited.status, limited.body.error?.code]).toEqual([429, 'RATE_LIMITED']);
    expect((await signInWithPassword(app, ravi.user.email, 'tech-pass-1')).length).toBeGreaterThan(0);
  });
});
