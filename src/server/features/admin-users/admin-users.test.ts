import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminUserListResponse, AdminUserRow } from '../../../shared/contracts/people';
import { adminActions, technicians, userRoles, users } from '../../db/schema/index';

// The admin's user list: pages after a cursor, sorted and searched on the server, e-mail never sent.

const { app, db, auth } = await createTestApp({ devOutbox: true });
await createUser(auth, db, {
  email: 'boss@example.com',
  name: 'Zara Boss',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'boss@example.com', 'admin-pass-1');
for (let i = 1; i <= 11; i++) {
  await createUser(auth, db, {
    email: `member${i}@example.com`,
    name: `Member ${String(i).padStart(2, '0')}`,
    ...(i === 7 ? { phone: '9876512345' } : {}),
  });
}

const list = async (query: string) => {
  const res = await getAs(app, `/api/admin/users?${query}`, admin);
  return {
    status: res.status,
    body: res.body as unknown as AdminUserListResponse & { error?: { code: string } },
  };
};

describe('GET /api/admin/users', () => {
  it('walks every account once, page by page, newest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const { body } = await list(`limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...body.users.map((u) => u.name));
      cursor = body.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect(seen[0]).toBe('Member 11');
    expect(seen.at(-1)).toBe('Zara Boss');
  });

  it('sorts by name both ways and keeps the order across pages', async () => {
    const first = await list('sort=name&dir=asc&limit=4');
    const second = await list(`sort=name&dir=asc&limit=4&cursor=${first.body.nextCursor}`);
    expect([...first.body.users, ...second.body.users].map((u) => u.name)).toEqual([
      'Member 01',
      'Member 02',
      'Member 03',
      'Member 04',
      'Member 05',
      'Member 06',
      'Member 07',
      'Member 08',
    ]);
    expect((await list('sort=name&dir=desc&limit=1')).body.users[0]?.name).toBe('Zara Boss');
  });

  it('searches by name or phone, and never sends an e-mail address', async () => {
    expect((await list('q=member 1')).body.users.map((u) => u.name).sort()).toEqual([
      'Member 10',
      'Member 11',
    ]);
    const byPhone = await list('q=12345');
    expect(byPhone.body.users.map((u) => u.name)).toEqual(['Member 07']);
    // A whole number, however typed, finds the account by its stored form (+919876512345).
    for (const typed of ['98765 12345', '+91 98765 12345', '098765-12345']) {
      const whole = await list(`q=${encodeURIComponent(typed)}`);
      expect(
        whole.body.users.map((u) => u.name),
        typed,
      ).toEqual(['Member 07']);
    }
    expect(JSON.stringify((await list('limit=100')).body)).not.toContain('@example.com');
    expect((await list('q=Zara')).body.users[0]?.roles).toEqual(['admin']);
  });

  it('refuses a broken cursor or a page too large in the one error shape', async () => {
    expect((await list('cursor=not-a-cursor')).body.error?.code).toBe('BAD_REQUEST');
    expect((await list('limit=1000')).status).toBe(400);
    expect((await list('sort=email')).status).toBe(400);
  });
});

// Creating accounts and changing roles: every write is recorded with the admin who made it.

const [bossRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'boss@example.com'));
const bossId = bossRow!.id;

const createAs = (cookie: string, body: unknown) =>
  postJson<{ user: AdminUserRow }>(app, '/api/admin/users', body, { cookie });
const setRoles = (cookie: string, id: string, roles: unknown) =>
  postJson<{ user: AdminUserRow }>(app, `/api/admin/users/${id}/roles`, { roles }, { cookie, method: 'PUT' });
const actionsOn = (subjectId: string) =>
  db.select().from(adminActions).where(eq(adminActions.subjectId, subjectId)).orderBy(asc(adminActions.id));
const rolesInDb = async (userId: string) =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.role)
    .sort();

