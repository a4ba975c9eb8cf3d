import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode, signInWithPassword } from '../../../../tests/auth-helpers';
import { createTechnician, createUser } from '../../../../tests/factories';
import { createLeave } from '../../../../tests/schedule-factories';
import { createTestApp } from '../../../../tests/test-app';
import type { LeaveRow, TeamLeaveRow, TechnicianSchedule } from '../../../shared/contracts/schedule';
import { PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import { adminActions, users } from '../../db/schema/index';

// Who works when and where (decision 049): an admin reads and replaces a technician's week and area,
// enters leave (approved at once) and decides requests; a technician asks for leave and sees their own.

const now = new Date('2026-11-28T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now, devOutbox: true });
await createUser(auth, db, { email: 'desk@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'desk@example.com', 'admin-pass-1');
const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'desk@example.com'));
const customerCookie = await signInByEmailCode(app, 'buyer@example.com', 'Asha');

/** A technician and their session. */
async function signedInTechnician() {
  const technician = await createTechnician(auth, db);
  return { ...technician, cookie: await signInWithPassword(app, technician.user.email, 'tech-pass-1') };
}

const scheduleOf = (id: number, cookie = admin) =>
  getAs(app, `/api/admin/technicians/${id}/schedule`, cookie);
const putSchedule = (id: number, body: unknown, cookie = admin) =>
  postJson<{ schedule: TechnicianSchedule }>(app, `/api/admin/technicians/${id}/schedule`, body, {
    cookie,
    method: 'PUT',
  });
const auditOf = async (technicianId: number) =>
  (
    await db
      .select({ actor: adminActions.actorUserId, action: adminActions.action, details: adminActions.details })
      .from(adminActions)
      .where(
        and(eq(adminActions.subjectType, 'technician'), eq(adminActions.subjectId, String(technicianId))),
      )
      .orderBy(asc(adminActions.id))
  ).map(({ actor, action }) => ({ actor, action }));

describe('a technician schedule', () => {
  it('is every window on every day and every pincode until one is set', async () => {
    const ravi = await createTechnician(auth, db);
    const res = await scheduleOf(ravi.id);
    expect(res.status).toBe(200);
    const { schedule } = res.body as unknown as { schedule: TechnicianSchedule };
    expect(schedule.defaultWeek).toBe(true);
    expect(schedule.pincodes).toEqual([]);
    expect(schedule.week).toHaveLength(7);
    expect(schedule.week.every((day) => day.windows.length === PREFERRED_TIME_WINDOWS.length)).toBe(true);
  });

  it('is replaced whole by an admin, and the change is recorded with them', async () => {
    const ravi = await createTechnician(auth, db);
    const week = [
      { weekday: 2, windows: ['11:00-13:00', '09:00-11:00', '09:00-11:00'] },
      { weekday: 6, windows: ['17:00-19:00'] },
    ];
    const res = await putSchedule(ravi.id, { week, pincodes: ['751013', '7510', '7510'] });
    expect(res.status).toBe(200);
    expect(res.body.schedule.defaultWeek).toBe(false);
    expect(res.body.schedule.pincodes).toEqual(['7510', '751013']);
    expect(res.body.schedule.week.filter((d) => d.windows.length > 0)).toEqual([
      { weekday: 2, windows: ['09:00-11:00', '11:00-13:00'] },
      { weekday: 6, windows: ['17:00-19:00'] },
    ]);
    const again = await putSchedule(ravi.id, {
      week: [{ weekday: 1, windows: ['09:00-11:00'] }],
      pincodes: [],
    });
    expect(again.body.schedule.pincodes).toEqual([]);
    expect(again.body.schedule.week.flatMap((d) => d.windows)).toEqual(['09:00-11:00']);
    expect(await auditOf(ravi.id)).toEqual([
      { actor: adminRow!.id, action: 'technician.schedule_changed' },
      { actor: adminRow!.id, action: 'technician.schedule_changed' },
    ]);
  });

  it('refuses what it cannot store, field by field, and writes nothing', async () => {
    const ravi = await createTechnician(auth, db);
    const res = await putSchedule(ravi.id, {
      week: [
        { weekday: 8, windows: ['08:00-09:00'] },
        { weekday: 8, windows: [] },
      ],
      pincodes: ['0751', '7510133'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    expect(res.body.error?.fields).toMatchObject({
      'week.0.weekday': 'Please choose a day of the week.',
      'week.0.windows.0': 'Please choose one of the time slots.',
      'pincodes.0': 'Please enter a 6-digit pincode, or its first 1 to 5 digits.',
      'pincodes.1': 'Please enter a 6-digit pincode, or its first 1 to 5 digits.',
    });
    const none = await putSchedule(ravi.id, { week: [{ weekday: 1, windows: [] }], pincodes: [] });
    expect(none.body.error?.fieldKeys?.week).toEqual({ key: 'workWindowsMin' });
    expect(await auditOf(ravi.id)).toEqual([]);
    expect(
      (await putSchedule(999_999, { week: [{ weekday: 1, windows: ['09:00-11:00'] }], pincodes: [] })).status,
    ).toBe(404);
  });

  it('is the admin desk’s alone: customers, technicians and guests are refused', async () => {
    const ravi = await signedInTechnician();
    const body = { week: [{ weekday: 1, windows: ['09:00-11:00'] }], pincodes: [] };
    expect((await putSchedule(ravi.id, body, customerCookie)).status).toBe(403);
    expect((await putSchedule(ravi.id, body, ravi.cookie)).status).toBe(403);
    expect(
      (await postJson(app, `/api/admin/technicians/${ravi.id}/schedule`, body, { method: 'PUT' })).status,
    ).toBe(401);
    expect((await scheduleOf(ravi.id, ravi.cookie)).status).toBe(403);
    expect(await auditOf(ravi.id)).toEqual([]);
  });
});

describe('leave', () => {
  const ask = (cookie: string, body: unknown) =>
    postJson<{ leave: LeaveRow }>(app, '/api/technician/leave', body, { cookie });
  const decide = (id: number, decision: unknown, cookie = admin) =>
    postJson<{ leave: LeaveRow }>(app, `/api/admin/leave/${id}/decision`, { decision }, { cookie });
  const ownLeave = async (cookie: string) =>
    ((await getAs(app, '/api/technician/leave', cookie)).body as unknown as { leave: LeaveRow[] }).leave;

  it('is asked for by a technician, waits, and is approved by an admin, each step recorded', async () => {
    const meera = await signedInTechnician();
    const asked = await ask(meera.cookie, {
      fromDate: '2026-12-24',
      toDate: '2026-12-26',
      reason: ' Wedding ',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.leave).toMatchObject({
      technicianId: meera.id,
      status: 'requested',
      reason: 'Wedding',
      requestedByUserId: meera.user.id,
      decidedByUserId: null,
    });
    const approved = await decide(asked.body.leave.id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.leave).toMatchObject({ status: 'approved', decidedByUserId: adminRow!.id });
    // Decided once: a second answer is a conflict, and leaves no second record.
    expect((await decide(asked.body.leave.id, 'declined')).status).toBe(409);
    expect(await auditOf(meera.id)).toEqual([{ actor: adminRow!.id, action: 'technician.leave_decided' }]);
    expect((await ownLeave(meera.cookie)).map((l) => l.status)).toEqual(['approved']);
  });

  it('entered by an admin is approved at once', async () => {
    const ravi = await createTechnician(auth, db);
    const res = await postJson<{ leave: LeaveRow }>(
      app,
      `/api/admin/technicians/${ravi.id}/leave`,
      { fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Sick' },
      { cookie: admin },
    );
    expect(res.status).toBe(201);
    expect(res.body.leave).toMatchObject({ status: 'approved', decidedByUserId: adminRow!.id });
    expect(await auditOf(ravi.id)).toEqual([{ actor: adminRow!.id, action: 'technician.leave_added' }]);
    const listed = await getAs(app, `/api/admin/technicians/${ravi.id}/leave`, admin);
    expect((listed.body as unknown as { leave: LeaveRow[] }).leave.map((l) => l.id)).toEqual([
      res.body.leave.id,
    ]);
  });

  it('a technician sees only their own, and cannot decide any', async () => {
    const one = await signedInTechnician();
    const other = await signedInTechnician();
    const theirs = await createLeave(db, { technicianId: other.id, status: 'requested' });
    await ask(one.cookie, { fromDate: '2026-12-10', toDate: '2026-12-10', reason: 'Exam' });
    expect((await ownLeave(one.cookie)).map((l) => l.reason)).toEqual(['Exam']);
    expect((await ownLeave(other.cookie)).map((l) => l.id)).toEqual([theirs.id]);
    expect((await decide(theirs.id, 'approved', one.cookie)).status).toBe(403);
    expect((await getAs(app, `/api/admin/technicians/${other.id}/leave`, one.cookie)).status).toBe(403);
    expect(
      (await ask(customerCookie, { fromDate: '2026-12-10', toDate: '2026-12-10', reason: 'x' })).status,
    ).toBe(403);
    expect((await getAs(app, '/api/technician/leave')).status).toBe(401);
  });

  it('waiting across the team is listed for the admin with whose it is, and only what waits', async () => {
    const asha = await signedInTechnician();
    const waiting = await createLeave(db, {
      technicianId: asha.id,
      status: 'requested',
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
    });
    const decided = await createLeave(db, { technicianId: asha.id, status: 'approved' });
    const declined = await createLeave(db, { technicianId: asha.id, status: 'declined' });
    const listOf = async (query: string, cookie = admin) => {
      const res = await getAs(app, `/api/admin/leave${query}`, cookie);
      return { status: res.status, body: res.body as unknown as { leave: TeamLeaveRow[] } };
    };
    const pending = await listOf('?status=requested');
    expect(pending.status).toBe(200);
    const ids = pending.body.leave.map((l) => l.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(decided.id);
    expect(ids).not.toContain(declined.id);
    expect(pending.body.leave.every((l) => l.status === 'requested')).toBe(true);
    expect(pending.body.leave.find((l) => l.id === waiting.id)).toMatchObject({
      technicianId: asha.id,
      technicianName: asha.user.name,
    });
    // Left out, the status is the requests waiting; an unknown one is refused by field.
    expect((await listOf('')).body.leave.map((l) => l.id)).toEqual(ids);
    const bad = await getAs(app, '/api/admin/leave?status=maybe', admin);
    expect(bad.status).toBe(400);
    const refusal = bad.body as unknown as { error?: { fieldKeys?: Record<string, unknown> } };
    expect(refusal.error?.fieldKeys?.status).toEqual({ key: 'leaveStatus' });
    // Technicians and customers are refused; a guest must sign in.
    expect((await listOf('?status=requested', asha.cookie)).status).toBe(403);
    expect((await listOf('?status=requested', customerCookie)).status).toBe(403);
    expect((await getAs(app, '/api/admin/leave?status=requested')).status).toBe(401);
  });

  it('refuses dates out of order, too long a leave, no reason and an unknown decision', async () => {
    const ravi = await signedInTechnician();
    const backwards = await ask(ravi.cookie, {
      fromDate: '2026-12-10',
      toDate: '2026-12-09',
      reason: 'Trip',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.fields).toEqual({
      toDate: 'The last day of leave cannot be before the first.',
    });
    const long = await ask(ravi.cookie, { fromDate: '2026-12-01', toDate: '2027-03-01', reason: 'Trip' });
    expect(long.body.error?.fieldKeys?.toDate).toEqual({ key: 'leaveLength', params: { days: 60 } });
    const bad = await ask(ravi.cookie, { fromDate: '2026-02-30', toDate: '2026-12-01', reason: '  ' });
    expect(bad.body.error?.fields).toEqual({
      fromDate: 'Please choose a valid date.',
      reason: 'Please give a reason for the leave.',
    });
    const asked = await createLeave(db, { technicianId: ravi.id, status: 'requested' });
    expect((await decide(asked.id, 'maybe')).body.error?.fields).toEqual({
      decision: 'Please approve or decline the leave.',
    });
    expect((await decide(987_654, 'approved')).status).toBe(404);
    expect(await auditOf(ravi.id)).toEqual([]);
  });
});
