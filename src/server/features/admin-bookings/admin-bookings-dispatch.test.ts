import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInWithPassword } from '../../../../tests/auth-helpers';
import { createBooking, createTechnician, createUser } from '../../../../tests/factories';
import { createLeave, createServiceAreas, createWorkWeek } from '../../../../tests/schedule-factories';
import { createTestApp } from '../../../../tests/test-app';
import type { AdminBookingCandidatesResponse } from '../../../shared/contracts/admin-bookings';
import { adminActions, bookingEvents, bookings } from '../../db/schema/index';

// Dispatch through the API (issue 31): the team ranked for a booking's date and window, and the
// assignment refusing a technician who is not eligible unless the admin says why (audited).

// 09:30 in India on Sunday 22 November 2026; the visits are on Tuesday the 24th (ISO weekday 2).
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth } = await createTestApp({ devOutbox: true, clock: () => now });
await createUser(auth, db, { email: 'dispatch@example.com', role: 'admin', password: 'admin-pass-1' });
const admin = await signInWithPassword(app, 'dispatch@example.com', 'admin-pass-1');

const day = '2026-11-24';
const here = { lat: 20.2961, lng: 85.8245 };
// Asha: free, no jobs, her base 6 km away. Bina: one earlier job 3.1 km away. Chitra: on leave.
// Dev: works only mornings. Esha: serves 752 only. Farid: busy in the window.
const asha = await createTechnician(auth, db, { name: 'Asha Das', baseLat: 20.35, baseLng: 85.82 });
const bina = await createTechnician(auth, db, { name: 'Bina Roy', baseLat: 21, baseLng: 86 });
const chitra = await createTechnician(auth, db, { name: 'Chitra Sahu' });
const dev = await createTechnician(auth, db, { name: 'Dev Mishra' });
const esha = await createTechnician(auth, db, { name: 'Esha Nayak' });
const farid = await createTechnician(auth, db, { name: 'Farid Khan', jobsPerWindow: 1 });
const gone = await createTechnician(auth, db, { name: 'Gopal Inactive', status: 'inactive' });
await createLeave(db, { technicianId: chitra.id, fromDate: day });
await createWorkWeek(db, dev.id, { 2: ['09:00-11:00'] });
await createServiceAreas(db, esha.id, ['752']);
await createBooking(db, {
  status: 'confirmed',
  technicianId: bina.id,
  preferredDate: day,
  preferredTime: '09:00-11:00',
  lat: 20.2961,
  lng: 85.8545,
});
await createBooking(db, {
  status: 'confirmed',
  technicianId: farid.id,
  preferredDate: day,
  preferredTime: '11:00-13:00',
});

const newBooking = () =>
  createBooking(db, { pincode: '751013', preferredDate: day, preferredTime: '11:00-13:00', ...here });
const candidates = async (id: string) =>
  (await getAs(app, `/api/admin/bookings/${id}/candidates`, admin)) as unknown as {
    status: number;
    body: AdminBookingCandidatesResponse;
  };
const assign = (id: string, body: unknown) =>
  postJson(app, `/api/admin/bookings/${id}/assign`, body, { cookie: admin }) as Promise<{
    status: number;
    body: { error?: { code: string; reason?: string; message: string; fields?: Record<string, string> } };
  }>;