describe('POST /api/admin/users', () => {
  it('creates a customer with only the customer role, recorded with the acting admin', async () => {
    const res = await createAs(admin, {
      fullName: 'Chitra Customer',
      email: 'Chitra@Example.com',
      password: 'chitra-pass-1',
      role: 'customer',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Chitra Customer', phone: null, roles: ['customer'] });
    expect(JSON.stringify(res.body)).not.toContain('@');
    const [stored] = await db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(stored?.email).toBe('chitra@example.com');
    const [action] = await actionsOn(res.body.user.id);
    expect(action).toMatchObject({
      actorUserId: bossId,
      action: 'user.created',
      subjectType: 'user',
      details: { name: 'Chitra Customer', email: 'chitra@example.com', role: 'customer' },
    });
    expect(JSON.stringify(action)).not.toContain('chitra-pass-1');
  });

  it('creates a technician without the customer role, with a General Repair record, who signs in', async () => {
    const res = await createAs(admin, {
      fullName: 'Tarun Tech',
      email: 'tarun@example.com',
      password: 'tarun-pass-1',
      role: 'technician',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.roles).toEqual(['technician']);
    const [record] = await db.select().from(technicians).where(eq(technicians.userId, res.body.user.id));
    expect(record).toMatchObject({ specialization: 'General Repair', status: 'active' });
    const signIn = await postJson(app, '/api/auth/technician/sign-in', {
      identifier: 'tarun@example.com',
      password: 'tarun-pass-1',
    });
    expect(signIn.status).toBe(200);
    expect((await actionsOn(res.body.user.id)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['user.created', bossId],
    ]);
  });

  it('creates an admin without the customer role, who signs in on the admin page', async () => {
    const res = await createAs(admin, {
      fullName: 'Anita Admin',
      email: 'anita@example.com',
      password: 'anita-pass-1',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.roles).toEqual(['admin']);
    expect(await rolesInDb(res.body.user.id)).toEqual(['admin']);
    const anita = await signInWithPassword(app, 'anita@example.com', 'anita-pass-1');
    expect((await getAs(app, '/api/admin/users?limit=1', anita)).status).toBe(200);
  });

  it("says 'Please fill in all fields' for missing fields and creates nothing", async () => {
    const before = await db.select({ id: users.id }).from(users);
    const res = await createAs(admin, { fullName: '  ', role: 'customer' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        fullName: 'Please fill in all fields',
        email: 'Please fill in all fields',
        password: 'Please fill in all fields',
      },
    });
    const short = await createAs(admin, {
      fullName: 'Short Pass',
      email: 'short@example.com',
      password: '12345',
      role: 'customer',
    });
    expect(short.body.error?.fields).toEqual({ password: 'Password must be at least 10 characters' });
    expect((await createAs(admin, { ...validUser('norole'), role: 'owner' })).body.error?.fields).toEqual({
      role: 'Please choose a role.',
    });
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses an e-mail that already has an account with EMAIL_TAKEN on the field', async () => {
    const before = await db.select({ id: users.id }).from(users);
    const res = await createAs(admin, { ...validUser('dup'), email: ' MEMBER3@example.com ' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account with this e-mail already exists.' },
    });
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses everyone but an admin', async () => {
    const customer = await signInByEmailCode(app, 'plain.customer@example.com', 'Plain Customer');
    expect((await createAs(customer, validUser('x1'))).status).toBe(403);
    expect((await createAs('', validUser('x2'))).status).toBe(401);
    const [customerRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'plain.customer@example.com'));
    expect((await setRoles(customer, customerRow!.id, ['admin'])).status).toBe(403);
    expect(await rolesInDb(customerRow!.id)).toEqual(['customer']);
    expect(await db.select().from(users).where(eq(users.email, 'x1@example.com'))).toEqual([]);
  });
});

function validUser(name: string) {
  return {
    fullName: `User ${name}`,
    email: `${name}@example.com`,
    password: 'some-pass-1',
    role: 'customer',
  };
}

describe('PUT /api/admin/users/:id/roles', () => {
  it('replaces the roles, adds a technician record once, and records before and after', async () => {
    const created = await createAs(admin, validUser('ramesh'));
    const id = created.body.user.id;
    const res = await setRoles(admin, id, ['technician', 'customer']);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id, name: 'User ramesh', roles: ['customer', 'technician'] });
    expect(await rolesInDb(id)).toEqual(['customer', 'technician']);
    const records = await db.select().from(technicians).where(eq(technicians.userId, id));
    expect(records.map((r) => r.specialization)).toEqual(['General Repair']);

    expect((await setRoles(admin, id, ['customer'])).body.user.roles).toEqual(['customer']);
    expect((await setRoles(admin, id, ['technician'])).body.user.roles).toEqual(['technician']);
    // The record stays when the role goes, and is not made twice when it comes back.
    expect(await db.select().from(technicians).where(eq(technicians.userId, id))).toHaveLength(1);

    const changes = (await actionsOn(id)).filter((a) => a.action === 'user.roles_changed');
    expect(changes.map((a) => [a.actorUserId, a.details])).toEqual([
      [bossId, { before: ['customer'], after: ['customer', 'technician'] }],
      [bossId, { before: ['customer', 'technician'], after: ['customer'] }],
      [bossId, { before: ['customer'], after: ['technician'] }],
    ]);
  });

  it('needs at least one known role, and answers 404 for an unknown user', async () => {
    const id = (await createAs(admin, validUser('nisha'))).body.user.id;
    const empty = await setRoles(admin, id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields).toEqual({ roles: 'A user needs at least one role.' });
    expect((await setRoles(admin, id, ['owner'])).status).toBe(400);
    expect(await rolesInDb(id)).toEqual(['customer']);
    const unknown = await setRoles(admin, 'no-such-user', ['customer']);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('NOT_FOUND');
  });

  it('never lets an admin remove their own admin role, but another admin may', async () => {
    const own = await setRoles(admin, bossId, ['customer']);
    expect(own.status).toBe(409);
    expect(own.body.error?.code).toBe('OWN_ADMIN_ROLE');
    expect(await rolesInDb(bossId)).toEqual(['admin']);
    expect((await actionsOn(bossId)).filter((a) => a.action === 'user.roles_changed')).toEqual([]);

    await createAs(admin, { ...validUser('second.admin'), role: 'admin', password: 'second-pass-1' });
    const second = await signInWithPassword(app, 'second.admin@example.com', 'second-pass-1');
    const [secondRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'second.admin@example.com'));
    const demoted = await setRoles(second, bossId, ['customer', 'admin']);
    expect(demoted.status).toBe(200);
    expect((await actionsOn(bossId)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['user.roles_changed', secondRow!.id],
    ]);
    expect((await setRoles(admin, secondRow!.id, ['customer'])).body.user.roles).toEqual(['customer']);
    // Roles are read on every request: the demoted admin is out at once.
    expect((await getAs(app, '/api/admin/users', second)).status).toBe(403);
  });

  it('two admins removing each other at the same moment leave one admin', async () => {
    await createAs(admin, { ...validUser('left.admin'), role: 'admin', password: 'left-pass-1' });
    await createAs(admin, { ...validUser('right.admin'), role: 'admin', password: 'right-pass-1' });
    const left = await signInWithPassword(app, 'left.admin@example.com', 'left-pass-1');
    const right = await signInWithPassword(app, 'right.admin@example.com', 'right-pass-1');
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [leftId, rightId] = [await idOf('left.admin@example.com'), await idOf('right.admin@example.com')];
    const answers = await Promise.all([
      setRoles(left, rightId, ['customer']),
      setRoles(right, leftId, ['customer']),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const stillAdmin = [
      (await rolesInDb(leftId)).includes('admin'),
      (await rolesInDb(rightId)).includes('admin'),
    ];
    expect(stillAdmin.filter(Boolean)).toHaveLength(1);
  });

  it("ends a customer's code sessions when they become staff: staff sign in with a password", async () => {
    const cookie = await signInByEmailCode(app, 'promoted@example.com', 'Promoted Person');
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'promoted@example.com'));
    expect((await getAs(app, '/api/me', cookie)).status).toBe(200);
    expect((await setRoles(admin, row!.id, ['technician'])).status).toBe(200);
    expect((await getAs(app, '/api/me', cookie)).status).toBe(401);
    expect((await getAs(app, '/api/technician/jobs', cookie)).status).toBe(401);
  });
});
