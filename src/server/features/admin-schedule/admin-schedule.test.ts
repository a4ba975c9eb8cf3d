import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createLeave, createWorkWeek } from '../../../../tests/schedule-factories';
import { createTestApp } from '../../../../tests/test-app';
import { PREFERRED_TIME_WINDOWS } from '../../../shared/booking-time';
import type { AdminScheduleResponse } from '../../../shared/contracts/admin-schedule';
import { userRoles } from '../../db/schema/index';

// The admin's schedule view (issue 31): the team's days with the defaults of decision 049, leave, and
// the bookings holding a window, the unassigned ones in the queue.

const now = new Date('2026-11-28T04:00:00Z');
const { app, db, auth } = await createTestApp({ clock: () => now });
await createUser(auth, db, { email: 'planner@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'planner@example.com', 'admin-pass-1');

const scheduleOf = async (query: string) => {
  const res = await getAs(app, `/api/admin/schedule?${query}`, admin);
  return { status: res.status, body: res.body as unknown as AdminScheduleResponse };
};

// 2026-12-07 is a Monday, 2026-12-08 a Tuesday.
const asha = await createTechnician(auth, db, { name: 'Asha Sched' });
const bimal = await createTechnician(auth, db, { name: 'Bimal Sched', jobsPerWindow: 2 });
await createWorkWeek(db, bimal.id, { 1: ['09:00-11:00', '11:00-13:00'] });
await createLeave(db, { technicianId: asha.id, fromDate: '2026-12-08', toDate: '2026-12-08' });
await createLeave(db, { technicianId: bimal.id, fromDate: '2026-12-07', status: 'requested' });
const resting = await createTechnician(auth, db, { name: 'Chitra Sched', status: 'inactive' });
const formerly = await createTechnician(auth, db, { name: 'Dev Sched' });
await db.delete(userRoles).where(eq(userRoles.userId, formerly.user.id));

const queued = await createBooking(db, {
  preferredDate: '2026-12-07',
  preferredTime: '11:00-13:00',
  lat: 20.3,
  lng: 85.8,
});
const assigned = await createBooking(db, {
  preferredDate: '2026-12-07',
  preferredTime: '09:00-11:00',
  technicianId: bimal.id,
  status: 'confirmed',
});
const noWindow = await createBooking(db, { preferredDate: '2026-12-08', preferredTime: null });
const withLeaver = await createBooking(db, {
  preferredDate: '2026-12-07',
  technicianId: formerly.id,
  preferredTime: '15:00-17:00',
});
const withResting = await createBooking(db, {
  preferredDate: '2026-12-07',
  technicianId: resting.id,
  preferredTime: '17:00-19:00',
});
const done = await createBooking(db, {
  preferredDate: '2026-12-07',
  status: 'completed',
  preferredTime: '13:00-15:00',
});
const cancelled = await createBooking(db, {
  preferredDate: '2026-12-07',
  status: 'cancelled',
  preferredTime: '13:00-15:00',
});
const later = await createBooking(db, { preferredDate: '2026-12-09', preferredTime: '09:00-11:00' });

describe('the schedule view', () => {
  it('lists the team, each date with the windows worked, by the defaults, own week and leave', async () => {
    const { status, body } = await scheduleOf('from=2026-12-07&days=2');
    expect(status).toBe(200);
    expect(body.dates).toEqual(['2026-12-07', '2026-12-08']);
    expect(body.windows).toEqual([...PREFERRED_TIME_WINDOWS]);
    const ours = body.team.filter((t) => t.name.endsWith('Sched'));
    expect(ours.map((t) => t.name)).toEqual(['Asha Sched', 'Bimal Sched']);
    const [a, b] = ours;
    expect(a).toMatchObject({ id: asha.id, jobsPerWindow: 1 });
    expect(a!.days).toEqual([
      { date: '2026-12-07', onLeave: false, windows: [...PREFERRED_TIME_WINDOWS] },
      { date: '2026-12-08', onLeave: true, windows: [] },
    ]);
    // Only approved leave counts: Bimal's request leaves his Monday as set.
    expect(b).toMatchObject({ id: bimal.id, jobsPerWindow: 2 });
    expect(b!.days).toEqual([
      { date: '2026-12-07', onLeave: false, windows: ['09:00-11:00', '11:00-13:00'] },
      { date: '2026-12-08', onLeave: false, windows: [] },
    ]);
  });

  it('lists the bookings holding a window; the unassigned and those of technicians off the team are queued', async () => {
    const { body } = await scheduleOf('from=2026-12-07&days=2');
    const byId = new Map(body.jobs.map((job) => [job.id, job]));
    expect(byId.get(queued.id)).toEqual({
      id: queued.id,
      bookingId: queued.bookingId,
      name: queued.name,
      pincode: queued.pincode,
      city: queued.city,
      lat: 20.3,
      lng: 85.8,
      deviceModel: queued.deviceModel,
      status: 'pending',
      technicianId: null,
      date: '2026-12-07',
      window: '11:00-13:00',
    });
    expect(byId.get(assigned.id)).toMatchObject({
      technicianId: bimal.id,
      status: 'confirmed',
      window: '09:00-11:00',
    });
    // No window chosen: it holds the first of the day.
    expect(byId.get(noWindow.id)).toMatchObject({
      date: '2026-12-08',
      window: '09:00-11:00',
      technicianId: null,
    });
    expect(byId.get(withLeaver.id)?.technicianId).toBeNull();
    expect(byId.get(withResting.id)?.technicianId).toBeNull();
    for (const gone of [done, cancelled, later]) expect(byId.has(gone.id)).toBe(false);
    // In date and window order.
    const order = body.jobs.map((job) => `${job.date} ${job.window}`);
    expect(order).toEqual([...order].sort());
  });

  it('reads one day by default and refuses a range past a week or a date that does not exist', async () => {
    const one = await scheduleOf('from=2026-12-09');
    expect(one.body.dates).toEqual(['2026-12-09']);
    expect(one.body.jobs.map((job) => job.id)).toContain(later.id);
    expect((await scheduleOf('from=2026-12-07&days=8')).status).toBe(400);
    expect((await scheduleOf('from=2026-12-07&days=0')).status).toBe(400);
    expect((await scheduleOf('from=2026-11-31')).status).toBe(400);
    expect((await scheduleOf('days=2')).status).toBe(400);
  });
});
