import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminTechnicianListResponse, AdminTechnicianRow } from '../../../shared/contracts/people';
import type { CreateTechnicianInput } from '../../../shared/schemas/admin-people';
import { adminActions, bookings, technicians, userRoles, users } from '../../db/schema/index';

// The admin's technician list: by name, with status and today's jobs (India date).

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now, devOutbox: true });
await createUser(auth, db, { email: 'crew@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'crew@example.com', 'admin-pass-1');

describe('GET /api/admin/technicians', () => {
  it('lists technicians by name with their status and how many jobs they have today', async () => {
    const list = async () =>
      ((await getAs(app, '/api/admin/technicians', admin)).body as unknown as AdminTechnicianListResponse)
        .technicians;
    expect(await list()).toEqual([]);
    const zoya = await createTechnician(auth, db, { name: 'Zoya Sahu', status: 'busy' });
    const amit = await createTechnician(auth, db, { name: 'Amit Nayak', experienceYears: 4 });
    await createBooking(db, { technicianId: amit.id, status: 'confirmed', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'in_progress', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'cancelled', preferredDate: '2026-11-22' });
    await createBooking(db, { technicianId: amit.id, status: 'confirmed', preferredDate: '2026-11-23' });
    await createBooking(db, { technicianId: zoya.id, status: 'completed', preferredDate: '2026-11-22' });
    expect(
      (await list()).map((t) => [t.name, t.status, t.jobsToday, t.experienceYears, t.specialization]),
    ).toEqual([
      ['Amit Nayak', 'active', 2, 4, 'General Repair'],
      ['Zoya Sahu', 'busy', 1, 0, 'General Repair'],
    ]);
    // The assignment dialog asks for the booking's day: each technician's jobs on that day too.
    const onDay = (
      (await getAs(app, '/api/admin/technicians?date=2026-11-23', admin))
        .body as unknown as AdminTechnicianListResponse
    ).technicians;
    expect(onDay.map((t) => [t.name, t.jobsToday, t.jobsOnDate])).toEqual([
      ['Amit Nayak', 2, { date: '2026-11-23', count: 1 }],
      ['Zoya Sahu', 1, { date: '2026-11-23', count: 0 }],
    ]);
    expect((await getAs(app, '/api/admin/technicians?date=23-11-2026', admin)).status).toBe(400);
    // Someone whose technician role was taken away is no longer offered.
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, zoya.user.id), eq(userRoles.role, 'technician')));
    expect((await list()).map((t) => t.name)).toEqual(['Amit Nayak']);
  });
});

// Creating and running technicians: accounts with a password, edits, status and password resets, each
// recorded with the admin who made it.

const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'crew@example.com'));
const adminId = adminRow!.id;

type TechnicianAnswer = { technician: AdminTechnicianRow };
const create = (body: unknown, cookie = admin) =>
  postJson<TechnicianAnswer>(app, '/api/admin/technicians', body, { cookie });
const edit = (id: number | string, body: unknown, cookie = admin) =>
  postJson<TechnicianAnswer>(app, `/api/admin/technicians/${id}`, body, { cookie, method: 'PUT' });
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

describe('POST /api/admin/technicians', () => {
  it('creates a technician who signs in with the password, recorded with the acting admin', async () => {
    const res = await create({
      name: 'Meera Patnaik',
      email: 'Meera@Example.com',
      phone: '9811122233',
      password: 'meera-pass-1',
      specialization: 'Screens',
      experienceYears: 3,
    });
    expect(res.status).toBe(201);
    const { technician } = res.body;
    const [stored] = await db.select().from(users).where(eq(users.email, 'meera@example.com'));
    // Stored one way (decision 040): sign-in and the taken-number check compare only this form.
    expect(stored?.phoneNumber).toBe('+919811122233');
    expect(technician).toEqual({
      id: (await db.select().from(technicians).where(eq(technicians.userId, stored!.id)))[0]!.id,
      userId: stored!.id,
      name: 'Meera Patnaik',
      phone: '+919811122233',
      email: 'meera@example.com',
      specialization: 'Screens',
      experienceYears: 3,
      rating: null,
      status: 'active',
      jobsToday: 0,
    });
    const roles = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, technician.userId));
    expect(roles.map((r) => r.role)).toEqual(['technician']);
    for (const identifier of ['meera@example.com', '9811122233']) {
      const signIn = await techSignIn(identifier, 'meera-pass-1');
      expect(signIn.status, identifier).toBe(200);
      expect((await jobsAs(signIn.cookie)).status).toBe(200);
    }
    expect(await actionsOn(technician.id)).toEqual([
      {
        actorUserId: adminId,
        action: 'technician.created',
        details: { userId: technician.userId, name: 'Meera Patnaik', email: 'meera@example.com' },
      },
    ]);
  });

  it("gives 'General Repair' and no experience when they are left out or blank", async () => {
    expect(await newTechnician()).toMatchObject({ specialization: 'General Repair', experienceYears: 0 });
    expect(await newTechnician({ specialization: '  ', experienceYears: '7' })).toMatchObject({
      specialization: 'General Repair',
      experienceYears: 7,
    });
  });

  it('refuses a taken e-mail or phone on the field, and bad input, creating nothing', async () => {
    const before = await db.select({ id: users.id }).from(users);
    const base = { name: 'Second Meera', password: 'other-pass-1' };
    const email = await create({ ...base, email: 'MEERA@example.com', phone: '9811155501' });
    expect(email.status).toBe(409);
    expect(email.body.error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account with this e-mail already exists.' },
    });
    const phone = await create({ ...base, email: 'meera2@example.com', phone: '+91 98111 22233' });
    expect(phone.status).toBe(409);
    expect(phone.body.error).toMatchObject({
      code: 'PHONE_TAKEN',
      fields: { phone: 'An account with this phone number already exists.' },
    });
    const invalid = await create({ name: 'M', email: 'not-an-email', phone: '12345', password: '123' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error?.fields ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
      'phone',
    ]);
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses everyone but an admin', async () => {
    const technician = await newTechnician();
    const techCookie = (await techSignIn(technician.email, technician.password)).cookie;
    const customer = await signInByEmailCode(app, 'curious@example.com', 'Curious Customer');
    for (const cookie of [techCookie, customer]) {
      expect(
        (
          await create(
            { name: 'Sneaky', email: 'sneaky@example.com', phone: '9811199999', password: 'x-pass-1' },
            cookie,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await edit(
            technician.id,
            { name: 'Renamed', phone: '9811199998', specialization: 'x', experienceYears: 1, rating: 5 },
            cookie,
          )
        ).status,
      ).toBe(403);
      expect((await setStatus(technician.id, 'inactive', cookie)).status).toBe(403);
      expect((await setPassword(technician.id, 'taken-over-1', cookie)).status).toBe(403);
    }
    expect((await setStatus(technician.id, 'inactive', '')).status).toBe(401);
    expect(await db.select().from(users).where(eq(users.email, 'sneaky@example.com'))).toEqual([]);
    expect(await actionsOn(technician.id)).toHaveLength(1);
    expect((await techSignIn(technician.email, technician.password)).status).toBe(200);
  });
});

