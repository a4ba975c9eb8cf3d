import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInByEmailCode, postJson } from '../../../tests/auth-helpers';
import { bookWith, createBookableDevice, makeBookingBody } from '../../../tests/booking-fixtures';
import { createBooking, createReferral, createTechnician, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { bookings, messages, referrals, userRoles } from '../db/schema/index';
import { assignTechnician } from './booking-assignment';
import { changeBookingStatus, listBookingEvents } from './booking-lifecycle';
import { setReferralRewardPaid } from './referral-payouts';

// A booking's whole life through the one lifecycle: every move checked for its actor, written with
// its event, its referral effect and its messages in the outbox.

// 09:30 in India on Sunday 22 November 2026.
const now = new Date('2026-11-22T04:00:00Z');
const { app, db, auth, services } = await createTestApp({ devOutbox: true, clock: () => now });
const { lifecycle } = services;
const { device, screen } = await createBookableDevice(db);
const admin = await createUser(auth, db, { role: 'admin', password: 'admin-pass-1' });
const adminActor = { userId: admin.id, role: 'admin' as const };
const ravi = await createTechnician(auth, db, { name: 'Ravi Kumar', phone: '+919000011111' });
const other = await createTechnician(auth, db);
const raviActor = { userId: ravi.user.id, role: 'technician' as const };

const templatesFor = async (bookingId: string) =>
  (await db.select().from(messages).where(eq(messages.bookingId, bookingId))).map((m) => m.template);

describe('a booking from start to finish', () => {
  it('is created, assigned, started, completed, and every step is an event with its messages', async () => {
    const res = await bookWith(app)(makeBookingBody(device.id, [screen.id]));
    expect(res.status).toBe(201);
    const id = res.body.booking.id;

    const assigned = await assignTechnician(db, lifecycle, {
      bookingId: id,
      technicianId: ravi.id,
      actor: adminActor,
      now,
    });
    expect(assigned).toMatchObject({
      status: 'confirmed',
      technicianId: ravi.id,
      technicianName: 'Ravi Kumar',
      technicianPhone: '+919000011111',
    });
    await changeBookingStatus(db, lifecycle, id, { to: 'in_progress', actor: raviActor, now });
    const done = await changeBookingStatus(db, lifecycle, id, { to: 'completed', actor: raviActor, now });
    expect(done.completedAt?.toISOString()).toBe(now.toISOString());

    const events = await listBookingEvents(db, id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorRole])).toEqual([
      [null, 'pending', 'guest'],
      ['pending', 'confirmed', 'admin'],
      ['confirmed', 'in_progress', 'technician'],
      ['in_progress', 'completed', 'technician'],
    ]);
    expect(events[1]?.actorUserId).toBe(admin.id);
    expect(events[3]?.actorUserId).toBe(ravi.user.id);
    expect(await templatesFor(id)).toEqual(
      expect.arrayContaining([
        'booking_received',
        'new_booking_admin',
        'technician_assigned',
        'status_changed',
        'booking_completed',
      ]),
    );
  });

  it('lets a customer cancel a confirmed booking, with the event and the admins told', async () => {
    const carol = await signInByEmailCode(app, 'carol@example.com', 'Carol');
    const res = await bookWith(app)(makeBookingBody(device.id, [screen.id]), { cookie: carol });
    const id = res.body.booking.id;
    await assignTechnician(db, lifecycle, { bookingId: id, technicianId: ravi.id, actor: adminActor, now });
    const cancelled = await postJson(app, `/api/bookings/${id}/cancel`, {}, { cookie: carol });
    expect(cancelled.status).toBe(200);
    const events = await listBookingEvents(db, id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      actorRole: 'customer',
      reason: 'Cancelled by customer',
    });
    expect(events[0]).toMatchObject({ toStatus: 'pending', actorRole: 'customer' });
    expect(await templatesFor(id)).toEqual(
      expect.arrayContaining(['booking_cancelled', 'customer_cancelled_admin']),
    );
  });
});

