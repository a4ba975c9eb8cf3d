import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs, postJson, signInByEmailCode } from '../../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../../tests/booking-fixtures';
import type { Created } from '../../../../tests/booking-fixtures';
import { createBooking, createTechnician } from '../../../../tests/factories';
import { assignTechnician } from '../../domain/booking-assignment';
import { changeBookingStatus } from '../../domain/booking-lifecycle';
import { createTestApp } from '../../../../tests/test-app';
import type { BookingView } from '../../../shared/contracts/bookings';
import { bookings, users } from '../../db/schema/index';

// A customer's own bookings: who sees which, and cancelling with 2 hours' notice.

// 09:30 in India on Sunday 22 November 2026.
let now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth, services } = await createTestApp({ devOutbox: true, clock: () => now });
const { device, screen, battery } = await createBookableDevice(db);
const bookingBody = (overrides: Record<string, unknown> = {}) =>
  makeBookingBody(device.id, [screen.id, battery.id], overrides);
const book = bookWith(app);

const aliceEmail = 'alice@example.com';
const alice = await signInByEmailCode(app, aliceEmail, 'Alice Customer');
const bob = await signInByEmailCode(app, 'bob@example.com', 'Bob Customer');
const carol = await signInByEmailCode(app, 'carol@example.com', 'Carol Customer');

describe("the customer's bookings", () => {
  it('lists bookings made while signed in and guest bookings with the verified e-mail, newest first', async () => {
    const guest = await book(bookingBody({ email: aliceEmail.toUpperCase() }));
    const signedIn = await book(bookingBody({ email: 'alice.other@example.com' }), { cookie: alice });
    expect(signedIn.status).toBe(201);
    const list = await getAs(app, '/api/bookings', alice);
    expect(list.status).toBe(200);
    const ids = (list.body.bookings as BookingView[]).map((b) => b.id);
    expect(ids).toEqual([signedIn.body.booking.id, guest.body.booking.id]);
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(0);
  });

  it('does not count an unverified e-mail as proof', async () => {
    const [bobRow] = await db.select().from(users).where(eq(users.email, 'bob@example.com'));
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, bobRow!.id));
    await createBooking(db, { email: 'bob@example.com' });
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(0);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, bobRow!.id));
    expect(((await getAs(app, '/api/bookings', bob)).body.bookings as unknown[]).length).toBe(1);
  });

  it('shows a booking to its owner only: others get 404, guests 401', async () => {
    const { body } = await book(bookingBody(), { cookie: alice });
    const id = body.booking.id;
    expect((await getAs(app, `/api/bookings/${id}`, alice)).status).toBe(200);
    const asBob = await getAs(app, `/api/bookings/${id}`, bob);
    expect(asBob.status).toBe(404);
    expect(asBob.body.error?.code).toBe('NOT_FOUND');
    expect((await getAs(app, `/api/bookings/${id}`)).status).toBe(401);
    expect((await getAs(app, '/api/bookings/not-a-uuid', alice)).status).toBe(404);
    expect((await postJson(app, `/api/bookings/${id}/cancel`, {}, { cookie: bob })).status).toBe(404);
    expect((await postJson(app, `/api/bookings/${id}/cancel`, {})).status).toBe(401);
  });

  it("gives the owner the booking's timeline: each status reached once, oldest first", async () => {
    const { body } = await book(bookingBody(), { cookie: alice });
    const id = body.booking.id;
    // They take every visit this file books in one window: capacity is not the subject here (decision 051).
    const technician = await createTechnician(auth, db, { name: 'Ravi Kumar', jobsPerWindow: 10 });
    const other = await createTechnician(auth, db, { name: 'Meena Sahu', jobsPerWindow: 10 });
    const actor = { userId: null, role: 'admin' as const };
    await assignTechnician(db, services.lifecycle, {
      bookingId: id,
      technicianId: technician.id,
      actor,
      now,
    });
    // A new technician is not a new step for the customer.
    await assignTechnician(db, services.lifecycle, { bookingId: id, technicianId: other.id, actor, now });
    await changeBookingStatus(db, services.lifecycle, id, {
      to: 'cancelled',
      reason: 'No longer needed',
      actor,
      now,
    });
    const detail = (await getAs(app, `/api/bookings/${id}`, alice)).body as unknown as {
      timeline: { status: string; at: string }[];
    };
    expect(detail.timeline.map((step) => step.status)).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(detail.timeline.every((step) => step.at === now.toISOString())).toBe(true);
    // Nothing about who made a change or why.
    expect(JSON.stringify(detail.timeline)).not.toContain('No longer needed');
  });
});

describe('cancellation', () => {
  const cancel = (id: string) => postJson<Created>(app, `/api/bookings/${id}/cancel`, {}, { cookie: carol });

  it('cancels up to 2 hours before the visit, India time, and not after', async () => {
    now = new Date('2026-11-22T04:00:00Z'); // 09:30 IST
    const { body } = await book(bookingBody({ preferredDate: '2026-11-22', preferredTime: '13:00-15:00' }), {
      cookie: carol,
    });
    now = new Date('2026-11-22T05:31:00Z'); // 11:01 IST: less than 2 hours before 13:00
    const late = await cancel(body.booking.id);
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/up to 2 hours before/);
    expect((await getAs(app, `/api/bookings/${body.booking.id}`, carol)).body.booking).toMatchObject({
      status: 'pending',
      canCancel: false,
    });

    now = new Date('2026-11-22T05:29:00Z'); // 10:59 IST
    const inTime = await cancel(body.booking.id);
    expect(inTime.status).toBe(200);
    expect(inTime.body.booking).toMatchObject({
      status: 'cancelled',
      cancelledReason: 'Cancelled by customer',
      canCancel: false,
    });
    expect(inTime.body.booking.cancelledAt).toBe('2026-11-22T05:29:00.000Z');
    expect((await cancel(body.booking.id)).body.error?.message).toBe(
      'This booking has already been cancelled.',
    );
    now = new Date('2026-11-22T04:00:00Z');
  });

  it('counts from 9:00 without a time window, and any time without a date', async () => {
    const dated = await book(bookingBody({ preferredDate: '2026-11-23', preferredTime: null }), {
      cookie: carol,
    });
    now = new Date('2026-11-23T01:31:00Z'); // 07:01 IST
    expect((await cancel(dated.body.booking.id)).status).toBe(409);
    now = new Date('2026-11-22T04:00:00Z');
    const undated = await book(bookingBody({ preferredDate: '', preferredTime: '' }), { cookie: carol });
    expect(undated.body.booking).toMatchObject({ preferredDate: null, preferredTime: null });
    expect((await cancel(undated.body.booking.id)).status).toBe(200);
  });

  it('never cancels a completed booking', async () => {
    const { body } = await book(bookingBody(), { cookie: carol });
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, body.booking.id));
    const res = await cancel(body.booking.id);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe('A completed booking cannot be cancelled.');
  });
});