describe('PUT /api/admin/technicians/:id', () => {
  it('edits name and phone on the account and the details on the record, with before and after', async () => {
    const technician = await newTechnician({ specialization: 'Batteries', experienceYears: 2 });
    const open = await createBooking(db, {
      technicianId: technician.id,
      technicianName: technician.name,
      status: 'confirmed',
    });
    const done = await createBooking(db, {
      technicianId: technician.id,
      technicianName: technician.name,
      status: 'completed',
    });
    const changes = {
      name: 'Kiran Mohanty',
      phone: '9811133344',
      specialization: 'Screens and batteries',
      experienceYears: '5',
      rating: '4.46',
    };
    const res = await edit(technician.id, changes);
    expect(res.status).toBe(200);
    const [account] = await db.select().from(users).where(eq(users.id, technician.userId));
    expect(account?.phoneNumber).toBe('+919811133344');
    expect(res.body.technician).toMatchObject({
      id: technician.id,
      name: 'Kiran Mohanty',
      phone: '+919811133344',
      specialization: 'Screens and batteries',
      experienceYears: 5,
      rating: 4.5,
    });
    // The new number signs in.
    expect((await techSignIn('9811133344', technician.password)).status).toBe(200);
    // The open booking shows the customer the new name and number; the finished one keeps the old.
    const snapshot = async (id: string) =>
      (
        await db
          .select({ name: bookings.technicianName, phone: bookings.technicianPhone })
          .from(bookings)
          .where(eq(bookings.id, id))
      )[0];
    expect(await snapshot(open.id)).toEqual({ name: 'Kiran Mohanty', phone: '+919811133344' });
    expect((await snapshot(done.id))?.name).toBe(technician.name);
    const [, updated] = await actionsOn(technician.id);
    expect(updated).toEqual({
      actorUserId: adminId,
      action: 'technician.updated',
      details: {
        before: {
          name: technician.name,
          phone: technician.phone,
          specialization: 'Batteries',
          experienceYears: 2,
          rating: null,
        },
        after: {
          name: 'Kiran Mohanty',
          phone: '+919811133344',
          specialization: 'Screens and batteries',
          experienceYears: 5,
          rating: 4.5,
        },
      },
    });
    const cleared = await edit(technician.id, { ...changes, rating: '' });
    expect(cleared.body.technician.rating).toBeNull();
  });

  it("refuses another account's phone with PHONE_TAKEN, bad values, and unknown technicians", async () => {
    const first = await newTechnician();
    const second = await newTechnician();
    const base = { name: second.name, specialization: 'General Repair', experienceYears: 0, rating: '' };
    const clash = await edit(second.id, { ...base, phone: first.phone });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'PHONE_TAKEN',
      fields: { phone: 'An account with this phone number already exists.' },
    });
    // Keeping one's own number is no clash.
    expect((await edit(second.id, { ...base, phone: second.phone })).status).toBe(200);
    const bad = await edit(second.id, { ...base, phone: second.phone, rating: 6, experienceYears: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['experienceYears', 'rating']);
    for (const id of [999999, 'abc']) {
      const res = await edit(id, { ...base, phone: '9811177777' });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error?.code).toBe('NOT_FOUND');
    }
    expect((await actionsOn(second.id)).map((a) => a.action)).toEqual([
      'technician.created',
      'technician.updated',
    ]);
  });
});