describe('the candidates for a booking', () => {
  it('ranks the team for the booking`s window with the reasons each one is or is not eligible', async () => {
    const booking = await newBooking();
    const { status, body } = await candidates(booking.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ date: day, window: '11:00-13:00', pincode: '751013' });
    expect(body.candidates.map((c) => [c.name, c.unavailable])).toEqual([
      ['Asha Das', []],
      ['Bina Roy', []],
      ['Chitra Sahu', ['leave']],
      ['Dev Mishra', ['hours']],
      ['Esha Nayak', ['area']],
      ['Farid Khan', ['busy']],
    ]);
    const byName = new Map(body.candidates.map((c) => [c.name, c]));
    expect(byName.get('Asha Das')).toMatchObject({ jobsThatDay: 0, distance: { km: 6, from: 'base' } });
    expect(byName.get('Bina Roy')).toMatchObject({
      eligible: true,
      jobsThatDay: 1,
      distance: { km: 3.1, from: 'previous_job' },
    });
    expect(byName.get('Farid Khan')).toMatchObject({ free: false, placesLeft: 0, jobsThatDay: 1 });
    expect(byName.get('Chitra Sahu')?.distance).toBeNull();
    expect(body.candidates.some((c) => c.id === gone.id)).toBe(false);
  });

  it('does not count the booking against the technician who holds it', async () => {
    const booking = await newBooking();
    await db
      .update(bookings)
      .set({ technicianId: asha.id, status: 'confirmed' })
      .where(eq(bookings.id, booking.id));
    const asOwn = (await candidates(booking.id)).body.candidates.find((c) => c.id === asha.id);
    expect(asOwn).toMatchObject({ free: true, jobsThatDay: 0, eligible: true });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
  });

  it('judges a booking with no date on its area only', async () => {
    const booking = await createBooking(db, { pincode: '751013', preferredDate: null, preferredTime: null });
    const { body } = await candidates(booking.id);
    expect(body).toMatchObject({ date: null, window: '09:00-11:00' });
    expect(body.candidates.filter((c) => !c.eligible).map((c) => [c.name, c.unavailable])).toEqual([
      ['Esha Nayak', ['area']],
    ]);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await candidates('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('assigning against the rules', () => {
  it.each([
    ['leave', chitra.id],
    ['hours', dev.id],
    ['area', esha.id],
    ['busy', farid.id],
  ])('refuses a technician who is not eligible (%s) without a reason', async (reason, technicianId) => {
    const booking = await newBooking();
    const refused = await assign(booking.id, { technicianId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'TECHNICIAN_UNAVAILABLE', reason });
    expect(refused.body.error?.message).toMatch(/Give a reason/);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'pending', technicianId: null });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
  });

  it('assigns with a reason, audited in the same change, and keeps the reason in the history', async () => {
    const booking = await newBooking();
    const assigned = await assign(booking.id, {
      technicianId: farid.id,
      overrideReason: '  Farid finishes early and asked for it  ',
    });
    expect(assigned.status).toBe(200);
    const audit = await db.select().from(adminActions).where(eq(adminActions.subjectId, booking.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'booking.assignment_override',
      subjectType: 'booking',
      details: {
        bookingId: booking.bookingId,
        technicianId: farid.id,
        technicianName: 'Farid Khan',
        broken: ['busy'],
        reason: 'Farid finishes early and asked for it',
      },
    });
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => e.reason)).toEqual([
      'Assigned to Farid Khan (override: Farid finishes early and asked for it)',
    ]);
  });

  it('assigns an eligible technician without a reason and without an audit row', async () => {
    const booking = await newBooking();
    expect((await assign(booking.id, { technicianId: asha.id })).status).toBe(200);
    expect(await db.select().from(adminActions).where(eq(adminActions.subjectId, booking.id))).toHaveLength(
      0,
    );
  });

  it('refuses an inactive technician even with a reason', async () => {
    const booking = await newBooking();
    const refused = await assign(booking.id, { technicianId: gone.id, overrideReason: 'Needed today' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('TECHNICIAN_UNAVAILABLE');
    expect(refused.body.error?.reason).toBeUndefined();
  });

  it('checks the override reason: one line, 3 to 200 characters', async () => {
    const booking = await newBooking();
    for (const overrideReason of ['ok', 'x'.repeat(201), 'two\nlines']) {
      const refused = await assign(booking.id, { technicianId: farid.id, overrideReason });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.overrideReason).toBeTruthy();
    }
  });
});
