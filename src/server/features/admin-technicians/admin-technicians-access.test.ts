import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminTechnicianRow } from '../../../shared/contracts/people';
import type { CreateTechnicianInput } from '../../../shared/schemas/admin-people';
import { accounts, adminActions, sessions, technicians, users } from '../../db/schema/index';

// Running technicians: their status and password, set by an admin; inactive ones are kept out.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now, devOutbox: true });
await createUser(auth, db, { email: 'crew@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'crew@example.com', 'admin-pass-1');

const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'crew@example.com'));
const adminId = adminRow!.id;

type TechnicianAnswer = { technician: AdminTechnicianRow };
const create = (body: unknown, cookie = admin) =>
  postJson<TechnicianAnswer>(app, '/api/admin/technicians', body, { cookie });
const setStatus = (id: number | string, status: unknown, cookie = admin) =>
  postJson<TechnicianAnswer>(app, `/api/admin/technicians/${id}/status`, { status }, { cookie });
const setPassword = (id: number | string, password: unknown, cookie = admin) =>
  postJson<{ updated: true }>(app, `/api/admin/technicians/${id}/password`, { password }, { cookie });
const techSignIn = (identifier: string, password: string) =>
  postJson(app, '/api/auth/technician/sign-in', { identifier, password });
const jobsAs = (cookie: string) => getAs(app, '/api/technician/jobs', cookie);
const actionsOn = async (technicianId: number) =>
  (
    await db
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.subjectType, 'technician'), eq(adminActions.subjectId, String(technicianId))),
      )
      .orderBy(asc(adminActions.id))
  ).map(({ actorUserId, action, details }) => ({ actorUserId, action, details }));

let serial = 0;
/** A new technician through the API; their e-mail and phone are unique to the call. */
async function newTechnician(overrides: Partial<CreateTechnicianInput> = {}) {
  const n = ++serial;
  const body = {
    name: `Kiran Tech ${n}`,
    email: `kiran${n}@example.com`,
    phone: `98111000${String(n).padStart(2, '0')}`,
    password: 'first-pass-1',
    ...overrides,
  };
  const res = await create(body);
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { ...res.body.technician, email: body.email, password: body.password };
}

describe('POST /api/admin/technicians/:id/status', () => {
  it('sets busy and active; inactive ends their sessions and refuses their sign-in', async () => {
    const technician = await newTechnician();
    const session = (await techSignIn(technician.email, technician.password)).cookie;
    expect((await jobsAs(session)).status).toBe(200);

    const busy = await setStatus(technician.id, 'busy');
    expect(busy.status).toBe(200);
    expect(busy.body.technician).toMatchObject({ id: technician.id, status: 'busy' });
    expect((await jobsAs(session)).status).toBe(200);

    expect((await setStatus(technician.id, 'inactive')).body.technician.status).toBe('inactive');
    expect((await jobsAs(session)).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, technician.userId))).toEqual([]);

    const refused = await techSignIn(technician.email, technician.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('ACCOUNT_INACTIVE');
    expect(refused.setCookie).toBe('');
    // Without the password nothing is revealed: the same answer as for anyone.
    const wrong = await techSignIn(technician.email, 'wrong-pass-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'UNAUTHORIZED', reason: 'invalid_credentials' });

    // The admin's door gives no session either.
    const other = await postJson(app, '/api/auth/sign-in/email', {
      email: technician.email,
      password: technician.password,
    });
    expect(other.status).not.toBe(200);
    expect(other.setCookie).not.toContain('session_token=');

    expect((await setStatus(technician.id, 'active')).body.technician.status).toBe('active');
    const back = await techSignIn(technician.email, technician.password);
    expect(back.status).toBe(200);
    expect((await jobsAs(back.cookie)).status).toBe(200);

    expect((await actionsOn(technician.id)).slice(1)).toEqual(
      [
        ['active', 'busy'],
        ['busy', 'inactive'],
        ['inactive', 'active'],
      ].map(([before, after]) => ({
        actorUserId: adminId,
        action: 'technician.status_changed',
        details: { before, after },
      })),
    );
  });

  it('refuses an unknown status or technician', async () => {
    const technician = await newTechnician();
    const bad = await setStatus(technician.id, 'on-leave');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({ status: 'Please choose a status.' });
    expect((await setStatus(999999, 'busy')).status).toBe(404);
  });
});

describe('POST /api/admin/technicians/:id/password', () => {
  it('sets a new password: the old one and every old session stop working', async () => {
    const technician = await newTechnician();
    const session = (await techSignIn(technician.email, technician.password)).cookie;
    const res = await setPassword(technician.id, 'second-pass-2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: true });
    expect((await jobsAs(session)).status).toBe(401);
    expect((await techSignIn(technician.email, technician.password)).status).toBe(401);
    const fresh = await techSignIn(technician.email, 'second-pass-2');
    expect(fresh.status).toBe(200);
    expect((await jobsAs(fresh.cookie)).status).toBe(200);
    const [, reset] = await actionsOn(technician.id);
    expect(reset).toEqual({ actorUserId: adminId, action: 'technician.password_reset', details: {} });
    const stored = await db.select().from(adminActions);
    expect(JSON.stringify(stored)).not.toContain('second-pass-2');
  });

  it('gives a password login to a technician who had none', async () => {
    await signInByEmailCode(app, 'codes.only@example.com', 'Codes Only');
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'codes.only@example.com'));
    await postJson(
      app,
      `/api/admin/users/${user!.id}/roles`,
      { roles: ['technician'] },
      { cookie: admin, method: 'PUT' },
    );
    const [record] = await db.select().from(technicians).where(eq(technicians.userId, user!.id));
    expect(await db.select().from(accounts).where(eq(accounts.userId, user!.id))).toEqual([]);
    expect((await techSignIn('codes.only@example.com', 'brand-new-1')).status).toBe(401);

    expect((await setPassword(record!.id, 'brand-new-1')).status).toBe(200);
    expect((await techSignIn('codes.only@example.com', 'brand-new-1')).status).toBe(200);
  });

  it('refuses a short password and an unknown technician', async () => {
    const technician = await newTechnician();
    const short = await setPassword(technician.id, '12345');
    expect(short.status).toBe(400);
    expect(short.body.error?.fields).toEqual({ password: 'Password must be at least 10 characters' });
    expect((await techSignIn(technician.email, technician.password)).status).toBe(200);
    expect((await setPassword(999999, 'whatever-1')).status).toBe(404);
  });
});
