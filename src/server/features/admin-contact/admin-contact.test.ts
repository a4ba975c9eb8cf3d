import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createUser } from '../../../../tests/factories';
import { createTestApp, TEST_ORIGIN } from '../../../../tests/test-app';
import type { AdminContactListResponse } from '../../../shared/contracts/admin-desk';
import { adminActions, contactSubmissions, users } from '../../db/schema/index';

// The admin's contact inbox through the API.

const { app, db, auth } = await createTestApp();
await createUser(auth, db, {
  email: 'inbox@example.com',
  name: 'Inbox Admin',
  role: 'admin',
  password: 'admin-pass-1',
});
const admin = await signInWithPassword(app, 'inbox@example.com', 'admin-pass-1');

describe('the contact inbox', () => {
  it('lists newest first, marks as read and deletes', async () => {
    const [older] = await db
      .insert(contactSubmissions)
      .values({
        name: 'Asha',
        email: 'asha@example.com',
        message: 'Do you fix tablets?',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      })
      .returning();
    const [newer] = await db
      .insert(contactSubmissions)
      .values({
        name: 'Biju',
        email: 'biju@example.com',
        message: 'Is Sunday open?',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      })
      .returning();
    const inbox = async () =>
      (
        (await getAs(app, '/api/admin/contact-submissions', admin))
          .body as unknown as AdminContactListResponse
      ).submissions;
    expect((await inbox()).map((s) => s.name)).toEqual(['Biju', 'Asha']);

    const read = await postJson(
      app,
      `/api/admin/contact-submissions/${older!.id}/read`,
      {},
      { cookie: admin },
    );
    expect(read.body).toMatchObject({ submission: { id: older!.id, status: 'read' } });
    const del = (id: number | string) =>
      app.request(`/api/admin/contact-submissions/${id}`, {
        method: 'DELETE',
        headers: { Origin: TEST_ORIGIN, Cookie: admin },
      });
    expect((await del(newer!.id)).status).toBe(200);
    expect((await del(newer!.id)).status).toBe(404);
    expect((await del('x')).status).toBe(404);
    expect(await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, newer!.id))).toEqual(
      [],
    );
    expect((await inbox()).map((s) => [s.name, s.status])).toEqual([['Asha', 'read']]);
  });

  it("records reading and deleting with the admin and the sender's name; a miss records nothing", async () => {
    const [inboxAdmin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'inbox@example.com'));
    const [message] = await db
      .insert(contactSubmissions)
      .values({ name: 'Chandan', email: 'chandan@example.com', message: 'Home visits in Cuttack?' })
      .returning();
    const id = message!.id;
    expect(
      (await postJson(app, `/api/admin/contact-submissions/${id}/read`, {}, { cookie: admin })).status,
    ).toBe(200);
    const del = () =>
      app.request(`/api/admin/contact-submissions/${id}`, {
        method: 'DELETE',
        headers: { Origin: TEST_ORIGIN, Cookie: admin },
      });
    expect((await del()).status).toBe(200);
    expect((await del()).status).toBe(404);
    expect(
      (await postJson(app, `/api/admin/contact-submissions/${id}/read`, {}, { cookie: admin })).status,
    ).toBe(404);
    const recorded = await db
      .select()
      .from(adminActions)
      .where(eq(adminActions.subjectId, String(id)))
      .orderBy(asc(adminActions.id));
    expect(recorded.map((a) => [a.actorUserId, a.action, a.subjectType, a.details])).toEqual([
      [inboxAdmin!.id, 'contact_submission.read', 'contact_submission', { name: 'Chandan' }],
      [inboxAdmin!.id, 'contact_submission.deleted', 'contact_submission', { name: 'Chandan' }],
    ]);
  });
});