describe('who may move a booking where', () => {
  it('keeps technicians to their own jobs, forwards, one step at a time', async () => {
    const booking = await createBooking(db, { status: 'confirmed', technicianId: ravi.id });
    const otherActor = { userId: other.user.id, role: 'technician' as const };
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, { to: 'in_progress', actor: otherActor, now }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, { to: 'completed', actor: raviActor, now }),
    ).rejects.toMatchObject({ code: 'JOB_NOT_STARTED' });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, { to: 'cancelled', actor: raviActor, now }),
    ).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    await changeBookingStatus(db, lifecycle, booking.id, { to: 'in_progress', actor: raviActor, now });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, { to: 'confirmed', actor: raviActor, now }),
    ).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    expect((await listBookingEvents(db, booking.id)).map((e) => e.toStatus)).toEqual(['in_progress']);
  });

  it('lets customers cancel only before the repair starts', async () => {
    const customer = await createUser(auth, db);
    const actor = { userId: customer.id, role: 'customer' as const };
    const started = await createBooking(db, { status: 'in_progress', userId: customer.id });
    await expect(
      changeBookingStatus(db, lifecycle, started.id, { to: 'cancelled', actor, now }),
    ).rejects.toMatchObject({ code: 'BOOKING_IN_PROGRESS' });
    const pending = await createBooking(db, { userId: customer.id });
    await expect(
      changeBookingStatus(db, lifecycle, pending.id, { to: 'confirmed', actor, now }),
    ).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
  });

  it('lets admins set any status, with a reason to cancel or go back', async () => {
    const booking = await createBooking(db, { status: 'completed', technicianId: ravi.id });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, { to: 'in_progress', actor: adminActor, now }),
    ).rejects.toMatchObject({ code: 'REASON_REQUIRED' });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, {
        to: 'cancelled',
        actor: adminActor,
        reason: ' ',
        now,
      }),
    ).rejects.toMatchObject({ code: 'REASON_REQUIRED' });
    const back = await changeBookingStatus(db, lifecycle, booking.id, {
      to: 'pending',
      actor: adminActor,
      reason: 'Customer asked for another day',
      now,
    });
    expect(back).toMatchObject({ status: 'pending', completedAt: null });
    // Forward moves need no reason, even skipping steps.
    await changeBookingStatus(db, lifecycle, booking.id, { to: 'completed', actor: adminActor, now });
    const events = await listBookingEvents(db, booking.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['completed', 'pending', 'Customer asked for another day'],
      ['pending', 'completed', null],
    ]);
  });

  it('never assigns an inactive technician, nor one to a started job', async () => {
    const inactive = await createTechnician(auth, db, { status: 'inactive' });
    const pending = await createBooking(db);
    await expect(
      assignTechnician(db, lifecycle, {
        bookingId: pending.id,
        technicianId: inactive.id,
        actor: adminActor,
        now,
      }),
    ).rejects.toMatchObject({ code: 'TECHNICIAN_UNAVAILABLE' });
    // A record whose person lost the technician role takes no new jobs either.
    const former = await createTechnician(auth, db);
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, former.user.id), eq(userRoles.role, 'technician')));
    await expect(
      assignTechnician(db, lifecycle, {
        bookingId: pending.id,
        technicianId: former.id,
        actor: adminActor,
        now,
      }),
    ).rejects.toMatchObject({ code: 'TECHNICIAN_UNAVAILABLE' });
    const started = await createBooking(db, { status: 'in_progress', technicianId: ravi.id });
    await expect(
      assignTechnician(db, lifecycle, {
        bookingId: started.id,
        technicianId: other.id,
        actor: adminActor,
        now,
      }),
    ).rejects.toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    // A new technician on a confirmed booking keeps the status and tells the customer and both technicians.
    const confirmed = await createBooking(db, { status: 'confirmed', technicianId: ravi.id });
    const moved = await assignTechnician(db, lifecycle, {
      bookingId: confirmed.id,
      technicianId: other.id,
      actor: adminActor,
      now,
    });
    expect(moved).toMatchObject({ status: 'confirmed', technicianId: other.id });
    // Each by e-mail and by text (texts are kept in the outbox when no gateway is configured).
    expect(await templatesFor(confirmed.id)).toEqual([
      'technician_assigned',
      'technician_assigned',
      'technician_job',
      'technician_job',
      'technician_job_withdrawn',
      'technician_job_withdrawn',
    ]);
    expect(
      (await listBookingEvents(db, confirmed.id)).map((e) => [e.fromStatus, e.toStatus, e.reason]),
    ).toEqual([['confirmed', 'confirmed', `Assigned to ${other.user.name}`]]);
  });
});

describe('the referral follows its booking', () => {
  it('completes with the booking, returns to pending when moved back, and refuses once paid', async () => {
    const booking = await createBooking(db, { status: 'in_progress', technicianId: ravi.id });
    const referral = await createReferral(auth, db, { bookingId: booking.id });
    const statusOf = async () =>
      (await db.select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.status;

    await expect(
      setReferralRewardPaid(db, { referralId: referral.id, paid: true, now }),
    ).rejects.toMatchObject({
      code: 'REFERRAL_NOT_COMPLETED',
    });
    await changeBookingStatus(db, lifecycle, booking.id, { to: 'completed', actor: raviActor, now });
    expect(await statusOf()).toBe('completed');

    await changeBookingStatus(db, lifecycle, booking.id, {
      to: 'in_progress',
      actor: adminActor,
      reason: 'Marked complete by mistake',
      now,
    });
    expect(await statusOf()).toBe('pending');
    await changeBookingStatus(db, lifecycle, booking.id, { to: 'completed', actor: adminActor, now });

    const paid = await setReferralRewardPaid(db, { referralId: referral.id, paid: true, now });
    expect(paid).toMatchObject({ rewardPaid: true, paymentAmount: 5000 });
    await expect(
      changeBookingStatus(db, lifecycle, booking.id, {
        to: 'cancelled',
        actor: adminActor,
        reason: 'Refund',
        now,
      }),
    ).rejects.toMatchObject({ code: 'REFERRAL_REWARD_PAID' });
    // Refused as a whole: the booking, its referral and its events are as they were.
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('completed');
    expect(await statusOf()).toBe('completed');
    expect((await listBookingEvents(db, booking.id)).at(-1)?.toStatus).toBe('completed');

    const unpaid = await setReferralRewardPaid(db, { referralId: referral.id, paid: false, now });
    expect(unpaid).toMatchObject({ rewardPaid: false, paymentDate: null });
  });
});
